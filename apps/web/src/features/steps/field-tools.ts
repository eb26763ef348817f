import { useCallback, useMemo } from 'react';
import { useBrand } from '../../config/brand-context';
import type { StepDefinition } from '../flow';
import { loadFieldCanonicalizer, loadFieldRules } from '../validation';
import type { Canonicalize } from './step-values';
import type { FormatCheck } from './step-validation';

/** The brand's checks for a step's fields, and how a checked answer is sent to the lead API. */
export interface FieldTools {
  check: FormatCheck;
  canonicalize: Canonicalize;
}

/**
 * The brand's field rules for a step, loaded once per step: a step with a phone field fetches
 * the phone-number module (libphonenumber-js) then, never the first page.
 */
export function useFieldTools(step: StepDefinition): () => Promise<FieldTools> {
  const brand = useBrand();
  const loading = useMemo(() => {
    const rules = new Set(step.fields.flatMap((field) => field.rule ?? []));
    return Promise.all([loadFieldRules(brand, rules), loadFieldCanonicalizer(brand, rules)]);
  }, [brand, step]);
  return useCallback(async () => {
    const [rules, canonical] = await loading;
    return {
      check: (field, value) => (field.rule ? rules(field.rule)(value) : null),
      canonicalize: (field, value) => (field.rule ? canonical(field.rule, value) : value),
    };
  }, [loading]);
}
