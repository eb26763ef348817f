import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lf/contract';

/** What is wrong with a password as typed; each has its message. */
export type PasswordProblem = 'empty' | 'tooShort' | 'tooLong';

/**
 * A password's length in characters as a person counts them (an emoji or an accented letter
 * typed either way is one), which is how the hint words the rule.
 */
export function passwordLength(password: string): number {
  return [...password.normalize('NFC')].length;
}

/**
 * The contract's bounds (PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH). Nothing else is asked of a
 * password: no character classes, which push people to weaker, predictable ones (NIST 800-63B).
 */
export function checkPassword(password: string): PasswordProblem | null {
  if (password.length === 0) return 'empty';
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  // The server counts UTF-16 units: keep under both counts.
  if (length > PASSWORD_MAX_LENGTH || password.normalize('NFC').length > PASSWORD_MAX_LENGTH) {
    return 'tooLong';
  }
  return null;
}
