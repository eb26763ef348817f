import type { FieldDeclarations } from './field-declarations';
import { rulesOf } from './field-declarations';
import { createFieldRules, type FieldRules, type FieldRulesBrand } from './field-rules';

/** The phone module, fetched on first use as its own chunk (libphonenumber-js, ~29 KB gzip). */
export function loadPhoneNumberModule() {
  return import('./phone-number');
}

/**
 * The field rules of a brand, with the phone number rule when the declarations use it (or when
 * none are given). Loads the phone module lazily, so a step without a phone field never does.
 */
export async function loadFieldRules(
  brand: FieldRulesBrand,
  declarations?: FieldDeclarations,
): Promise<FieldRules> {
  if (declarations && !rulesOf(declarations).has('phoneNumber')) return createFieldRules(brand);
  const { createPhoneNumberCheck } = await loadPhoneNumberModule();
  return createFieldRules(brand, { phoneNumber: createPhoneNumberCheck(brand) });
}
