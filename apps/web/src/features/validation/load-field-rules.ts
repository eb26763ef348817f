import type { FieldCanonicalizer } from './field-canonicalizer';
import type {
  FieldRuleName,
  FieldRules,
  FieldRulesBrand,
  FieldRulesOptions,
  OwnFormatCheck,
} from './field-rules';
import type {
  birthDateInPersonalCode,
  checkPersonalCodeConsistency,
} from '@lf/contract/field-checks';
import { loadMobilePhoneNumberModule, loadPhoneNumberModule } from './phone-modules';

/*
 * The rules themselves (every country's formats, national ids, bank accounts and tax codes) are
 * chunks of their own, fetched when a page first needs them: when the applicant first focuses a
 * field or checks the page, or when the browser is idle after the first paint. A v3 brand's first
 * page, a form, paints and becomes usable without them.
 */

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
  const { createFieldRules } = await import('./field-rules');
  return createFieldRules(brand, options);
}

/** The check of a data point's own format (`createOwnFormatCheck`), loaded on first use. */
export async function loadOwnFormatCheck(brand: FieldRulesBrand): Promise<OwnFormatCheck> {
  const { createOwnFormatCheck } = await import('./field-rules');
  return createOwnFormatCheck(brand);
}

/**
 * Loads every rule of the brand, then readies the slow ones (`SlowFirstRules`), one per idle
 * period (`idle`), so that none holds up a tap: meant for the time after the first page.
 */
export async function prepareFieldRules(
  brand: FieldRulesBrand,
  idle: () => Promise<void>,
): Promise<void> {
  const [rules, { SlowFirstRules, prepareRule }] = await Promise.all([
    loadFieldRules(brand),
    import('./field-rules'),
  ]);
  for (const rule of SlowFirstRules) {
    await idle();
    prepareRule(rules, rule);
  }
}

/** How a brand's answers are sent (`createFieldCanonicalizer`), loaded on first use. */
export async function loadFieldCanonicalizer(
  brand: FieldRulesBrand,
  rules?: ReadonlySet<FieldRuleName>,
): Promise<FieldCanonicalizer> {
  const { createFieldCanonicalizer } = await import('./field-canonicalizer');
  return createFieldCanonicalizer(brand, rules);
}

/** Whether a personal code agrees with the birth date and gender it encodes, loaded on first use. */
export type PersonalCodeConsistency = typeof checkPersonalCodeConsistency;

export async function loadPersonalCodeConsistency(): Promise<PersonalCodeConsistency> {
  const { checkPersonalCodeConsistency } = await import('./personal-code-consistency');
  return checkPersonalCodeConsistency;
}

/** The birth date a personal code names, loaded on first use. */
export type BirthDateInPersonalCode = typeof birthDateInPersonalCode;

export async function loadBirthDateInPersonalCode(): Promise<BirthDateInPersonalCode> {
  const { birthDateInPersonalCode } = await import('./personal-code-consistency');
  return birthDateInPersonalCode;
}
