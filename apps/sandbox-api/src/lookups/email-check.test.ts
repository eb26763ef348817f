import { describe, expect, test } from 'vitest';
import { checkEmail, isEmailCheckDownFor, isEmailSyntaxValid } from './email-check';

describe('e-mail check', () => {
  test.each([
    'ana@example.com',
    'ana.ruiz+offer@example.co.uk',
    'josé.pérez@correo.es',
    'nguyễn@ví-dụ.vn',
    "o'brien@example.ie",
    'ana@xn--bcher-kva.de',
  ])('%s has a valid syntax', (email) => {
    expect(isEmailSyntaxValid(email)).toBe(true);
    expect(checkEmail(email)).toEqual({ email, valid: true });
  });

  test.each([
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana@@example.com',
    'ana @example.com',
    '.ana@example.com',
    'ana..ruiz@example.com',
    'ana@-example.com',
    'ana@example.c',
    'ana@example.123',
    `${'a'.repeat(65)}@example.com`,
    `ana@${'a'.repeat(250)}.com`,
  ])('%s is not valid', (email) => {
    expect(checkEmail(email)).toEqual({ email, valid: false });
  });

  test.each(['ana@mailinator.com', 'ana@YopMail.com', 'ana@guerrillamail.com'])(
    '%s is a throwaway mailbox: not valid',
    (email) => {
      expect(checkEmail(email)).toEqual({ email, valid: false });
    },
  );

  test.each([
    ['ana@gmial.com', 'ana@gmail.com'],
    ['ana@hotmial.com', 'ana@hotmail.com'],
    ['ana@yaho.com', 'ana@yahoo.com'],
    ['Ana.Ruiz@GMIAL.com', 'Ana.Ruiz@gmail.com'],
  ])('%s is valid with the suggestion %s', (email, suggestion) => {
    expect(checkEmail(email)).toEqual({ email, valid: true, suggestion });
  });

  test('+emaildown in the local part, in any case, makes the check fail', () => {
    expect(isEmailCheckDownFor('ana+emaildown@example.com')).toBe(true);
    expect(isEmailCheckDownFor('ana+offer+EmailDown@example.com')).toBe(true);
    expect(isEmailCheckDownFor('ana@emaildown.example.com')).toBe(false);
    expect(isEmailCheckDownFor('ana+email@example.com')).toBe(false);
  });
});
