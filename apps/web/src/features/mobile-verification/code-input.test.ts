import { describe, expect, test } from 'vitest';
import { checkCodeInput, normalizeCode } from './code-input';

describe('verification code as typed', () => {
  test.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['123-456', '123456'],
    ['１２３４５６', '123456'],
    ['١٢٣٤٥٦', '123456'],
  ])('%j is read as %j: pasted and autofilled codes work', (typed, code) => {
    expect(normalizeCode(typed)).toBe(code);
    expect(checkCodeInput(typed, 6)).toBeNull();
  });

  test('nothing typed asks for the code; a wrong count of digits says the count (GOV.UK)', () => {
    expect(checkCodeInput('  ', 6)).toBe('codeEmpty');
    expect(checkCodeInput('0000', 6)).toBe('codeLength');
    expect(checkCodeInput('12345', 6)).toBe('codeLength');
    expect(checkCodeInput('1234567', 6)).toBe('codeLength');
    expect(checkCodeInput('1234', 4)).toBeNull();
  });

  test('anything but digits asks for numbers only, whatever its length', () => {
    expect(checkCodeInput('12a456', 6)).toBe('codeFormat');
    expect(checkCodeInput('12a', 6)).toBe('codeFormat');
    expect(checkCodeInput('<img src=x>', 6)).toBe('codeFormat');
  });
});
