/**
 * Text without its accents: each letter decomposed (NFD) and its combining marks dropped, so
 * "García" reads "Garcia" and "Ștefan" "Stefan". Letters that are not a base letter and a mark
 * stay as they are ("ł", "ß", "đ").
 */
export const withoutAccents = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '');

/** A name as typed compares with a list's: any case, with or without accents, spaces trimmed. */
export const comparableName = (name: string): string => withoutAccents(name).trim().toLowerCase();
