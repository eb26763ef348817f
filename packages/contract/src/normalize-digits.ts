/** Any Unicode decimal digit (general category Nd), and the full-width Latin letters. */
const DIGIT_OR_FULL_WIDTH_LETTER = /[\p{Nd}\uff21-\uff3a\uff41-\uff5a]/gu;
const DECIMAL_DIGIT = /^\p{Nd}$/u;
const FULL_WIDTH_OFFSET = 0xfee0;

/**
 * Unicode encodes every script's decimal digits in runs of ten, 0 to 9 in order, so a digit's
 * value is how many digits precede it in its run, modulo 10 (some runs, such as the mathematical
 * digits, are several sets of ten back to back).
 */
function digitValue(codePoint: number): number {
  let preceding = 0;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(codePoint - preceding - 1))) preceding += 1;
  return preceding % 10;
}

/**
 * Text with every decimal digit as an ASCII digit (Arabic-Indic ٠١٢, Eastern Arabic-Indic ۰۱۲,
 * full-width ０１２, Devanagari and the others) and full-width Latin letters as ASCII letters, as
 * phone keyboards and input methods type them. Everything else is left as it is.
 */
export function normalizeDigits(text: string): string {
  return text.replace(DIGIT_OR_FULL_WIDTH_LETTER, (character) => {
    const codePoint = character.codePointAt(0) ?? 0;
    if (codePoint >= 0xff21 && codePoint <= 0xff5a) {
      return String.fromCharCode(codePoint - FULL_WIDTH_OFFSET);
    }
    return codePoint <= 0x39 ? character : String(digitValue(codePoint));
  });
}

/**
 * Characters that take no room on the screen (zero-width spaces and joiners, the byte-order mark,
 * a soft hyphen, direction marks and overrides), which a paste from a chat or a document brings:
 * the answer is what the applicant sees without them.
 */
const INVISIBLE = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/gu;

/** Text without the characters no one sees. */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE, '');
}
