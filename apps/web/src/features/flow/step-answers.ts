import type { FieldDefinition } from './step-catalogue';

/** The answer stored at a dotted path of the lead's data (`personalDetails.firstName`). */
export function answerAt(data: unknown, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const isGiven = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/**
 * Whether the data holds an answer for every required field of a step; a field asked only on
 * another answer (`when`: a pension's payer) counts only once that answer is given.
 */
export function isStepAnswered(fields: readonly FieldDefinition[], data: unknown): boolean {
  return fields.every(
    (field) =>
      !field.required ||
      (field.when && !field.when.is.includes(String(answerAt(data, field.when.path)))) ||
      isGiven(answerAt(data, field.path)),
  );
}
