import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { policyPagePath } from '@lf/contract';
import { loadBrandProducts } from '@lf/contract/brand-products';
import { describe, expect, test } from 'vitest';
import { Partners } from '../partners/partner-catalogue.js';
import {
  SANDBOX_PRODUCTS,
  WEB_SOURCE,
  parseSandboxProducts,
  withPartners,
} from './sandbox-products.js';

/**
 * The sandbox reads its products from the brand folders (decision 0038); the root's
 * scripts/sandbox-products-match-brands.test.ts checks them against the web app's resolved brands.
 */
describe('sandbox products', () => {
  const brands = readdirSync(new URL('brands/', WEB_SOURCE), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  test('cover every brand folder of the web app', () => {
    expect(Object.keys(SANDBOX_PRODUCTS).sort()).toEqual([...brands].sort());
  });

  test('are the brand folders’ products, with the partners the sandbox gives each', async () => {
    const products = await loadBrandProducts(WEB_SOURCE);
    expect(SANDBOX_PRODUCTS).toEqual(withPartners(products));
  });

  // The front end fills in {{apiBaseUrl}} with the lead API's address it is configured with.
  test.each(brands)('%s: its terms and privacy links are its pages on the lead API', (brand) => {
    expect(SANDBOX_PRODUCTS[brand]?.links).toMatchObject({
      terms: `{{apiBaseUrl}}${policyPagePath(brand, 'terms')}`,
      privacy: `{{apiBaseUrl}}${policyPagePath(brand, 'privacy')}`,
    });
  });

  test('a brand the sandbox lists no partners for gets every partner lending in its country', () => {
    const acme = { ...SANDBOX_PRODUCTS['default-es'], id: 'acme-es' } as Parameters<
      typeof withPartners
    >[0][string];
    const es = Partners.filter((partner) => partner.countries.includes('ES'));
    expect(es.length).toBeGreaterThan(0);
    expect(withPartners({ 'acme-es': acme })['acme-es']?.partners).toEqual(
      es.map((partner) => partner.slug),
    );
  });

  test('a brand folder that does not hold names its folder and field, every one', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'brands-'));
    try {
      const web = pathToFileURL(`${folder}/`);
      mkdirSync(path.join(folder, 'brands', 'bad-es'), { recursive: true });
      mkdirSync(path.join(folder, 'brands', 'worse-es'), { recursive: true });
      mkdirSync(path.join(folder, 'countries', 'es'), { recursive: true });
      writeFileSync(
        path.join(folder, 'countries', 'es', 'country-config.ts'),
        `export const countryConfig = { code: 'ES', settings: { currency: { code: 'EUR' }, defaultLocale: 'es', phonePrefix: '+34', monthlyAmountLimits: { income: 50000, expenses: 50000 }, debtAmountLimits: { overdueDebtAmount: 1000, totalDebtAmount: 500000 } } };\n`,
      );
      const brand = (id: string, loan: string) =>
        `export const brandDefinition = { id: '${id}', countries: ['ES'], settings: { displayName: 'X', homeUrl: 'https://x.example', termsUrl: 't', dataProcessingPolicyUrl: 'p', loan: ${loan} } };\n`;
      writeFileSync(
        path.join(folder, 'brands', 'bad-es', 'brand-config.ts'),
        brand('bad-es', `{ amount: { max: 'many' } }`),
      );
      writeFileSync(
        path.join(folder, 'brands', 'worse-es', 'brand-config.ts'),
        brand('other-es', '{}'),
      );
      await expect(loadBrandProducts(web)).rejects.toThrow(
        /src\/brands\/bad-es: brand-config\.ts: settings\.loan\.amount\.max: .*\nsrc\/brands\/worse-es: its id is "other-es"/,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
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
