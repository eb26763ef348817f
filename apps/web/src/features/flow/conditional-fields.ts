import { isAskedOn, type LeadPath } from '@lf/contract';
import type { CountryCode } from '../../config/brand-config-schema';
import {
  choiceValues,
  type AnswerOf,
  type FieldDefinition,
  type FieldOptions,
} from './step-catalogue';

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
  return !field.when || isAskedOn(field.when, undefined, (_, path) => answerOf(path as LeadPath));
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
