/**
 * True when a file's text is an SVG document: after a byte order mark, an XML declaration,
 * comments, processing instructions and a doctype, its first element is `<svg`. A minimal reading
 * on purpose: it tells a logo from a PNG, an HTML page or "not an svg" renamed, which is what a
 * missing or wrong file looks like; a broken SVG past its root is for the brand book's eyes.
 */
export function hasSvgRoot(text: string): boolean {
  const prolog = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i;
  const rest = text.replace(/^\uFEFF/, '').replace(prolog, '');
  return /^<svg[\s/>]/.test(rest);
}
