import { isAnswerGiven, ruledOutBy } from '@lf/contract';
import type { FieldDefinition } from './step-catalogue';

/**
 * The answer stored at a dotted path of the lead's data (`personalDetails.firstName`). The
 * contract's `valueAt` reads the same, but importing it brings the contract's format checks into
 * the first page (measured: classic +829 B, over its byte limit), so the browser keeps this one.
 */
export function answerAt(data: unknown, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Whether the answers rule a field out: it is asked only on another answer (`when`), and that
 * answer is given and is not one it is asked on (an employer, of a pensioner).
 */
export function isRuledOut(field: FieldDefinition, data: unknown): boolean {
  return !!field.when && !!ruledOutBy(field.when, data, answerAt);
}

/**
 * Whether the data holds an answer for every required field of a step that the answers do not
 * rule out (`when`: a pension's payer, of an employee). As the page is asked (`isStepAsked`), a
 * field whose answer it hangs on is not given yet is still lacking: an employer, in a flow that
 * never asks the income source.
 */
export function isStepAnswered(fields: readonly FieldDefinition[], data: unknown): boolean {
  return fields.every(
    (field) =>
      !field.required || isRuledOut(field, data) || isAnswerGiven(answerAt(data, field.path)),
  );
}

/**
 * Whether a step asks this applicant anything, given the answers known: it has no fields (the
 * loan's page), or one that the answers do not rule out. A page whose every field they rule out
 * (the employer's, for a pensioner) is skipped (the navigator's `asked`).
 */
export function isStepAsked(fields: readonly FieldDefinition[], data: unknown): boolean {
  return fields.length === 0 || fields.some((field) => !isRuledOut(field, data));
}
