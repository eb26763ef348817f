import { valueAt } from '../data-point-check.js';
import { normalizeFieldText } from '../data-point-formats.js';
import type { DataPointTable } from '../data-points.js';
import type { FieldRuleName } from '../field-rule-names.js';
import type { LookupCountry } from '../lookups.js';
import {
  ageBoundsMessage,
  dayAt,
  EARLIEST_CALENDAR_HOURS,
  LATEST_CALENDAR_HOURS,
  yearsOn,
} from './age.js';
import type { CheckMessage } from './check-message.js';
import { calendarDayOf } from './national-id/national-id-result.js';
import { checkPersonalCodeConsistency } from './national-id/personal-code-consistency.js';
import type { PhoneCheck } from './phone-number.js';
import { createPlausibilityCheck, type PlausibilityBrand } from './plausibility.js';
import {
  checkAmountRule,
  checkTextRule,
  isAmountRule,
  isTextRule,
  type DebtAmountLimits,
} from './rule-checks.js';

/** What a rule reads of a brand: its country, and the highest debt amounts it takes. */
export interface RuleBrand {
  country: LookupCountry;
  debtAmountLimits: DebtAmountLimits;
}

/** What the checks read of a brand: its country, its phone prefix and its amounts' bounds. */
export interface CheckBrand extends PlausibilityBrand, RuleBrand {
  phonePrefix: string;
}

/**
 * The phone checks, from `@lf/contract/phone-checks` and `…/mobile-phone-checks` (libphonenumber-js,
 * which the web app loads only for a page with a phone field): without one, its rule passes.
 */
export interface PhoneChecks {
  phoneNumber?: PhoneCheck;
  mobilePhoneNumber?: PhoneCheck;
  /** A number as two are compared (`comparablePhoneNumber`); without it, digits alone. */
  comparablePhone?: (value: string) => string;
}

/**
 * An answer checked by a rule that is code, not a format: a text rule's (personal code, IBAN,
 * CLABE, tax id, document and plate numbers, Polish NRB) on text, a phone rule's on text when its
 * check is given, a debt amount's bounds (the brand's country's) on a number. Null when it passes, when it is empty, or
 * when the rule is a format or `required` (`formatProblem` and the page check those). The one
 * function the web app's field rules and the lead API's checks both run (decision 0042).
 */
export function ruleProblem(
  rule: FieldRuleName,
  value: unknown,
  { country, debtAmountLimits }: RuleBrand,
  phone: PhoneChecks = {},
): CheckMessage | null {
  if (typeof value === 'number') {
    return isAmountRule(rule) ? checkAmountRule(rule, value, debtAmountLimits) : null;
  }
  if (typeof value !== 'string') return null;
  const text = normalizeFieldText(value);
  if (text === '') return null;
  if (isTextRule(rule)) return checkTextRule(rule, text, country);
  if (rule === 'phoneNumber' || rule === 'mobilePhoneNumber') return phone[rule]?.(value) ?? null;
  return null;
}

/** An answer of a request that its data point's rule or plausibility refuses. */
export interface DataPointProblem {
  path: string;
  message: CheckMessage;
  /**
   * `rule`: the answer alone is wrong; `bounds`: a birth date outside its age bounds (someone who
   * may not apply); `plausibility`: it cannot be true with another answer.
   */
  check: 'rule' | 'bounds' | 'plausibility';
}

const PERSONAL_CODE = 'personalDetails.personalCode';

/**
 * Every answer of `request` to a data point of `table` that its rule refuses in the brand's
 * country (`ruleProblem`), or that its plausibility rule refuses beside the other answers of
 * `lead` (the stored lead with the request merged in: a job's start against the birth date kept
 * from an earlier page). A personal code that carries a birth date and sex (CNP, PESEL, CURP)
 * must agree with the lead's, as on the page that asks it. A birth date must be within its
 * age bounds on every calendar (`now` the lead API's clock). Only the request's answers are
 * checked: an answer stored earlier was checked when it was sent.
 */
export function dataPointProblems(
  table: DataPointTable,
  request: unknown,
  lead: unknown,
  brand: CheckBrand,
  phone: PhoneChecks = {},
  now: Date = new Date(),
): DataPointProblem[] {
  const answerAt = (path: string) => valueAt(lead, path);
  const plausibility = createPlausibilityCheck(brand, phone.comparablePhone);
  return Object.entries(table).flatMap(([path, spec]): DataPointProblem[] => {
    const value = valueAt(request, path);
    if (value === undefined || value === null) return [];
    const wrong = spec.rule ? ruleProblem(spec.rule, value, brand, phone) : null;
    if (wrong) return [{ path, message: wrong, check: 'rule' }];
    const outOfBounds =
      spec.kind === 'date' && spec.bounds ? ageProblem(path, spec.bounds, value, now) : null;
    if (outOfBounds) return [{ path, message: outOfBounds, check: 'bounds' }];
    const implausible =
      (spec.plausibility ? plausibility(spec.plausibility, value, answerAt) : null) ??
      (path === PERSONAL_CODE && typeof value === 'string'
        ? checkPersonalCodeConsistency(
            brand.country,
            value,
            {
              dateOfBirth: textAt(answerAt, 'personalDetails.dateOfBirth'),
              gender: textAt(answerAt, 'personalDetails.gender'),
            },
            now,
          )
        : null);
    return implausible ? [{ path, message: implausible, check: 'plausibility' }] : [];
  });
}

/**
 * A birth date outside its data point's age bounds (the applicant under 18, a spouse born last
 * year), on every calendar an applicant may be on: the page checks it on theirs.
 */
function ageProblem(
  path: string,
  bounds: { min: number; max: number },
  value: unknown,
  now: Date,
): CheckMessage | null {
  const birth = typeof value === 'string' ? calendarDayOf(value) : undefined;
  if (!birth) return null;
  return ageBoundsMessage(path, bounds, {
    latest: yearsOn(birth, dayAt(now, LATEST_CALENDAR_HOURS)),
    earliest: yearsOn(birth, dayAt(now, EARLIEST_CALENDAR_HOURS)),
  });
}

function textAt(answerAt: (path: string) => unknown, path: string): string | undefined {
  const value = answerAt(path);
  return typeof value === 'string' ? value : undefined;
}
