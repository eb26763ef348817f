import { useCallback, useMemo } from 'react';
import { sharedLoad } from '../../lib/shared-load';
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
  /** The tools once loaded: a save then goes out in the task of the Continue. */
  fieldToolsNow: () => FieldTools | undefined;
  prefetch: () => void;
} {
  const brand = useBrand();
  const load = useMemo(
    () =>
      sharedLoad(async (): Promise<FieldTools> => {
        const rules = new Set(step.fields.flatMap((field) => field.rule ?? []));
        const [checks, canonical, personalCodeConsistency] = await Promise.all([
          loadFieldRules(brand, rules),
          loadFieldCanonicalizer(brand, rules),
          rules.has('personalCode') ? loadPersonalCodeConsistency() : noPersonalCode,
        ]);
        return {
          check: (field, value) => (field.rule ? checks(field.rule)(value) : null),
          canonicalize: (field, value) => (field.rule ? canonical(field.rule, value) : value),
          personalCodeConsistency,
        };
      }),
    [brand, step],
  );
  const prefetch = useCallback(() => void load().catch(() => undefined), [load]);
  return { fieldTools: load, fieldToolsNow: load.loaded, prefetch };
}
