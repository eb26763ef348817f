// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { SANDBOX_PRODUCTS } from '../apps/sandbox-api/src/products/sandbox-products';
import { Brands, resolveBrand } from '../apps/web/src/app/brand-registry';

/**
 * The two apps never import each other; this test, outside both, holds them together (decision
 * 0038): the sandbox's products, read from the brand folders, are what the web app resolves for
 * each brand in its home country. A bound the sandbox reads otherwise (a layer it misses, a hand
 * copy) fails here, naming the brand.
 */
describe('the sandbox’s products are the web app’s brands', () => {
  test('one product a brand, and no other', () => {
    expect(Object.keys(SANDBOX_PRODUCTS).sort()).toEqual(Brands.map((brand) => brand.id).sort());
  });

  test.each(Brands.map((brand) => brand.id))(
    '%s: name, country, language, currency, amount and term bounds, links, answer formats, phone prefix and monthly bounds',
    (id) => {
      const brand = resolveBrand(id);
      expect(SANDBOX_PRODUCTS[id]).toMatchObject({
        name: brand.displayName,
        country: brand.country,
        locale: brand.defaultLocale,
        currency: brand.currency.code,
        amount: { min: brand.loan.amount.min, max: brand.loan.amount.max },
        period: { min: brand.loan.period.min, max: brand.loan.period.max },
        periodScale: brand.loan.periodScale,
        links: {
          home: brand.homeUrl,
          terms: brand.termsUrl,
          privacy: brand.dataProcessingPolicyUrl,
        },
        // The formats the lead API checks a lead's answers with (decision 0042).
        formats: brand.validationFormats,
        // What the lead API checks phone numbers and monthly and debt amounts by (decision 0042).
        phonePrefix: brand.phonePrefix,
        monthlyAmountLimits: brand.monthlyAmountLimits,
        debtAmountLimits: brand.debtAmountLimits,
      });
    },
  );
});
