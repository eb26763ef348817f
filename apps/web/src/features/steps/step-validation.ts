import { ageBoundsMessage, yearsOn } from '@lf/contract/field-checks';
import type { CountryCode, Locale } from '../../config/brand-config-schema';
import { numberMarks } from '../../config/format-money';
import type { DateRange, FieldDefinition, StepDefinition } from '../flow';
import { isFieldAsked, offeredValues } from '../flow/lazy';
import {
  amountText,
  normalizeDigits,
  withoutInvisibleCharacters,
  parseAmount,
  parseWholeNumber,
  refusedAmountKey,
} from '../validation';
import type { AmountCurrency } from '../validation';
import { datePartName, DateParts, fieldId, fieldTextKey, type DatePart } from './step-definition';
import { answerOfValues, YesNoAnswers, type FormValues } from './step-values';
import { isPolicyChoices, missingPolicies, policyBoxId } from '../initial-details';

/** A translated message: its key and the values it interpolates. */
export interface FieldProblem {
  key: string;
  values?: Record<string, string | number>;
  /** For a date, the parts at fault (all of them when the date as a whole is wrong). */
  parts?: readonly DatePart[];
  /**
   * For a group of boxes (the policies), each box at fault with its own message: each is told by
   * its box and linked from the error summary, all at once, in place of the field's one message.
   */
  each?: readonly ControlProblem[];
}

/** One control of a field at fault: its element's id and its message. */
export interface ControlProblem {
  at: string;
  key: string;
  values?: Record<string, string | number>;
}

/** Checks a value against a named format rule of the brand (see features/validation). */
export type FormatCheck = (
  field: FieldDefinition,
  value: string,
) => { key: string; values?: Record<string, string | number> } | null;

/**
 * What a field's own "say what to enter" message is: `fields>…>required`; for a list of a data
 * point asked as text elsewhere, `…>requiredChoice` ("Choose your province", not "Enter").
 */
export const requiredMessage = (field: FieldDefinition): FieldProblem => ({
  key: `${fieldTextKey(field.path)}>${field.kind === 'choice' && field.options?.alsoText ? 'requiredChoice' : 'required'}`,
});

/** A person's age on the applicant's calendar: the birth date is a calendar date (made in UTC). */
function ageOn(birth: Date, today: Date): number {
  return yearsOn(
    { year: birth.getUTCFullYear(), month: birth.getUTCMonth() + 1, day: birth.getUTCDate() },
    { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() },
  );
}

const text = (raw: FormValues[string] | undefined) =>
  typeof raw === 'string' ? normalizeDigits(withoutInvisibleCharacters(raw)).trim() : '';

/**
 * The policies: Continue waits until they have loaded; every required one left unticked is named
 * by its box ("Accept the General terms and conditions to continue"), all of them at once.
 */
function checkPolicies(field: FieldDefinition, values: FormValues): FieldProblem | null {
  const id = fieldId(field.path);
  const choices = values[id];
  if (!isPolicyChoices(choices) || !choices.loaded) {
    return field.required ? { key: 'policies>notLoaded' } : null;
  }
  const each = missingPolicies(choices).map((policy) => ({
    at: policyBoxId(id, choices, policy),
    key: 'policies>acceptRequired',
    values: { title: policy.title },
  }));
  const [first] = each;
  return first ? { key: first.key, values: first.values, each } : null;
}

/**
 * A date that must be today or before (a contract's start), or after today (its end), as the
 * applicant's calendar reads today.
 */
/** How far ahead a date to come may be, in years (the message says it: dateTooFarAhead). */
const MAX_YEARS_AHEAD = 50;

function checkDateRange(range: DateRange, date: Date, today: Date): FieldProblem | null {
  const startOfToday = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (range === 'past' && date.getTime() > startOfToday) {
    return { key: 'validation>dateMustBePast', parts: DateParts };
  }
  if (range === 'future' && date.getTime() <= startOfToday) {
    return { key: 'validation>dateMustBeFuture', parts: DateParts };
  }
  // No contract or identity card runs longer: a year further ahead was typed wrong (2200).
  const latest = Date.UTC(today.getFullYear() + MAX_YEARS_AHEAD, today.getMonth(), today.getDate());
  if (range === 'future' && date.getTime() > latest) {
    return { key: 'validation>dateTooFarAhead', parts: ['year'] };
  }
  return null;
}

