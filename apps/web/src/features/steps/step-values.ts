import { isAnswerGiven } from '@lf/contract';
import {
  answerAt,
  choiceValues,
  type FieldDefinition,
  type FieldOptions,
  type StepDefinition,
} from '../flow';
import { isFieldAsked } from '../flow/lazy';
import type { CountryCode, Locale } from '../../config/brand-config-schema';
import { numberMarks } from '../../config/format-money';
import {
  amountText,
  normalizeDigits,
  parseAmount,
  parseWholeNumber,
  withoutInvisibleCharacters,
} from '../validation';
import type { AmountCurrency } from '../validation';
import { datePartName, DateParts, fieldId } from './step-definition';
import { isPlainObject } from '../../lib/is-plain-object';
import {
  initialConsentValues,
  initialPolicyChoices,
  isPolicyChoices,
  marketingConsentsOf,
  policiesLeadData,
  type PolicyChoices,
} from '../initial-details';

/**
 * What the form holds: text as typed (a date as its three parts), booleans for consents (one per
 * marketing channel), and the policies as loaded with the answers to them.
 */
export type FormValues = Record<string, string | boolean | PolicyChoices>;
type FormValue = FormValues[string];

/** How an answer that passed its rule is sent: E.164 phones, canonical ids (features/validation). */
export type Canonicalize = (field: FieldDefinition, text: string) => string;

/** A date as the lead keeps it (YYYY-MM-DD), or its parts as typed so far (`dateValue`). */
const ISO_DATE = /^([^-]*)-([^-]*)-([^-]*)$/;

/** A yes/no question's two radios; the lead keeps the answer as a boolean. */
export const YesNoAnswers = ['yes', 'no'] as const;

/** A stored yes/no answer as its radio: 'yes', 'no', or '' when not answered. */
function yesNoAnswer(value: unknown): string {
  if (typeof value !== 'boolean') return '';
  return value ? 'yes' : 'no';
}

/** What the step form needs of a page to hold its answers: its fields. */
export type PageFields = Pick<StepDefinition, 'fields'>;

/**
 * A field's answer as its page opens: its own, else, where it was never given, the first answer
 * the lead holds to the same question asked earlier (`prefilledFrom`: a partner's form asks again
 * the household's expenses the application asked), for the applicant to confirm or change.
 */
function startingAnswer(field: FieldDefinition, data: unknown, country?: CountryCode): unknown {
  const own = answerAt(data, field.path);
  if (own !== undefined || !field.prefilledFrom) return own;
  const earlier = field.prefilledFrom.map((path) => answerAt(data, path)).find(isAnswerGiven);
  return field.options && country ? sameChoice(field.options, earlier, country) : earlier;
}

/**
 * The same answer under another list's value: the classic pages offer every country's values,
 * where `partnership` is what the country calls living together ("Unión libre"); a country's own
 * list names that `cohabiting`. An earlier answer this page does not offer is not put back.
 */
const SameChoices: Readonly<Record<string, string>> = { partnership: 'cohabiting' };

function sameChoice(options: FieldOptions, answer: unknown, country: CountryCode): unknown {
  if (typeof answer !== 'string') return answer;
  const offered = choiceValues(options, country);
  if (offered.includes(answer)) return answer;
  const same = SameChoices[answer];
  return same && offered.includes(same) ? same : undefined;
}

/**
 * The form's starting values: whatever the applicant already gave, else empty; an amount written
 * as the brand's locale (`locale`) writes it. The locale's signs are read only for a page with an
 * amount: on the first page, reading them would load ICU's number data.
 */
