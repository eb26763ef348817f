import type { BrandConfig, Locale } from '../../config/brand-config-schema';
import { formatMoney } from '../../config/format-money';
import type { PlausibilityRuleName } from '../../config/field-rule-names';
import { normalizeDigits } from '@lf/contract';
import { message, type ValidationMessage } from './validation-message';

/*
 * Answers checked against the rest of the application (issue 37): each passes its own rule, yet
 * together with another they cannot all be true. A rule is named by the field that declares it
 * (`FieldDefinition.plausibility`), wherever the field is asked: the classic steps, the v3 pages
 * and the after-offer forms use this one definition. An answer not given yet (a birth date asked
 * on a later page) leaves nothing to compare: the check passes.
 */

/**
 * The youngest age at which a job or a contract may have started: below the general minimum
 * working age of every country served (15 or 16), while a year typed wrong (1970 for someone
 * born in 1988, or 2001) is refused. Younger exceptions (light work from 13) are refused too:
 * decision 0035's addendum.
 */
export const MIN_WORKING_AGE = 14;

/** The date of birth a date is compared with; the applicant's own phone; the first citizenship. */
const DATE_OF_BIRTH = 'personalDetails.dateOfBirth';
const OWN_PHONE = 'contactDetails.phoneNumber';
const CITIZENSHIP = 'otherDetails.citizenship';

/** What the checks read of the resolved brand. */
export type PlausibilityBrand = Pick<
  BrandConfig,
  'country' | 'phonePrefix' | 'currency' | 'monthlyAmountLimits'
>;

/** What a check reads besides the answer: the application as it stands, the page's language. */
export interface PlausibilityGiven {
  /** An answer by lead path: this page's, else the one kept from an earlier page. */
  answerAt: (path: string) => unknown;
  /** The page's language: the bound of an amount is written as it writes money. */
  locale: Locale;
}

/** Checks an answer (as the lead keeps it) by the rule its field names; null when it holds. */
export type PlausibilityCheck = (
  rule: PlausibilityRuleName,
  value: unknown,
  given: PlausibilityGiven,
) => ValidationMessage | null;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The day someone born on `birth` (YYYY-MM-DD) turns `age`, as YYYY-MM-DD (29 Feb: 1 March). */
function birthday(birth: string, age: number): string {
  const [, year = '', month = '', day = ''] = ISO_DATE.exec(birth) ?? [];
  const date = new Date(Date.UTC(Number(year) + age, Number(month) - 1, Number(day)));
  return date.toISOString().slice(0, 10);
}

/** Whether a date (YYYY-MM-DD) is before the applicant turned `age`; not when either is not given. */
function isBeforeAge(value: unknown, given: PlausibilityGiven, age: number): boolean {
  const date = textOf(value);
  const birth = textOf(given.answerAt(DATE_OF_BIRTH));
  if (!ISO_DATE.test(date) || !ISO_DATE.test(birth)) return false;
  // ISO dates compare as text.
  return date < birthday(birth, age);
}

/** A name part holds a letter (any script): "Ma." is one, a stray hyphen is not. */
const NAME_PART = /\p{L}/u;

/**
 * Two or more name parts, as a first name and a last name are written apart. A hyphen joins two
 * names into one (Jean-Luc), an apostrophe is inside one (O'Brien): neither is a second name.
 */
function isFullName(value: unknown): boolean {
  const parts = textOf(value)
    .split(/\s+/u)
    .filter((part) => NAME_PART.test(part));
  return parts.length >= 2;
}

/** A phone number's digits alone: how two numbers compare without the phone module. */
const phoneDigits = (value: string) => normalizeDigits(value).replace(/\D/g, '');

/**
 * The checks for a brand. `comparablePhone` writes a number as two are compared (E.164, from the
 * phone module, which the page has loaded for its phone field); without it, digits alone.
 */
export function createPlausibilityCheck(
  brand: PlausibilityBrand,
  comparablePhone: (value: string) => string = phoneDigits,
): PlausibilityCheck {
  const amountAtMost =
    (limit: keyof PlausibilityBrand['monthlyAmountLimits']) =>
    (value: unknown, { locale }: PlausibilityGiven) => {
      const max = brand.monthlyAmountLimits[limit];
      return typeof value === 'number' && value > max
        ? message('validation>monthlyAmountTooHigh', {
            max: formatMoney(max, locale, brand.currency.code),
          })
        : null;
    };
  const checks: Record<
    PlausibilityRuleName,
    (value: unknown, given: PlausibilityGiven) => ValidationMessage | null
  > = {
    notBeforeBirth: (value, given) =>
      isBeforeAge(value, given, 0) ? message('validation>dateBeforeBirth') : null,
    notBeforeWorkingAge: (value, given) =>
      isBeforeAge(value, given, MIN_WORKING_AGE)
        ? message('validation>dateBeforeWorkingAge', { age: MIN_WORKING_AGE })
        : null,
    fullName: (value) =>
      textOf(value) === '' || isFullName(value) ? null : message('validation>fullName'),
    notOwnPhone: (value, { answerAt }) => {
      const phone = textOf(value);
      const own = textOf(answerAt(OWN_PHONE));
      if (phone === '' || own === '') return null;
      return comparablePhone(phone) === comparablePhone(own)
        ? message('validation>ownPhoneNumber')
        : null;
    },
    otherCitizenship: (value, { answerAt }) => {
      const second = textOf(value).toUpperCase();
      return second !== '' && second === textOf(answerAt(CITIZENSHIP)).toUpperCase()
        ? message('validation>sameCitizenship')
        : null;
    },
    monthlyIncome: amountAtMost('income'),
    monthlyExpenses: amountAtMost('expenses'),
  };
  return (rule, value, given) => checks[rule](value, given);
}
