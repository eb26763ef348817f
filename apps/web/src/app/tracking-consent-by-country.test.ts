import { describe, expect, test } from 'vitest';
import { isConsentRequired } from '../features/tracking/tracking-consent';
import { Brands, Countries, resolveBrand } from './brand-registry';

describe('the tracking consent, by country', () => {
  test('the EU brands ask for it (their country settings); the others do not', () => {
    const asking = Brands.flatMap(({ id, countries }) =>
      countries.map((country) => resolveBrand(id, country)),
    )
      .filter((brand) => isConsentRequired(brand))
      .map((brand) => brand.country);
    expect(new Set(asking)).toEqual(new Set(['ES', 'RO', 'PL', 'DE']));
    const eu = Object.values(Countries).filter(({ settings }) => settings.trackingConsent);
    expect(eu.map(({ code }) => code).sort()).toEqual(['DE', 'ES', 'PL', 'RO']);
  });
});
