import { describe, expect, test } from 'vitest';
import { isValidSessionId } from './session-id';

describe('session id', () => {
  test('takes a UUID in either case', () => {
    expect(isValidSessionId('6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f')).toBe(true);
    expect(isValidSessionId('6F1C1F3E-2B7A-4C55-9D8E-0A1B2C3D4E5F')).toBe(true);
  });

  test('refuses anything that is not 8-4-4-4-12 hex digits', () => {
    for (const value of [
      '',
      'not-a-uuid',
      '6f1c1f3e2b7a4c559d8e0a1b2c3d4e5f',
      '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f0',
      ' 6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f',
      '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5g',
      '<script>alert(1)</script>',
      undefined,
      42,
    ]) {
      expect(isValidSessionId(value), String(value)).toBe(false);
    }
  });

  test('takes any 8-4-4-4-12 hex id, whatever its UUID version and variant (spec section 5)', () => {
    expect(isValidSessionId('6f1c1f3e-2b7a-0c55-1d8e-0a1b2c3d4e5f')).toBe(true);
    expect(isValidSessionId('6f1c1f3e-2b7a-9c55-cd8e-0a1b2c3d4e5f')).toBe(true);
  });
});
