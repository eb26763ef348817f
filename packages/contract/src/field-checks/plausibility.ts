import type { PlausibilityRuleName } from '../field-rule-names.js';
import { conditionValue } from '../data-point-conditions.js';
import type { LookupCountry } from '../lookups.js';
import { normalizeDigits } from '../normalize-digits.js';
import { message, type CheckMessage } from './check-message.js';
import { provinceNamed, provinceOfPostcode } from './postcode-province.js';
import { withoutAccents } from '../without-accents.js';

/*
 * Answers checked against the rest of the application (issue 37): each passes its own rule, yet
 * together with another they cannot all be true. A rule is named by the field that declares it
 * (its data point's `plausibility`), wherever the field is asked: the classic steps, the v3 pages
 * and the after-offer forms use this one definition, and the lead API runs it on what a request
 * carries beside the lead it keeps (decision 0042). An answer not given yet (a birth date asked on
 * a later page) leaves nothing to compare: the check passes.
 */

/**
 * The youngest age at which a job or a contract may have started: below the general minimum
 * working age of every country served (15 or 16), while a year typed wrong (1970 for someone
 * born in 1988, or 2001) is refused. Younger exceptions (light work from 13) are refused too:
 * decision 0035's addendum.
 */
export const MIN_WORKING_AGE = 14;

/**
 * The age from which a country issues its identity card, by the brand's country: a card cannot
 * have been issued before it (walked on lei-rapid-ro: a card issued on the day of birth, or at 4,
 * was taken). Romania issues the carte de identitate from 14 (OUG 97/2005, art. 14). A country
 * not listed issues cards from birth (Poland, Spain, Germany) or its rule is not settled: its
 * cards are held to the birth date alone.
 */
export const IdCardIssueAges: Readonly<Partial<Record<LookupCountry, number>>> = { RO: 14 };

/**
 * The date of birth a date is compared with; the applicant's own phone; the first citizenship;
 * the postcode of the home address.
 */
const DATE_OF_BIRTH = 'personalDetails.dateOfBirth';
const OWN_PHONE = 'contactDetails.phoneNumber';
/** The applicant's own names, which a reference person's must not be. */
const OWN_NAMES = ['personalDetails.firstName', 'personalDetails.lastName'] as const;
const CITIZENSHIP = 'otherDetails.citizenship';
const HOME_POSTCODE = 'contactDetails.postalCode';
/** The answer that says whether the applicant has debts (a partner's form asks it). */
const HAS_DEBTS = 'customerDebts.hasDebts';
/** The answer that says whether the applicant receives aid, and the aid amounts asked first. */
const RECEIVES_AID = 'aide.receivesAid';
const FIRST_AID_AMOUNTS = ['aide.housingAidAmount', 'aide.familyAllowanceAmount'] as const;

/**
 * What the checks read of the resolved brand: its country (whose postcodes may name a province),
 * its monthly income and expense bounds.
 */
export interface PlausibilityBrand {
  country: LookupCountry;
  monthlyAmountLimits: { income: number; expenses: number };
}

/**
 * An answer by lead path: this page's, else the one kept from an earlier page (the lead API: the
 * request's, else the stored lead's).
 */
export type AnswerAt = (path: string) => unknown;

/**
 * Checks an answer (as the lead keeps it) by the rule its field names; null when it holds. An
 * amount's bound is given as a number (`max`): the web app writes it as its page writes money.
 */
export type PlausibilityCheck = (
  rule: PlausibilityRuleName,
  value: unknown,
  answerAt: AnswerAt,
) => CheckMessage | null;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The day someone born on `birth` (YYYY-MM-DD) turns `age`, as YYYY-MM-DD (29 Feb: 1 March). */
function birthday(birth: string, age: number): string {
  const [, year = '', month = '', day = ''] = ISO_DATE.exec(birth) ?? [];
  const date = new Date(Date.UTC(Number(year) + age, Number(month) - 1, Number(day)));
  return date.toISOString().slice(0, 10);
}

