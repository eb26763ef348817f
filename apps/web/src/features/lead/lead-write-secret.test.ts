import { ProposedWriteSecretSchema } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { newLeadWriteSecret } from './lead-write-secret';

describe('lead write secret', () => {
  test('is 256 random bits in base64url, as the lead API takes a proposed one', () => {
    const secret = newLeadWriteSecret();
    expect(ProposedWriteSecretSchema.safeParse(secret).success).toBe(true);
    const bytes = atob(secret.replace(/-/g, '+').replace(/_/g, '/') + '=');
    expect(bytes).toHaveLength(32);
  });

  test('is a new one each time', () => {
    const secrets = new Set(Array.from({ length: 50 }, () => newLeadWriteSecret()));
    expect(secrets.size).toBe(50);
  });
});
