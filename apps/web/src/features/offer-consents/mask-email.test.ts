import { describe, expect, test } from 'vitest';
import { maskEmail } from './mask-email';

describe('masked e-mail address', () => {
  test('keeps the first character of the mailbox and the domain', () => {
    expect(maskEmail('ana.garcia+news@example.com')).toBe('a•••@example.com');
    expect(maskEmail('a@b.co')).toBe('a•••@b.co');
  });

  test('a mailbox that starts with a character outside the basic plane stays whole', () => {
    expect(maskEmail('𝒶na@example.com')).toBe('𝒶•••@example.com');
  });

  test('text without a mailbox shows nothing of it', () => {
    expect(maskEmail('@example.com')).toBe('•••');
    expect(maskEmail('no address')).toBe('•••');
  });
});
