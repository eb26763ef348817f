import * as z from 'zod/mini';
import { normalizeFieldText, type FieldRuleName, type FieldRules } from './field-rules';
import { encodeValidationMessage, message, type ValidationMessage } from './validation-message';

/** How a step declares a field: the rule that checks it and whether it must be answered. */
export interface FieldRuleDeclaration {
  rule: FieldRuleName;
  required: boolean;
}

/** A step's fields by form field name (flat names, as the form registers them). */
export type FieldDeclarations = Readonly<Record<string, FieldRuleDeclaration>>;

/** A form value as text: strings as typed, finite numbers as digits, `true` as an answer. */
function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return value === true ? 'true' : '';
}

/** One field's first problem, or null. */
export function checkField(
  value: unknown,
  declaration: FieldRuleDeclaration,
  rules: FieldRules,
): ValidationMessage | null {
  const text = fieldText(value);
  if (normalizeFieldText(text) === '') {
    return declaration.required ? message('validation>required') : null;
  }
  return rules(declaration.rule)(text);
}

/** Every declared field's problem, by field name; fields that pass are absent. */
export function validateFields(
  values: Readonly<Record<string, unknown>>,
  declarations: FieldDeclarations,
  rules: FieldRules,
): Partial<Record<string, ValidationMessage>> {
  const problems: Partial<Record<string, ValidationMessage>> = {};
  for (const [name, declaration] of Object.entries(declarations)) {
    const problem = checkField(values[name], declaration, rules);
    if (problem) problems[name] = problem;
  }
  return problems;
}

/**
 * The declarations as a zod/mini schema, for `zodResolver` of `@hookform/resolvers/zod` (or any
 * Standard Schema consumer). Each issue's message is the encoded `ValidationMessage`
 * (`decodeValidationMessage` reads it back). Values pass through unchanged, undeclared ones too.
 */
export function createFieldsSchema(declarations: FieldDeclarations, rules: FieldRules) {
  const shape: Record<string, z.ZodMiniUnknown> = {};
  for (const [name, declaration] of Object.entries(declarations)) {
    shape[name] = z.unknown().check(
      z.superRefine((value, context) => {
        const problem = checkField(value, declaration, rules);
        if (problem) {
          context.addIssue({
            code: 'custom',
            message: encodeValidationMessage(problem),
            input: value,
          });
        }
      }),
    );
  }
  return z.looseObject(shape);
}

/** The rules a set of declarations uses. */
export function rulesOf(declarations: FieldDeclarations): ReadonlySet<FieldRuleName> {
  return new Set(Object.values(declarations).map((declaration) => declaration.rule));
}
