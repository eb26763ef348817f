import { describe, expect, test } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

const password = 'correct horse battery staple';

describe('password hash', () => {
  test('keeps a salted scrypt hash, never the password', async () => {
    const stored = await hashPassword(password);
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain(password);
    expect(stored).not.toContain(Buffer.from(password).toString('base64'));
    expect(await hashPassword(password)).not.toBe(stored);
  });

  test('knows the password it was made from, and only that one', async () => {
    const stored = await hashPassword(password);
    expect(await verifyPassword(password, stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', stored)).toBe(false);
    expect(await verifyPassword(password, 'plain text')).toBe(false);
  });

  test('the same password typed in either Unicode form is the same password', async () => {
    const composed = 'contraseña segura';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });
});
