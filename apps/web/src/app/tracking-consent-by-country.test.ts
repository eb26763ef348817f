import { describe, expect, test } from 'vitest';
import { isConsentRequired } from '../features/tracking/tracking-consent';
import { vendorNamesOf } from '../features/tracking/vendor-categories';
import { Brands, Countries, resolveBrand } from './brand-registry';
import { loadTrackingConfig } from './tracking-registry';

describe('the tracking consent, by country', () => {
  test('the EU countries ask for it; their brands do where they run a vendor, the others never', async () => {
    const brands = await Promise.all(
      Brands.flatMap(({ id, countries }) =>
        countries.map(async (country) => ({
          brand: resolveBrand(id, country),
          vendors: vendorNamesOf(await loadTrackingConfig(id)),
        })),
      ),
    );
    const asking = brands.filter(({ brand }) => isConsentRequired(brand));
    expect(new Set(asking.map(({ brand }) => brand.country))).toEqual(new Set(['ES', 'RO', 'PL']));
    expect(asking.every(({ vendors }) => vendors.length > 0)).toBe(true);
    // kredit-klar-de runs no vendor: no banner and no "Cookie settings" with nothing to ask about.
    expect(
      brands
        .filter(({ brand }) => brand.country === 'DE')
        .map(({ brand, vendors }) => [brand.id, isConsentRequired(brand), vendors]),
    ).toEqual([['kredit-klar-de', false, []]]);
    const eu = Object.values(Countries).filter(({ settings }) => settings.trackingConsent);
    expect(eu.map(({ code }) => code).sort()).toEqual(['DE', 'ES', 'PL', 'RO']);
  });
});
