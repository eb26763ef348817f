/** A translation file's texts by their keys joined with '>', as the app and textOverrides name them. */
export function flatTexts(node: unknown, prefix = '', out = new Map<string, string>()) {
  if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      flatTexts(value, prefix ? `${prefix}>${key}` : key, out);
    }
  } else {
    out.set(prefix, String(node));
  }
  return out;
}

/** A text's {{placeholders}}, sorted: a translation must keep the same ones. */
export const placeholdersOf = (text = '') =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
