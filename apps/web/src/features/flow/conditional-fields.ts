import type { CountryCode } from '../../config/brand-config-schema';
import {
  choiceValues,
  type AnswerOf,
  type FieldDefinition,
  type FieldOptions,
} from './step-catalogue';
import { answerAt, isRuledOut } from './step-answers';

/**
 * Fields that hang on another answer of their page, read by the step form only (kept off the
 * first page): a question asked once another has a given answer (`when`), a list that depends on
 * another answer (`byAnswer`: a vehicle's models on its make).
 */

/**
 * Whether a field is asked, given the page's answers: one with `when` only once the answer it
 * hangs on is one of those listed (a GOV.UK conditional reveal).
 */
export function isFieldAsked(field: FieldDefinition, answerOf: AnswerOf): boolean {
  return !field.when || field.when.is.includes(answerOf(field.when.path));
}

/**
 * The values a choice offers: those for the answer its list hangs on (none before that answer is
 * given), else the country's (`choiceValues`). Without `answerOf`, every value of any answer.
 */
export function offeredValues(
  options: FieldOptions,
  country?: CountryCode,
  answerOf?: AnswerOf,
): readonly string[] {
  const { byAnswer } = options;
  if (!byAnswer) return choiceValues(options, country);
  if (answerOf) return byAnswer.values[answerOf(byAnswer.path)] ?? [];
  return [...new Set(Object.values(byAnswer.values).flat())];
}

/**
 * A page's fields as this applicant is asked them, given the answers given on other pages (`data`:
 * kept here and the lead's): a field that hangs on another page's answer is left out when that
 * answer rules it out (an employer, of a pensioner), else asked as any other field. A field that
 * hangs on an answer of this page still follows it as it changes (`isFieldAsked`).
 */
export function withAnswersElsewhere(
  fields: readonly FieldDefinition[],
  data: unknown,
): readonly FieldDefinition[] {
  const here = new Set<string>(fields.map((field) => field.path));
  if (!fields.some((field) => field.when && !here.has(field.when.path))) return fields;
  return fields.flatMap((field) => {
    if (!field.when || here.has(field.when.path)) return [field];
    return isRuledOut(field, data) ? [] : [{ ...field, when: undefined }];
  });
}

/**
 * The answers held (`data`) that the applicant's answers now rule out, on any page of `fields`:
 * an employer named before the income turned out to be a pension. Sent as removed (`null`), they
 * are no longer kept, sent, nor required.
 */
export function answersRuledOut(
  fields: readonly FieldDefinition[],
  data: unknown,
): Record<string, Record<string, null>> {
  const removed: Record<string, Record<string, null>> = {};
  for (const field of fields) {
    const [group, key, ...deeper] = field.path.split('.');
    if (!group || !key || deeper.length > 0) continue;
    const held = answerAt(data, field.path);
    if (held === undefined || held === null || !isRuledOut(field, data)) continue;
    removed[group] = { ...removed[group], [key]: null };
  }
  return removed;
}