export function initialFormValues(
  step: PageFields,
  data: unknown,
  locale?: Locale,
  /** The number and phone fields' text as this tab kept it (`typedTextsOf`), unchecked. */
  typedTexts?: unknown,
  /**
   * The brand's country: an answer given earlier is put back as its list has it; with its calling
   * code (and trunk prefix), a phone of the country is shown as dialled there.
   */
  brand?: { country: CountryCode } & Partial<NationalDialling>,
): FormValues {
  const country = brand?.country;
  const phonePrefix = brand?.phonePrefix;
  return Object.fromEntries(
    step.fields.flatMap((field): [string, FormValue][] => {
      const id = fieldId(field.path);
      const value = startingAnswer(field, data, country);
      const typed = isPlainObject(typedTexts) ? typedTexts[id] : undefined;
      if (typeof typed === 'string' && typed) {
        // A number typed that is none yet (`1850x`): not the lead's, but the applicant's (below).
        if (isNumberKind(field) && value == null) return [[id, typed]];
        // A phone as typed ("612 34 56 78"), where the lead keeps that number (in E.164).
        if (field.kind === 'tel' && typeof value === 'string' && isSamePhone(typed, value)) {
          return [[id, typed]];
        }
      }
      if (field.kind === 'tel' && typeof value === 'string' && phonePrefix) {
        return [[id, nationalPhone(value, { ...brand, phonePrefix })]];
      }
      if (field.kind === 'consent') return [[id, value === true]];
      if (field.kind === 'consents') return initialConsentValues(id, value);
      if (field.kind === 'policies') return [[id, initialPolicyChoices(value)]];
      // A new widget starts unticked: a token from an earlier visit is never reused.
      if (field.kind === 'captcha') return [[id, '']];
      if (field.kind === 'date') {
        const [, year = '', month = '', day = ''] =
          typeof value === 'string' ? (ISO_DATE.exec(value) ?? []) : [];
        const parts = { day, month, year };
        return DateParts.map((part) => [datePartName(id, part), parts[part]]);
      }
      if (field.kind === 'yesNo') return [[id, yesNoAnswer(value)]];
      if (field.kind === 'money' && locale && typeof value === 'number' && value >= 0) {
        return [[id, amountText(value, numberMarks(locale))]];
      }
      return [[id, value === undefined || value === null ? '' : String(value)]];
    }),
  );
}

const E164 = /^\+\d{8,15}$/;

/** How a country's numbers are dialled inside it: its calling code, and the trunk prefix if any. */
export interface NationalDialling {
  phonePrefix: string;
  phoneTrunkPrefix?: string;
}

/**
 * A phone the lead keeps (E.164) as it is dialled in the brand's country, the way applicants
 * write it: "+491512345678" as "01512345678", "+34612345678" as "612345678". Shown so where this
 * tab kept nothing typed (a returning link in another browser, a lead lost past its 24 hours, a
 * reload before the lead is made); a number of another country stays as the lead keeps it.
 */
export function nationalPhone(
  kept: string,
  { phonePrefix, phoneTrunkPrefix = '' }: NationalDialling,
): string {
  // Only a whole number in E.164: what was only typed so far (no lead yet) stays as typed.
  return E164.test(kept) && kept.startsWith(phonePrefix)
    ? phoneTrunkPrefix + kept.slice(phonePrefix.length)
    : kept;
}

const isNumberKind = (field: FieldDefinition) => field.kind === 'money' || field.kind === 'count';

/**
 * Whether a phone as typed is the number the lead keeps: the lead's digits end with the typed
 * ones, less a trunk prefix ("0151 2345678" for +491512345678, and E.123's "(0)" in "+49 (0)151
 * 2345678"). A number changed since (on the page that changes the mobile) is not, and the lead's
 * then shows.
 */
function isSamePhone(typed: string, kept: string): boolean {
  const national = normalizeDigits(typed)
    .replace(/\(0\)|\D/g, '')
    .replace(/^0+/, '');
  return national.length > 0 && kept.replace(/\D/g, '').endsWith(national);
}

/**
 * The text of the page's number and phone fields as typed. A number that is none yet (`18abc`)
 * never reaches the lead's data, so a reload would empty it; a phone reaches it in E.164
 * (+34612345678), not as the applicant wrote it. The step form keeps these for this tab
 * (lib/kept-drafts.ts), and `initialFormValues` puts them back. None for a page without either.
 */
export function typedTextsOf(step: PageFields, values: FormValues): Record<string, string> | null {
  const typed = step.fields
    .filter((field) => isNumberKind(field) || field.kind === 'tel')
    .map((field) => fieldId(field.path));
  if (typed.length === 0) return null;
  return Object.fromEntries(
    typed.flatMap((id) => (text(values[id]) ? [[id, text(values[id])]] : [])),
  );
}

const text = (raw: FormValue | undefined) =>
  typeof raw === 'string' ? withoutInvisibleCharacters(raw).trim() : '';
const digits = (raw: FormValue | undefined) => normalizeDigits(text(raw));

/**
 * A memorable date's parts as the lead keeps a date (YYYY-MM-DD); parts not all given are kept as
 * typed, so nothing is lost before the page is checked.
 */
