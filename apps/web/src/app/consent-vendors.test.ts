import { describe, expect, test } from 'vitest';
import { createVendors } from '../features/tracking/vendor-registry';
import {
  consentCategoriesOf,
  vendorNamesOf,
  vendorsByCategory,
} from '../features/tracking/vendor-categories';
import { Brands, resolveBrand } from './brand-registry';
import { loadTrackingConfig } from './tracking-registry';

/**
 * The consent banner asks about, and names, the vendors a brand runs (decision 0037's addendum):
 * what it names is what tracking starts, for every brand.
 */
describe('the vendors the consent banner names', () => {
  test.each(Brands.map((brand) => brand.id))(
    '%s: exactly those its tracking starts',
    async (id) => {
      const brand = resolveBrand(id);
      const config = await loadTrackingConfig(id);
      const started = createVendors({
        config,
        brand,
        environment: 'development',
        campaign: Promise.resolve({}),
        sessionId: () => '',
        locale: () => 'es',
        atEnd: () => false,
      }).map((vendor) => vendor.name);
      expect(vendorNamesOf(config)).toEqual(started);
    },
  );

  test('credisol-es runs marketing vendors only: analytics is not asked about', async () => {
    const vendors = vendorNamesOf(await loadTrackingConfig('credisol-es'));
    expect(vendorsByCategory(vendors)).toEqual({ marketing: ['tag-manager', 'meta-pixel'] });
    expect(consentCategoriesOf(vendors)).toEqual(['necessary', 'marketing']);
  });

  test('default-es runs every vendor: every category is asked about', async () => {
    const vendors = vendorNamesOf(await loadTrackingConfig('default-es'));
    expect(consentCategoriesOf(vendors)).toEqual(['necessary', 'analytics', 'marketing']);
    expect(vendorsByCategory(vendors)).toEqual({
      marketing: ['tag-manager', 'meta-pixel', 'tiktok-pixel'],
      analytics: ['product-analytics', 'session-recording'],
    });
  });

  test('a brand without vendors is asked about nothing but the necessary', () => {
    expect(consentCategoriesOf([])).toEqual(['necessary']);
  });
});
