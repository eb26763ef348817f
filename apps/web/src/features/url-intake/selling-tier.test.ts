import { describe, expect, test } from 'vitest';
import { storage } from '../../lib/storage';
import { keepSellingTierGlobalId } from './selling-tier';

describe('selling tier', () => {
  test('keeps the id from the address under sellingTierGlobalId', () => {
    expect(keepSellingTierGlobalId('tier-1')).toBe('tier-1');
    expect(storage.get('session', 'sellingTierGlobalId')).toBe('tier-1');
  });

  test('uses the kept id when the address has none', () => {
    keepSellingTierGlobalId('12345');
    expect(keepSellingTierGlobalId(undefined)).toBe('12345');
  });

  test('ignores a kept value that is not an id', () => {
    storage.set('session', 'sellingTierGlobalId', '<script>');
    expect(keepSellingTierGlobalId(undefined)).toBeUndefined();
  });
});
