import { isFieldAsked, type FieldDefinition } from './step-catalogue';

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

/** A stored answer as the form shows it: 'yes' or 'no' for a boolean, else its text. */
export function answerText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Whether the data holds an answer for every required field of a step that it asks. */
export function isStepAnswered(fields: readonly FieldDefinition[], data: unknown): boolean {
  const answerOf = (path: string) => answerText(answerAt(data, path));
  return fields.every(
    (field) =>
      !field.required || !isFieldAsked(field, answerOf) || isGiven(answerAt(data, field.path)),
  );
}
