import { parseAmount } from '../validation';
import type { FieldDeclaration, StepDefinition } from './step-definition';
import { fieldId } from './step-definition';

/** What the form holds: text as typed, and booleans for consents. */
export type FormValues = Record<string, string | boolean>;

function valueAt(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined,
      data,
    );
}

/** The form's starting values: whatever the applicant already gave, else empty. */
export function initialFormValues(step: StepDefinition, data: unknown): FormValues {
  return Object.fromEntries(
    step.fields.map((field) => {
      const value = valueAt(data, field.path);
      if (field.input === 'consent') return [fieldId(field.path), value === true];
      return [fieldId(field.path), value === undefined || value === null ? '' : String(value)];
    }),
  );
}

function typed(field: FieldDeclaration, raw: string | boolean | undefined): unknown {
  if (field.input === 'consent') return raw === true;
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return undefined;
  if (field.input === 'money') return parseAmount(text) ?? undefined;
  if (field.input === 'count') {
    const number = Number(text);
    return Number.isInteger(number) ? number : undefined;
  }
  return text;
}

/** The lead data the form's values stand for, nested by each field's path. */
export function formValuesToLeadData(
  step: StepDefinition,
  values: FormValues,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const field of step.fields) {
    const value = typed(field, values[fieldId(field.path)]);
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
