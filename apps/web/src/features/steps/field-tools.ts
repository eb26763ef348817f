import { useCallback, useMemo } from 'react';
import { sharedLoad } from '../../lib/shared-load';
import { useBrand } from '../../config/brand-context';
import type { StepDefinition } from '../flow';
import { loadFieldCanonicalizer, loadFieldRules, loadOwnFormatCheck } from '../validation';
import type { CrossFieldCheck, CrossFieldTools, FollowedAnswers } from './cross-field-checks';
import { checkedAgainstPersonalCode } from './personal-code-answers';
import type { Canonicalize } from './step-values';
import type { FormatCheck } from './step-validation';

/** The brand's checks for a step's fields, and how a checked answer is sent to the lead API. */
export interface FieldTools {
  check: FormatCheck;
  canonicalize: Canonicalize;
  /**
   * The answers checked against one another and the earlier pages' (cross-field-checks.ts): a
   * personal code against the birth date, a move-in against it, a reference's phone, an income.
   */
  crossCheck: CrossFieldCheck;
  /** Other pages' answers that follow this page's, saved with them (a CNP's date of birth). */
  follow: FollowedAnswers;
}

/**
 * A step without a personal code, a date of birth, a sex or a plausibility rule has nothing to
 * compare.
 */
const noCrossCheck: CrossFieldTools = { check: () => new Map(), follow: () => ({}) };

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
        const crossChecked = step.fields.some(
          (field) =>
            field.rule === 'personalCode' ||
            checkedAgainstPersonalCode(field.path) ||
            field.plausibility,
        );
        const ownFormats = step.fields.some((field) => field.format);
        const [checks, canonical, ownFormat, cross] = await Promise.all([
          loadFieldRules(brand, rules),
          loadFieldCanonicalizer(brand, rules),
          ownFormats ? loadOwnFormatCheck(brand) : undefined,
          crossChecked
            ? import('./cross-field-checks').then((module) =>
                module.loadCrossFieldCheck(brand, step),
              )
            : noCrossCheck,
        ]);
        return {
          // A data point's own format is the contract's check, the one the lead API runs too.
          check: (field, value) => {
            if (field.format) {
              const key = ownFormat?.(field, value);
              return key ? { key } : null;
            }
            return field.rule ? checks(field.rule)(value) : null;
          },
          canonicalize: (field, value) => (field.rule ? canonical(field.rule, value) : value),
          crossCheck: cross.check,
          follow: cross.follow,
        };
      }),
    [brand, step],
  );
  const prefetch = useCallback(() => void load().catch(() => undefined), [load]);
  return { fieldTools: load, fieldToolsNow: load.loaded, prefetch };
}
