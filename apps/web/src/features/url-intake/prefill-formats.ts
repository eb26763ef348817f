/**
 * Prefill values are checked like typed input (spec section 5), with the brand's formats.
 * A value that fails is dropped; nothing here is ever rendered as markup.
 */
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
/** Phone parsing: at most 250 characters of input, 2 to 17 national digits (spec section 9). */
export const MAX_PHONE_INPUT_LENGTH = 250;
export const MIN_NATIONAL_DIGITS = 2;
export const MAX_NATIONAL_DIGITS = 17;

function matches(source: string, value: string): boolean {
  try {
    return new RegExp(source, 'u').test(value);
  } catch {
    return false;
  }
}

/** Letters of any script, with single spaces or hyphens between groups. */
export function validName(input: string, pattern: string): string | null {
  const value = input.trim().replace(/\s+/gu, ' ');
  return value.length > 0 && value.length <= MAX_NAME_LENGTH && matches(pattern, value)
    ? value
    : null;
}

/** A standard address, international characters allowed. */
export function validEmail(input: string, pattern: string): string | null {
  const value = input.trim();
  return value.length > 0 && value.length <= MAX_EMAIL_LENGTH && matches(pattern, value)
    ? value
    : null;
}

/**
 * Digits with spaces, optionally led by "+" and the brand's country prefix. Returns the national
 * number (digits only) when it has 2 to 17 digits; a "+" with another country's prefix is refused.
 */
export function validPhoneNumber(input: string, phonePrefix: string): string | null {
  if (input.length > MAX_PHONE_INPUT_LENGTH) return null;
  const compact = input.trim().replace(/ +/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let national = compact;
  if (compact.startsWith('+')) {
    if (!compact.startsWith(phonePrefix)) return null;
    national = compact.slice(phonePrefix.length);
  }
  return national.length >= MIN_NATIONAL_DIGITS && national.length <= MAX_NATIONAL_DIGITS
    ? national
    : null;
}
