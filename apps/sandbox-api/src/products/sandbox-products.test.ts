import { readdirSync, readFileSync } from 'node:fs';
import { policyPagePath } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { SANDBOX_PRODUCTS, parseSandboxProducts } from './sandbox-products.js';

const webSource = new URL('../../../web/src/', import.meta.url);
const brandsFolder = new URL('brands/', webSource);

/** The frozen defaults every brand's settings resolve over (config/default-settings.ts). */
const defaults = readFileSync(new URL('config/default-settings.ts', webSource), 'utf8');

/** The `{ min, max }` of a `name: { min: …, max: … }` setting in a config file's text, if set. */
function boundsIn(text: string, name: 'amount' | 'period') {
  const found = new RegExp(`\\b${name}: \\{ min: ([\\d_]+), max: ([\\d_]+)\\b`).exec(text);
  const number = (digits: string | undefined) => Number(digits?.replaceAll('_', ''));
  return found && { min: number(found[1]), max: number(found[2]) };
}

const scaleIn = (text: string) => /\bperiodScale: '(days|months)'/.exec(text)?.[1];

/** The sandbox cannot import the web app: its copy of the brands is checked against their text. */
describe('sandbox products', () => {
  const brands = readdirSync(brandsFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  test('cover every brand of the web app', () => {
    expect(Object.keys(SANDBOX_PRODUCTS).sort()).toEqual([...brands].sort());
  });

  test.each(brands)('%s: name and language as in its brand-config.ts', (brand) => {
    const config = readFileSync(new URL(`${brand}/brand-config.ts`, brandsFolder), 'utf8');
    const setting = (name: string) => new RegExp(`${name}: '([^']+)'`).exec(config)?.[1];
    // Its own default locale, else its home country's (the first of its countries).
    const home = /\bcountries: \['([A-Z]{2})'/.exec(config)?.[1]?.toLowerCase();
    const country = readFileSync(new URL(`countries/${home}/country-config.ts`, webSource), 'utf8');
    const locale = setting('defaultLocale') ?? /\bdefaultLocale: '([a-z]+)'/.exec(country)?.[1];
    expect(SANDBOX_PRODUCTS[brand]).toMatchObject({ name: setting('displayName'), locale });
  });

  // The front end fills in {{apiBaseUrl}} with the lead API's address it is configured with.
  test.each(brands)('%s: its terms and privacy links are its pages on the lead API', (brand) => {
    const config = readFileSync(new URL(`${brand}/brand-config.ts`, brandsFolder), 'utf8');
    const setting = (name: string) => new RegExp(`${name}: '([^']+)'`).exec(config)?.[1];
    expect({
      terms: setting('termsUrl'),
      privacy: setting('dataProcessingPolicyUrl'),
    }).toEqual({
      terms: `{{apiBaseUrl}}${policyPagePath(brand, 'terms')}`,
      privacy: `{{apiBaseUrl}}${policyPagePath(brand, 'privacy')}`,
    });
  });

  // A brand's loan resolves over the defaults; no country sets one (checked below), so the
  // brand's own setting, else the default, is what its slider offers.
  test('no country sets a loan, so a brand’s loan is its own or the default', () => {
    const countries = new URL('countries/', webSource);
    for (const country of readdirSync(countries)) {
      const config = readFileSync(new URL(`${country}/country-config.ts`, countries), 'utf8');
      expect(config, country).not.toMatch(/\bloan:/);
    }
    expect(boundsIn(defaults, 'amount')).not.toBeNull();
    expect(boundsIn(defaults, 'period')).not.toBeNull();
    expect(scaleIn(defaults)).toBeDefined();
  });

  test.each(brands)(
    '%s: amount and period bounds, and the period’s scale, as it resolves',
    (brand) => {
      const config = readFileSync(new URL(`${brand}/brand-config.ts`, brandsFolder), 'utf8');
      expect(SANDBOX_PRODUCTS[brand]).toMatchObject({
        amount: boundsIn(config, 'amount') ?? boundsIn(defaults, 'amount'),
        period: boundsIn(config, 'period') ?? boundsIn(defaults, 'period'),
        periodScale: scaleIn(config) ?? scaleIn(defaults),
      });
    },
  );

  test.each(brands)('%s: the country of its brand-config.ts', (brand) => {
    const config = readFileSync(new URL(`${brand}/brand-config.ts`, brandsFolder), 'utf8');
    const country = /\bcountries: \['([A-Z]{2})'\]/.exec(config)?.[1];
    expect(SANDBOX_PRODUCTS[brand]?.country).toBe(country);
  });
});

describe('the partners a brand lists (issue 37)', () => {
  const mx = SANDBOX_PRODUCTS['presta-ya-mx'];
  const ph = SANDBOX_PRODUCTS['pesolend-ph'];

  test('every brand lists at least one partner, each lending in its country', () => {
    expect(parseSandboxProducts(SANDBOX_PRODUCTS)).toEqual(SANDBOX_PRODUCTS);
    for (const product of Object.values(SANDBOX_PRODUCTS)) {
      expect(product.partners.length).toBeGreaterThan(0);
    }
  });

  test('a partner of another country, or none known, fails, every one named', () => {
    expect(mx && ph).toBeTruthy();
    const wrong = {
      ...SANDBOX_PRODUCTS,
      'presta-ya-mx': { ...mx, partners: ['financiera-nopal', 'cofidis', 'provident'] },
      'pesolend-ph': { ...ph, partners: ['nobody'] },
    };
    let message = '';
    try {
      parseSandboxProducts(wrong);
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      message = (error as Error).message;
    }
    expect(message).toContain('presta-ya-mx.partners.1: Cofidis does not lend in MX');
    expect(message).toContain('presta-ya-mx.partners.2: Provident does not lend in MX');
    expect(message).toContain('pesolend-ph.partners.0: No partner "nobody"');
    expect(message).not.toContain('financiera-nopal');
  });
});
