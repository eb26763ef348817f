import type { PlausibilityRuleName } from '../../config/field-rule-names';
import { loadPhoneNumberModule } from './phone-modules';
import type { PlausibilityBrand, PlausibilityCheck } from './plausibility';

/*
 * The entry of the checks of answers against the rest of the application (`plausibility.ts`),
 * for the lazily loaded cross-field checks of the step form: kept out of index.ts, which the
 * first page loads.
 */
export type { PlausibilityBrand, PlausibilityCheck };

/** The checks, loaded on first use; with the phone module when a step compares phone numbers. */
export async function loadPlausibilityCheck(
  brand: PlausibilityBrand,
  rules: ReadonlySet<PlausibilityRuleName>,
): Promise<PlausibilityCheck> {
  const [{ createPlausibilityCheck }, phone] = await Promise.all([
    import('./plausibility'),
    rules.has('notOwnPhone') ? loadPhoneNumberModule() : undefined,
  ]);
  return createPlausibilityCheck(
    brand,
    phone && ((value) => phone.comparablePhoneNumber(value, brand)),
  );
}
