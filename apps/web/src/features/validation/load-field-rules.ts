import {
  createFieldRules,
  type FieldRuleName,
  type FieldRules,
  type FieldRulesBrand,
  type FieldRulesOptions,
} from './field-rules';

/** The phone module, fetched on first use as its own chunk (libphonenumber-js, ~29 KB gzip). */
export function loadPhoneNumberModule() {
  return import('./phone-number');
}

/** The mobile module: the phone module plus the metadata that tells mobiles from landlines. */
export function loadMobilePhoneNumberModule() {
  return import('./mobile-phone-number');
}

/**
 * The field rules of a brand, with the phone number rules the step uses (or both when
 * none are given). Loads the phone modules lazily, so a step without a phone field never does.
 */
export async function loadFieldRules(
  brand: FieldRulesBrand,
  /** The rules a step uses; without them, every rule (the phone modules included). */
  used?: ReadonlySet<FieldRuleName>,
): Promise<FieldRules> {
  const needs = (rule: FieldRuleName) => used === undefined || used.has(rule);
  const [phone, mobile] = await Promise.all([
    needs('phoneNumber') ? loadPhoneNumberModule() : undefined,
    needs('mobilePhoneNumber') ? loadMobilePhoneNumberModule() : undefined,
  ]);
  const options: FieldRulesOptions = {
    ...(phone ? { phoneNumber: phone.createPhoneNumberCheck(brand) } : {}),
    ...(mobile ? { mobilePhoneNumber: mobile.createMobilePhoneNumberCheck(brand) } : {}),
  };
  return createFieldRules(brand, options);
}
