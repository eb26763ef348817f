import { describe, expect, it } from 'vitest';
import { applicationReference } from './application-reference';

describe('applicationReference', () => {
  it('is the id’s first eight hex digits, in two groups', () => {
    expect(applicationReference('3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00')).toBe('3F1C 8A52');
  });

  it('is absent for an id that is not the lead API’s', () => {
    expect(applicationReference('')).toBeNull();
    expect(applicationReference('not-an-id')).toBeNull();
  });
});
