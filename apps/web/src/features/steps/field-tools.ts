import { useCallback, useMemo } from 'react';
import { useBrand } from '../../config/brand-context';
import type { StepDefinition } from '../flow';
import {
  loadFieldCanonicalizer,
  loadFieldRules,
  loadPersonalCodeConsistency,
  type PersonalCodeConsistency,
} from '../validation';
import type { Canonicalize } from './step-values';
import type { FormatCheck } from './step-validation';

/** The brand's checks for a step's fields, and how a checked answer is sent to the lead API. */
export interface FieldTools {
  check: FormatCheck;
  canonicalize: Canonicalize;
  /** Whether a personal code agrees with the birth date and sex it encodes (CNP, PESEL, CURP). */
  personalCodeConsistency: PersonalCodeConsistency;
}

/** A step without a personal code has nothing to compare. */
const noPersonalCode: PersonalCodeConsistency = () => null;

/**
 * The brand's field rules for a step, loaded once per step and only when first needed: when the
 * applicant first focuses a field (`prefetch`) or checks the page. A step with a phone field
 * fetches the phone-number module (libphonenumber-js) then: a v3 brand's first page, which asks
 * for the phone, paints and becomes usable without it.
 */
export function useFieldTools(step: Pick<StepDefinition, 'fields'>): {
  fieldTools: () => Promise<FieldTools>;
  prefetch: () => void;
} {
  const brand = useBrand();
  const load = useMemo(() => {
    let loading: Promise<[FieldRulesOf, CanonicalizerOf, PersonalCodeConsistency]> | undefined;
    return () => {
      const rules = new Set(step.fields.flatMap((field) => field.rule ?? []));
      loading ??= Promise.all([
        loadFieldRules(brand, rules),
        loadFieldCanonicalizer(brand, rules),
        rules.has('personalCode') ? loadPersonalCodeConsistency() : noPersonalCode,
      ]);
      return loading;
    };
  }, [brand, step]);
  const fieldTools = useCallback(async (): Promise<FieldTools> => {
    const [rules, canonical, personalCodeConsistency] = await load();
    return {
      check: (field, value) => (field.rule ? rules(field.rule)(value) : null),
      canonicalize: (field, value) => (field.rule ? canonical(field.rule, value) : value),
      personalCodeConsistency,
    };
  }, [load]);
  const prefetch = useCallback(() => void load().catch(() => undefined), [load]);
  return { fieldTools, prefetch };
}

type FieldRulesOf = Awaited<ReturnType<typeof loadFieldRules>>;
type CanonicalizerOf = Awaited<ReturnType<typeof loadFieldCanonicalizer>>;
