import { formatMoney, numberMarks, type NumberMarks } from '../../config/format-money';
import type { BrandConfig, CountryCode, ValidationFormats } from '../../config/brand-config-schema';
import { MAX_TEXT_LENGTH, parseAmount, refusedAmountKey } from './answer-text';
import {
  FormatMessageKeys,
  formatProblem,
  matchesFormat,
  normalizeFieldText,
  type DataPointSpec,
} from '@lf/contract';
import {
  isAmountRule,
  ruleProblem,
  TextRuleNames,
  type AmountRuleName,
  type PhoneChecks,
} from '@lf/contract/field-checks';
import { message, type ValidationMessage, type ValidationMessageKey } from './validation-message';

import { FieldRuleNames, type FieldRuleName } from '../../config/field-rule-names';

export { FieldRuleNames, type FieldRuleName };

/** The rules that need the phone module (libphonenumber-js), which is loaded lazily. */
export const PhoneRuleNames = ['phoneNumber', 'mobilePhoneNumber'] as const;
export type PhoneRuleName = (typeof PhoneRuleNames)[number];
export function isPhoneRule(rule: FieldRuleName): rule is PhoneRuleName {
  return (PhoneRuleNames as readonly FieldRuleName[]).includes(rule);
}

/** A rule applied to one answer: null when it passes, else the message to show. */
export type FieldCheck = (value: string) => ValidationMessage | null;

/** What the rules read from the resolved brand (a whole `BrandConfig` will do). */
export type FieldRulesBrand = Pick<
  BrandConfig,
  | 'country'
  | 'phonePrefix'
  | 'validationFormats'
  | 'defaultLocale'
  | 'currency'
  | 'debtAmountLimits'
>;

/** Longest answer taken for a text rule; names and e-mail follow the URL prefill limits. */
const MaxLengths: Partial<Record<FieldRuleName, number>> = { name: 100, email: 254 };

/** A real postcode of each country, shown in the message (a test matches it to the format). */
export const PostalCodeExamples: Readonly<Record<CountryCode, string>> = {
  CO: '110111',
  DE: '10115',
  ES: '28013',
  MX: '06600',
  PH: '1000',
  PL: '00-950',
  RO: '010011',
  VN: '10000',
};

export { normalizeFieldText };

export class ValidationSetupError extends Error {
  override name = 'ValidationSetupError';
}

/** A rule's check, by name. */
export type FieldRules = (rule: FieldRuleName) => FieldCheck;

/**
 * The rules whose first checks are slow. Each format is a Unicode regular expression that V8
 * compiles on its first use and compiles again, to machine code, on its second: 10 to 37 ms of a
 * Continue at 4x CPU on a page of new fields (issue 13). The phone rules read the country's
 * numbering plan on first use. `prepareRule` does that work ahead, on a sample.
 */
export const SlowFirstRules: readonly FieldRuleName[] = [
  ...(Object.keys(FormatMessageKeys) as (keyof ValidationFormats)[]),
  ...PhoneRuleNames,
];

/**
 * V8 compiles a regular expression for one-byte (Latin-1) text and again for two-byte text, and
 * an answer typed into a field is two-byte text, whatever its letters: each sample is checked in
 * both (the euro sign keeps the second two-byte through `normalizeFieldText`).
 */
const SAMPLE_ANSWERS = ['600 000 000', '600 000 000 €'];

/** Checks samples twice with the rule, so that an applicant's first answer finds it ready. */
export function prepareRule(rules: FieldRules, rule: FieldRuleName): void {
  const check = rules(rule);
  for (const sample of SAMPLE_ANSWERS) {
    check(sample);
    check(sample);
  }
}

/**
 * The phone number checks (from `./phone-number` and `./mobile-phone-number`, loaded lazily: see
 * `loadFieldRules`). Without one, asking for its rule throws.
 */
export type FieldRulesOptions = Pick<PhoneChecks, 'phoneNumber' | 'mobilePhoneNumber'>;

/**
 * A postcode as it is sent to the lead API, and checked: digits only, but Poland writes its dash
 * (00-950), so "00697" and "00 697" are sent, and taken, as "00-697".
 */
export function canonicalPostalCode(country: CountryCode, value: string): string {
  const text = normalizeFieldText(value).toUpperCase();
  const compact = text.replace(/[\s-]/gu, '');
  if (!/^[0-9]+$/.test(compact)) return text;
  return country === 'PL' && compact.length === 5
    ? `${compact.slice(0, 2)}-${compact.slice(2)}`
    : compact;
}

