import { describe, expect, it } from 'vitest';
import { environmentOf } from './environment';

describe('environmentOf', () => {
  it('reads the environment the configuration names', () => {
    expect(environmentOf({ apiBaseUrl: '/api', environment: 'production' })).toBe('production');
    expect(environmentOf({ environment: 'staging' })).toBe('staging');
  });

  it('falls back to development when the configuration is missing or says something else', () => {
    expect(environmentOf(null)).toBe('development');
    expect(environmentOf({})).toBe('development');
    expect(environmentOf({ environment: 'prod' })).toBe('development');
  });
});
