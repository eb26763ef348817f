import { closestName } from '../../src/lib/closest-name';
import type { BrandCheckInput } from './brand-check-input';
import type { BrandInCountry } from './brand-layers';
import type { Problem } from './problem';

/**
 * Every tracking vendor of every brand belongs to a consent category that exists, and a brand
 * asks for a tracking consent exactly when it has something to ask about (`consentFitsVendors`).
 */
export function checkTrackingConsent(
  input: BrandCheckInput,
  brands: readonly BrandInCountry[],
): Problem[] {
  const categories = input.consentCategories;
  const categoryProblems = input.brands.flatMap(({ tracking }) =>
    tracking
      ? input
          .vendorConsents(tracking.config)
          .filter(({ category }) => category === undefined || !categories.includes(category))
          .map(({ vendor, category }) => ({
            file: tracking.file,
            path: vendor,
            message:
              category === undefined
                ? 'a tracking vendor without a consent category'
                : `unknown consent category "${category}"`,
            expected: `one of ${categories.join(', ')}`,
            didYouMean: category === undefined ? undefined : closestName(category, categories),
          }))
      : [],
  );
  return [...categoryProblems, ...brands.flatMap((brand) => consentFitsVendors(input, brand))];
}

/**
 * Every vendor waits for a consent category (decision 0037), so a consent asked where the brand
 * runs none is a banner and a "Cookie settings" link offering a choice that changes nothing; and
 * a vendor added to a brand of a country that asks for consent, with the consent turned off,
 * would start without it. Both are said in the brand's own file, where the fix goes.
 */
function consentFitsVendors(
  input: BrandCheckInput,
  { brand, country, config }: BrandInCountry,
): Problem[] {
  if (!config) return [];
  const vendors = brand.tracking ? input.vendorConsents(brand.tracking.config) : [];
  const at = { file: brand.file, path: 'trackingConsent' };
  // A misspelt vendor is the schema check's line alone: it was meant as one.
  const meantAVendor = Object.values(Object(brand.tracking?.config) as object).some(
    (settings) => typeof settings === 'object' && settings !== null,
  );
  if (config.trackingConsent && !meantAVendor) {
    return [
      {
        ...at,
        message:
          'a cookie banner and a "Cookie settings" link with nothing to ask about: the brand\'s tracking configuration names no vendor',
        expected: 'false, until a vendor is configured',
      },
    ];
  }
  if (
    !config.trackingConsent &&
    vendors.length > 0 &&
    country?.definition.settings?.trackingConsent
  ) {
    const names = vendors.map(({ vendor }) => vendor).join(', ');
    return [
      {
        ...at,
        message: `its vendors (${names}) would start without the consent its country (${country.code}) asks for`,
        expected: 'true',
      },
    ];
  }
  return [];
}
