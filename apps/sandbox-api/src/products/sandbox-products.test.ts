import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { SANDBOX_PRODUCTS } from './sandbox-products.js';

const brandsFolder = new URL('../../../web/src/brands/', import.meta.url);

/** The sandbox cannot import the web app: its copy of the brands is checked against their text. */
describe('sandbox products', () => {
  const brands = readdirSync(brandsFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  test('cover every brand of the web app', () => {
    expect(Object.keys(SANDBOX_PRODUCTS).sort()).toEqual([...brands].sort());
  });

  test.each(brands)('%s: name and links as in its brand-config.ts', (brand) => {
    const config = readFileSync(new URL(`${brand}/brand-config.ts`, brandsFolder), 'utf8');
    const setting = (name: string) => new RegExp(`${name}: '([^']+)'`).exec(config)?.[1];
    expect(SANDBOX_PRODUCTS[brand]).toMatchObject({
      name: setting('displayName'),
      termsUrl: setting('termsUrl'),
      privacyUrl: setting('dataProcessingPolicyUrl'),
    });
  });
});