/**
 * Wraps a check so it reads normalised text, passes empty answers and caps the length. Past the
 * cap, the check reads the text's first `maxLength` characters: a fixed format (a DNI, an IBAN, a
 * postcode) refuses them and says what it takes, where "250 characters at most" would mislead; a
 * free text (a name, a street) takes them, and is told its limit.
 */
function textRule(
  maxLength: number,
  check: (text: string) => ValidationMessage | null,
): FieldCheck {
  return (value) => {
    const text = normalizeFieldText(value);
    if (text === '') return null;
    if (text.length <= maxLength) return check(text);
    return (
      check(text.slice(0, maxLength)) ?? message('validation>textTooLong', { count: maxLength })
    );
  };
}

/**
 * An amount typed as the brand's locale writes it (`marks`, read at the first amount checked),
 * with its `currency`'s sign or without, then checked as the lead API checks the number
 * (`ruleProblem`).
 */
function amountRule(
  rule: AmountRuleName,
  marks: () => NumberMarks,
  brand: FieldRulesBrand,
): FieldCheck {
  const { currency, defaultLocale } = brand;
  const money = (value: string | number) =>
    typeof value === 'number' ? formatMoney(value, defaultLocale, currency.code) : value;
  return textRule(MAX_TEXT_LENGTH, (text) => {
    const amount = parseAmount(text, marks(), currency);
    if (amount === null) return message(refusedAmountKey(text, marks(), currency));
    const problem = ruleProblem(rule, amount, brand);
    // The bounds written as the page writes money ("entre $0 y $20,000" in Mexico), not "0 y 20000".
    const { min = '', max = '' } = problem?.values ?? {};
    return problem && message(problem.key, { min: money(min), max: money(max) });
  });
}

/**
 * The field rules of a resolved brand: its formats (layered defaults, country, brand), its
 * country's national id check and phone numbering. An empty answer passes every rule but
 * `required`: whether a field must be answered is the field's declaration, not the rule's.
 */
export function createFieldRules(
  brand: FieldRulesBrand,
  options: FieldRulesOptions = {},
): FieldRules {
  const checks = new Map<FieldRuleName, FieldCheck>();
  for (const [rule, key] of Object.entries(FormatMessageKeys) as [
    keyof ValidationFormats,
    ValidationMessageKey,
  ][]) {
    const pattern = brand.validationFormats[rule];
    const postcode = rule === 'postalCode';
    const values = postcode ? { example: PostalCodeExamples[brand.country] } : undefined;
    checks.set(
      rule,
      textRule(MaxLengths[rule] ?? MAX_TEXT_LENGTH, (text) => {
        const sent = postcode ? canonicalPostalCode(brand.country, text) : text;
        return matchesFormat(pattern, sent) ? null : message(key, values);
      }),
    );
  }
  checks.set('required', (value) =>
    normalizeFieldText(value) === '' ? message('validation>required') : null,
  );
  // The rules that are code (a personal code, an IBAN, a tax id …): the contract's, which the lead
  // API runs too (decision 0042).
  for (const rule of TextRuleNames) {
    checks.set(
      rule,
      textRule(MAX_TEXT_LENGTH, (text) => ruleProblem(rule, text, brand)),
    );
  }
  // Amounts are read as the brand's locale writes them; its signs are read only when an amount
  // is checked (on the first page, reading them would load ICU's number data).
  const marks = () => numberMarks(brand.defaultLocale);
  for (const rule of FieldRuleNames.filter(isAmountRule)) {
    checks.set(rule, amountRule(rule, marks, brand));
  }
  // A blank answer is `required`'s to tell: `ruleProblem` passes it.
  for (const rule of PhoneRuleNames) {
    if (options[rule]) checks.set(rule, (value) => ruleProblem(rule, value, brand, options));
  }

  return (rule) => {
    const check = checks.get(rule);
    if (check) return check;
    if (isPhoneRule(rule)) {
      throw new ValidationSetupError(
        `The ${rule} rule needs the phone module: build the rules with loadFieldRules()`,
      );
    }
    throw new ValidationSetupError(`Unknown field rule "${String(rule)}"`);
  };
}

/**
 * A data point's own per-country format (packages/contract data-points.ts): the contract's check,
 * the one the lead API runs. The message key when the answer does not match, else null.
 */
export type OwnFormatCheck = (spec: Pick<DataPointSpec, 'format'>, value: string) => string | null;

export function createOwnFormatCheck(brand: FieldRulesBrand): OwnFormatCheck {
  return (spec, value) => formatProblem(spec, value, brand.validationFormats, brand.country);
}
