import { useCallback, useMemo } from 'react';
import { useBrand } from '../../config/brand-context';
import type { StepDefinition } from '../flow';
import { loadFieldRules } from '../validation';
import type { FormatCheck } from './step-validation';

/**
 * The brand's field rules for a step, loaded once per step: a step with a phone field fetches
 * the phone-number module (libphonenumber-js) then, never the first page.
 */
export function useFormatCheck(step: StepDefinition): () => Promise<FormatCheck> {
  const brand = useBrand();
  const loading = useMemo(
    () =>
      loadFieldRules(
        brand,
        Object.fromEntries(
          step.fields.flatMap((field) =>
            field.rule ? [[field.path, { rule: field.rule, required: field.required }]] : [],
          ),
        ),
      ),
    [brand, step],
  );
  return useCallback(async () => {
    const check = await loading;
    return (field, value) => (field.rule ? check(field.rule)(value) : null);
  }, [loading]);
}
