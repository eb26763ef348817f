import { describe, expect, test } from 'vitest';
import { customerIdOf } from './mail-link-page';

describe("a returning customer's consents link", () => {
  test('reads the id from the path, decoded', () => {
    expect(customerIdOf('/0b6f4f52-1d2e-4c3b-9a8f-7e6d5c4b3a21/consents')).toBe(
      '0b6f4f52-1d2e-4c3b-9a8f-7e6d5c4b3a21',
    );
    expect(customerIdOf('/a%20b/consents')).toBe('a b');
  });

  test('a malformed escape is kept as it is (and reads as no valid link)', () => {
    expect(customerIdOf('/%E0%A4%A/consents')).toBe('%E0%A4%A');
  });
});
