/**
 * A field's label as a message names it ("{{label}}: …"): a label asked as a question ("Cine vă
 * plătește pensia?", "¿Quién te paga la pensión?") loses its question marks, which read as
 * doubled punctuation before the colon ("pensia?: folosiți…", walker F).
 */
export function labelInMessage(label: string): string {
  return label
    .trim()
    .replace(/^¿\s*/u, '')
    .replace(/\s*[?？]$/u, '');
}
