import type { FieldError, LeadDataPatch } from '@lf/contract';
import { hasEmailTag } from './email-tags.js';

/**
 * A deterministic rule that refuses a create or update with field errors, as the real lead API
 * refuses data it will not accept. The request then writes nothing.
 */
export interface RefusalRule {
  readonly name: string;
  /** `patch`: the data points this request carries (not what was stored before). */
  refuse(patch: LeadDataPatch): FieldError | undefined;
}

export const REFUSED_EMAIL_MESSAGE = 'This e-mail address is not accepted';

/** `+fielderror`: the contact details carrying this address are refused on the e-mail field. */
export const refusedEmailRule: RefusalRule = {
  name: '+fielderror',
  refuse: (patch) =>
    hasEmailTag(patch.contactDetails?.email, 'fielderror')
      ? { fieldName: 'contactDetails.email', message: REFUSED_EMAIL_MESSAGE, code: 'not_accepted' }
      : undefined,
};

export const refusalRules: readonly RefusalRule[] = [refusedEmailRule];

/** Every field error the rules raise for this request; empty when it may be written. */
export function scenarioFieldErrors(
  patch: LeadDataPatch,
  rules: readonly RefusalRule[] = refusalRules,
): FieldError[] {
  return rules.flatMap((rule) => rule.refuse(patch) ?? []);
}
