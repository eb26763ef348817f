import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lf/contract';

/** What is wrong with a password as typed; each has its message. */
export type PasswordProblem = 'empty' | 'tooShort' | 'tooLong' | 'guessable';

/**
 * A password's length in characters as a person counts them (an emoji or an accented letter
 * typed either way is one), which is how the hint words the rule.
 */
export function passwordLength(password: string): number {
  return [...password.normalize('NFC')].length;
}

/**
 * The contract's bounds (PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH). No character classes are
 * asked for, which push people to weaker, predictable ones (NIST 800-63B); what NIST asks instead,
 * a check against guessable passwords, is `checkGuessable`.
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

/**
 * The check of a password against common ones and the applicant's own words
 * (`@lf/contract/password-check`, zxcvbn-ts: about 200 KB gzip, its password list), loaded for
 * the password field alone: first when it takes the focus.
 */
export const loadPasswordCheck = () => import('@lf/contract/password-check');

/**
 * 'guessable' when the password is too easy to guess, given the applicant's e-mail and names
 * (`own`). A check that cannot load (offline) passes it: the lead API runs the same one.
 */
export async function checkGuessable(
  password: string,
  own: readonly (string | undefined)[],
): Promise<PasswordProblem | null> {
  try {
    const { isPasswordGuessable, passwordContext } = await loadPasswordCheck();
    return isPasswordGuessable(password, passwordContext(...own)) ? 'guessable' : null;
  } catch {
    return null;
  }
}
