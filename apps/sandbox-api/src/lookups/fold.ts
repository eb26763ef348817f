/**
 * Text folded for matching: lower case, accents dropped (`Bogotá` → `bogota`, `Đà Nẵng` →
 * `da nang`, `Łódź` → `lodz`), runs of spaces made one. Deterministic: no locale is involved.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
