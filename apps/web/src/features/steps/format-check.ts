import { useCallback, useMemo } from 'react';
import { useBrand } from '../../config/brand-context';
import {
  FieldRuleNames,
  loadFieldRules,
  type FieldDeclarations,
  type FieldRuleName,
} from '../validation';
import { fieldId, type StepDefinition } from './step-definition';
import type { FormatCheck } from './step-validation';

const isRuleName = (rule: string): rule is FieldRuleName =>
  (FieldRuleNames as readonly string[]).includes(rule);

function declarationsOf(step: StepDefinition): FieldDeclarations {
  return Object.fromEntries(
    step.fields.flatMap((field) =>
      field.rule && isRuleName(field.rule)
        ? [[fieldId(field.path), { rule: field.rule, required: field.required }]]
        : [],
    ),
  );
}

/**
 * The brand's field rules for a step, loaded once per step: a step with a phone field fetches
 * the phone-number module (libphonenumber-js) then, never the first page.
 */
export function useFormatCheck(step: StepDefinition): () => Promise<FormatCheck> {
  const brand = useBrand();
  const loading = useMemo(() => loadFieldRules(brand, declarationsOf(step)), [brand, step]);
  return useCallback(async () => {
    const rules = await loading;
    return (rule, value) => (isRuleName(rule) ? rules(rule)(value) : null);
  }, [loading]);
}
