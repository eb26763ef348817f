import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new lead's write secret: 256 random bits, as URL-safe text (43 characters). */
export function newWriteSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the sandbox keeps of a write secret: its SHA-256, in hex. */
export function hashWriteSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * Whether `presented` is the secret behind `storedHash`. Both sides are compared as hashes of
 * equal length, in constant time, so the answer's timing tells nothing about how close it was.
 */
export function writeSecretMatches(storedHash: string, presented: string | undefined): boolean {
  if (presented === undefined) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashWriteSecret(presented), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