/** Whether a date (YYYY-MM-DD) is before the applicant turned `age`; not when either is not given. */
function isBeforeAge(value: unknown, answerAt: AnswerAt, age: number): boolean {
  const date = textOf(value);
  const birth = textOf(answerAt(DATE_OF_BIRTH));
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

/** A name's words as two names compare: lower-cased, without accents, in any order. */
const nameWords = (value: unknown) =>
  withoutAccents(textOf(value).toLowerCase())
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');

/** Whether a name is the applicant's own, their first and last names in either order. */
function isOwnName(value: unknown, answerAt: AnswerAt): boolean {
  const own = nameWords(OWN_NAMES.map((path) => textOf(answerAt(path))).join(' '));
  return own !== '' && nameWords(value) === own;
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
    (limit: keyof PlausibilityBrand['monthlyAmountLimits']) => (value: unknown) => {
      const max = brand.monthlyAmountLimits[limit];
      return typeof value === 'number' && value > max
        ? message('validation>monthlyAmountTooHigh', { max })
        : null;
    };
  const checks: Record<
    PlausibilityRuleName,
    (value: unknown, answerAt: AnswerAt) => CheckMessage | null
  > = {
    notBeforeBirth: (value, answerAt) =>
      isBeforeAge(value, answerAt, 0) ? message('validation>dateBeforeBirth') : null,
    notBeforeWorkingAge: (value, answerAt) =>
      isBeforeAge(value, answerAt, MIN_WORKING_AGE)
        ? message('validation>dateBeforeWorkingAge', { count: MIN_WORKING_AGE })
        : null,
    notBeforeIdCardAge: (value, answerAt) => {
      const age = IdCardIssueAges[brand.country];
      if (age === undefined) return checks.notBeforeBirth(value, answerAt);
      return isBeforeAge(value, answerAt, age)
        ? message('validation>idCardIssuedBeforeAge', { count: age })
        : null;
    },
    // A reference person: someone else, named in full.
    fullName: (value, answerAt) => {
      if (textOf(value) === '') return null;
      if (!isFullName(value)) return message('validation>fullName');
      return isOwnName(value, answerAt) ? message('validation>ownName') : null;
    },
    notOwnPhone: (value, answerAt) => {
      const phone = textOf(value);
      const own = textOf(answerAt(OWN_PHONE));
      if (phone === '' || own === '') return null;
      return comparablePhone(phone) === comparablePhone(own)
        ? message('validation>ownPhoneNumber')
        : null;
    },
    otherCitizenship: (value, answerAt) => {
      const second = textOf(value).toUpperCase();
      return second !== '' && second === textOf(answerAt(CITIZENSHIP)).toUpperCase()
        ? message('validation>sameCitizenship')
        : null;
    },
    // A province other than the one the postcode names (08001 with Madrid): one of the two is
    // wrong, and the lender's address check would fail. A name the list does not have (Vizcaya,
    // typed on the classic page) is not refused on a guess.
    postcodeProvince: (value, answerAt) => {
      const postalCode = textOf(answerAt(HOME_POSTCODE));
      const province = provinceOfPostcode(brand.country, postalCode);
      const named = provinceNamed(brand.country, textOf(value));
      return province !== undefined && named !== undefined && named !== province
        ? message('validation>postcodeProvince', { postalCode, province })
        : null;
    },
    // In debt, yet owing nothing: one of the two answers is wrong, and "No" is the way to say
    // there are no debts. The answer is a boolean in the lead, `yes` on the page.
    owedWhenInDebt: (value, answerAt) =>
      value === 0 && conditionValue(answerAt(HAS_DEBTS)) === 'yes'
        ? message('validation>nothingOwed')
        : null,
    // Receiving aid, yet none of it: "No" is the way to say there is none. Checked on the last
    // amount asked, which is held to the monthly bound as the others are.
    aidWhenReceiving: (value, answerAt) => {
      const tooHigh = amountAtMost('income')(value);
      if (tooHigh) return tooHigh;
      const amounts = [value, ...FIRST_AID_AMOUNTS.map((path) => answerAt(path))];
      const received = amounts.some((amount) => typeof amount === 'number' && amount > 0);
      return !received && conditionValue(answerAt(RECEIVES_AID)) === 'yes'
        ? message('validation>noAidAmount')
        : null;
    },
    monthlyIncome: amountAtMost('income'),
    monthlyExpenses: amountAtMost('expenses'),
  };
  return (rule, value, answerAt) => checks[rule](value, answerAt);
}
