import { parseAmount } from '../validation';
import type { FieldDeclaration, StepDefinition } from './step-definition';
import { fieldId } from './step-definition';
import type { FormValues } from './step-values';

/** A translated message: its key under `validation>` and the values it interpolates. */
export interface ValidationMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** Checks a value against a named format rule of the brand (see features/validation). */
export type FormatCheck = (rule: string, value: string) => ValidationMessage | null;

export const MIN_AGE = 18;
export const MAX_AGE = 100;
const MAX_COUNT = 50;

function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

function checkField(
  field: FieldDeclaration,
  raw: string | boolean | undefined,
  checkFormat: FormatCheck,
  today: Date,
): ValidationMessage | null {
  if (field.input === 'consent') {
    return field.required && raw !== true ? { key: 'validation>consentRequired' } : null;
  }
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') return field.required ? { key: 'validation>required' } : null;
  switch (field.input) {
    case 'choice':
      return field.options?.values.includes(value) ? null : { key: 'validation>choiceRequired' };
    case 'date': {
      const date = new Date(`${value}T00:00:00Z`);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime())) {
        return { key: 'validation>dateFormat' };
      }
      const age = ageOn(date, today);
      if (age < MIN_AGE) return { key: 'validation>tooYoung', values: { age: MIN_AGE } };
      if (age > MAX_AGE) return { key: 'validation>dateFormat' };
      break;
    }
    case 'money': {
      // Digits with up to two decimals; thousands separators are refused, since "1.200" is
      // 1200 in Spain and 1.2 in England (see features/validation parseAmount).
      if (parseAmount(value) === null) return { key: 'validation>amountFormat' };
      break;
    }
    case 'count': {
      const number = Number(value);
      if (!Number.isInteger(number) || number < 0 || number > MAX_COUNT) {
        return { key: 'validation>countFormat' };
      }
      break;
    }
    default:
      break;
  }
  return field.rule ? checkFormat(field.rule, value) : null;
}

/** Every field's first problem, by field id, in the order the fields appear. */
export function validateStep(
  step: StepDefinition,
  values: FormValues,
  checkFormat: FormatCheck,
  today: Date = new Date(),
): Map<string, ValidationMessage> {
  const problems = new Map<string, ValidationMessage>();
  for (const field of step.fields) {
    const problem = checkField(field, values[fieldId(field.path)], checkFormat, today);
    if (problem) problems.set(fieldId(field.path), problem);
  }
  return problems;
}