export function dateValue(values: FormValues, id: string): string {
  const [day, month, year] = DateParts.map((part) => digits(values[datePartName(id, part)]));
  if (!day && !month && !year) return '';
  const pad = (part = '') => (/^\d$/.test(part) ? `0${part}` : part);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * How answers are read for the lead: `canonicalize` (once the rules have loaded) sends each as
 * its rule writes it; amounts are read as the brand's `locale` writes them, with its `currency`'s
 * sign before or after them or not at all.
 */
export interface ReadingOptions {
  canonicalize?: Canonicalize;
  locale?: Locale;
  currency?: AmountCurrency;
}

/** An answer as the lead takes it; an empty one is `null`, which clears it on the lead. */
function typed(
  field: FieldDefinition,
  values: FormValues,
  { canonicalize, locale, currency }: ReadingOptions,
): unknown {
  const id = fieldId(field.path);
  if (field.kind === 'consent') return values[id] === true;
  if (field.kind === 'consents') return marketingConsentsOf(values, id);
  const answer = field.kind === 'date' ? dateValue(values, id) : text(values[id]);
  if (answer === '') return null;
  // An answer that is neither radio's is left out, never sent as text where the lead takes a boolean.
  if (field.kind === 'yesNo') return answer === 'yes' ? true : answer === 'no' ? false : undefined;
  // A number not yet readable is left out, never kept as text where the lead takes a number.
  if (field.kind === 'money') {
    return parseAmount(answer, locale && numberMarks(locale), currency) ?? undefined;
  }
  if (field.kind === 'count') return countValue(field, answer);
  return canonicalize ? canonicalize(field, answer) : answer;
}

/**
 * A whole number within the field's bounds; one outside them (a year half typed: 20) is left
 * out, as the lead would refuse it and a reload would then lose every kept answer.
 */
function countValue(field: FieldDefinition, answer: string): number | undefined {
  const number = parseWholeNumber(answer);
  if (number === null) return undefined;
  const { min, max } = field.bounds ?? { min: 0, max: Number.MAX_SAFE_INTEGER };
  return number >= min && number <= max ? number : undefined;
}

/** The page's answers as text, by data point, as a field's `when` reads them. */
export function answerOfValues(values: FormValues): (path: string) => string {
  return (path) => {
    const value = values[fieldId(path)];
    return typeof value === 'string' ? value.trim() : '';
  };
}

/**
 * The lead data the form's values stand for, nested by each field's path. A field the page does
 * not ask (its `when` unmet) is sent as removed: an answer given before no longer holds.
 */
export function formValuesToLeadData(
  step: PageFields,
  values: FormValues,
  reading: ReadingOptions = {},
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const answerOf = answerOfValues(values);
  for (const field of step.fields) {
    if (field.kind === 'policies') {
      // The answers and `generalPolicies`, once the policies have loaded.
      const choices = values[fieldId(field.path)];
      Object.assign(result, isPolicyChoices(choices) ? policiesLeadData(choices) : null);
      continue;
    }
    const value = isFieldAsked(field, answerOf) ? typed(field, values, reading) : null;
    const keys = field.path.split('.');
    const last = keys.pop();
    if (last === undefined) continue;
    let node = result;
    for (const key of keys) {
      const next = node[key];
      node[key] = typeof next === 'object' && next !== null ? next : {};
      node = node[key] as Record<string, unknown>;
    }
    node[last] = value;
  }
  return result;
}

/**
 * Answers of the step's groups that were there when the page opened and are gone now (a look-up
 * that no longer applies removed them): sent as `null`, so the lead forgets them too.
 */
export function removedAnswers(
  step: PageFields,
  before: Record<string, unknown>,
  now: Record<string, unknown>,
): Record<string, Record<string, null>> {
  const groups = new Set(
    step.fields.flatMap((field) =>
      field.path.includes('.') ? [field.path.split('.')[0] ?? ''] : [],
    ),
  );
  const removed: Record<string, Record<string, null>> = {};
  for (const group of groups) {
    const was = before[group];
    const is = now[group];
    if (!isPlainObject(was)) continue;
    for (const key of Object.keys(was)) {
      if (!isPlainObject(is) || is[key] === undefined)
        removed[group] = { ...removed[group], [key]: null };
    }
  }
  return removed;
}
