import type { FieldRuleName } from '../../config/field-rule-names';
import type { FlowFieldConfig, FlowStep } from './flow-config';
import type { FieldDefinition, StepDefinition } from './step-catalogue';

/** The catalogue fields a flow keeps on a step, with its rule and requirement. */
function keptFields(
  all: readonly FieldDefinition[],
  wanted: readonly FlowFieldConfig[] | undefined,
): readonly FieldDefinition[] {
  if (!wanted) return all;
  return wanted.flatMap((field) => {
    const known = all.find((candidate) => candidate.path === field.path);
    if (!known) return [];
    const rule = (field.rule as FieldRuleName | undefined) ?? known.rule;
    return [{ ...known, ...(rule ? { rule } : {}), required: field.required ?? known.required }];
  });
}

/** A flow's step with the fields this brand shows on it, out of `all` the page can ask. */
export function stepWithFields(step: FlowStep, all: readonly FieldDefinition[]): StepDefinition {
  const { fieldConfig, ...page } = step;
  return { ...page, fields: keptFields(all, fieldConfig) };
}