/** A memorable date: missing parts named, an impossible date (30 February) called not real. */
function checkDate(field: FieldDefinition, values: FormValues, today: Date): FieldProblem | null {
  const id = fieldId(field.path);
  const parts = Object.fromEntries(
    DateParts.map((part) => [part, text(values[datePartName(id, part)])]),
  ) as Record<DatePart, string>;
  const missing = DateParts.filter((part) => parts[part] === '');
  if (missing.length === DateParts.length) return field.required ? requiredMessage(field) : null;
  if (missing.length > 0) {
    return { key: `validation>dateMissing>${missing.join('-')}`, parts: missing };
  }
  const wrong = DateParts.filter((part) =>
    part === 'year' ? !/^\d{4}$/.test(parts.year) : !/^\d{1,2}$/.test(parts[part]),
  );
  // A year short of its four digits ("85") is told so, not called an unreal date.
  if (wrong.length === 1 && /^\d{1,3}$/.test(parts.year)) {
    return { key: 'validation>dateYearDigits', parts: wrong };
  }
  // A date to come (an id's expiry) is not given a birth date as its example.
  const notReal =
    field.dateRange === 'future' ? 'validation>dateNotRealFuture' : 'validation>dateNotReal';
  if (wrong.length > 0) return { key: notReal, parts: wrong };
  const [day, month, year] = [Number(parts.day), Number(parts.month), Number(parts.year)];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real) return { key: notReal, parts: month > 12 ? ['month'] : ['day'] };
  // A birth date (one with age bounds) is in the past: 2030 typed for 1990 is told so, not called
  // too young.
  const range = field.dateRange ?? (field.bounds ? 'past' : undefined);
  const outOfRange = range && checkDateRange(range, date, today);
  if (outOfRange) return outOfRange;
  return field.bounds ? checkAge(field, field.bounds, date, today) : null;
}

/**
 * A birth date's age against its bounds (the contract's, as the lead API checks them): another
 * person's (a spouse's) marks the year as what was typed wrong.
 */
function checkAge(
  field: FieldDefinition,
  bounds: { min: number; max: number },
  date: Date,
  today: Date,
): FieldProblem | null {
  const age = ageOn(date, today);
  const problem = ageBoundsMessage(field.path, bounds, { latest: age, earliest: age });
  if (!problem) return null;
  // "Too young" can be the day or the month (18 tomorrow); every other bound says the year.
  return problem.key === 'validation>tooYoung' ? problem : { ...problem, parts: ['year'] };
}

/**
 * One field's first problem, or null. A choice is checked against the brand's `country`'s
 * options; without it, against every country's. An amount is read as the brand's `locale`
 * writes it, with its `currency`'s sign or without.
 */
export function checkStepField(
  field: FieldDefinition,
  values: FormValues,
  checkFormat: FormatCheck,
  today: Date,
  country?: CountryCode,
  locale?: Locale,
  currency?: AmountCurrency,
): FieldProblem | null {
  if (field.kind === 'date') return checkDate(field, values, today);
  const raw = values[fieldId(field.path)];
  if (field.kind === 'consent') {
    return field.required && raw !== true ? requiredMessage(field) : null;
  }
  // Marketing consents are each optional; the captcha's token is checked as text.
  if (field.kind === 'consents') return null;
  if (field.kind === 'policies') return checkPolicies(field, values);
  const value = text(raw);
  if (value === '') return field.required ? requiredMessage(field) : null;
  switch (field.kind) {
    case 'choice':
      return field.options &&
        offeredValues(field.options, country, answerOfValues(values)).includes(value)
        ? null
        : requiredMessage(field);
    case 'yesNo':
      return (YesNoAnswers as readonly string[]).includes(value) ? null : requiredMessage(field);
    case 'money': {
      const marks = locale && numberMarks(locale);
      if (parseAmount(value, marks, currency) !== null) break;
      return { key: refusedAmountKey(value, marks, currency) };
    }
    case 'count': {
      const { min, max } = field.bounds ?? { min: 0, max: 50 };
      const number = parseWholeNumber(value);
      if (number === null || number < min || number > max) {
        return { key: 'validation>wholeNumberRange', values: boundTexts(min, max, locale) };
      }
      break;
    }
    default:
      break;
  }
  return field.rule || field.format ? checkFormat(field, value) : null;
}

/**
 * A count's bounds as its message writes them: grouped as the brand's language groups digits
 * when they run to five digits or more (a mileage up to 2.000.000 km), as typed otherwise, so a
 * year (1950) is never written "1,950".
 */
function boundTexts(min: number, max: number, locale: Locale | undefined) {
  if (!locale || max < 10_000) return { min, max };
  const marks = numberMarks(locale);
  return { min: amountText(min, marks), max: amountText(max, marks) };
}

/**
 * Every field's first problem, by field id, in the order the fields appear. A field the page does
 * not ask (its `when` unmet) has none.
 */
export function validateStep(
  step: Pick<StepDefinition, 'fields'>,
  values: FormValues,
  checkFormat: FormatCheck,
  today: Date = new Date(),
  country?: CountryCode,
  locale?: Locale,
  currency?: AmountCurrency,
): Map<string, FieldProblem> {
  const problems = new Map<string, FieldProblem>();
  const answerOf = answerOfValues(values);
  for (const field of step.fields) {
    if (!isFieldAsked(field, answerOf)) continue;
    const problem = checkStepField(field, values, checkFormat, today, country, locale, currency);
    if (problem) problems.set(fieldId(field.path), problem);
  }
  return problems;
}
