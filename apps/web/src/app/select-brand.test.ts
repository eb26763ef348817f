import { describe, expect, test } from 'vitest';
import type { RuntimeConfig } from './runtime-config';
import { selectBrand } from './select-brand';

const production: RuntimeConfig = {
  apiBaseUrl: 'https://api.example',
  brand: 'default-es',
  allowBrandSwitch: false,
  embedOrigins: [],
};

describe('brand selection', () => {
  test('serves the deployment’s brand', () => {
    expect(selectBrand(production, '', false).id).toBe('default-es');
  });

  test('ignores ?brand= in production', () => {
    expect(selectBrand(production, '?brand=lei-rapid-ro', false).id).toBe('default-es');
  });

  test('lets ?brand= switch in development and where the deployment allows it', () => {
    expect(selectBrand(production, '?brand=lei-rapid-ro', true).id).toBe('lei-rapid-ro');
    const test = { ...production, allowBrandSwitch: true };
    expect(selectBrand(test, '?brand=pesolend-ph', false).country).toBe('PH');
  });

  test('adds the deployment’s partner origins to the brand’s own', () => {
    const embedded = { ...production, embedOrigins: ['https://partner.example'] };
    const brand = selectBrand(embedded, '', false);
    expect(brand.postMessageOrigins).toContain('https://partner.example');
    expect(brand.frameAncestors).toContain('https://partner.example');
  });

  test('an unknown brand stops start-up', () => {
    expect(() => selectBrand({ ...production, brand: 'nope' }, '', false)).toThrow(/Unknown brand/);
  });
});
