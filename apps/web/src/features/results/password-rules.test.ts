import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { checkPassword, passwordLength } from './password-rules';

describe('customer password rules', () => {
  test('asks only for a length within the contract’s bounds', () => {
    expect(checkPassword('')).toBe('empty');
    expect(checkPassword('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe('tooShort');
    expect(checkPassword('a'.repeat(PASSWORD_MIN_LENGTH))).toBeNull();
    expect(checkPassword('all lower case words')).toBeNull();
    expect(checkPassword('a'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(checkPassword('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('tooLong');
  });

  test('counts characters as people do, and keeps under the server’s count too', () => {
    expect(passwordLength('niño')).toBe(4);
    expect(passwordLength('nin\u0303o')).toBe(4);
    expect(passwordLength('🙂🙂')).toBe(2);
    expect(checkPassword('🙂'.repeat(PASSWORD_MAX_LENGTH))).toBe('tooLong');
  });
});
