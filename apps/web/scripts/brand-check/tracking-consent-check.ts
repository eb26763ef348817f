import { closestName } from '../../src/lib/closest-name';
import type { BrandCheckInput } from './brand-check-input';
import type { Problem } from './problem';

/** Every tracking vendor of every brand belongs to a consent category that exists. */
export function checkTrackingConsent(input: BrandCheckInput): Problem[] {
  const categories = input.consentCategories;
  return input.brands.flatMap(({ tracking }) =>
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
}
