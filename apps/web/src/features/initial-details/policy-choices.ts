import type { Policy } from '@lf/contract';
import { isPlainObject } from '../../lib/is-plain-object';

/**
 * What the policies field holds in the form: the brand's policies once loaded (`null` until
 * then), and the applicant's answer to each, by policy id. The lead keeps only the answers
 * (`policies`) and whether every required one is accepted (`generalPolicies`).
 */
export interface PolicyChoices {
  loaded: readonly Policy[] | null;
  accepted: Readonly<Record<string, boolean>>;
}

export function isPolicyChoices(value: unknown): value is PolicyChoices {
  return (
    isPlainObject(value) &&
    (value.loaded === null || Array.isArray(value.loaded)) &&
    isPlainObject(value.accepted)
  );
}

/** Before the policies load: the answers the applicant gave on an earlier visit, if any. */
export function initialPolicyChoices(stored: unknown): PolicyChoices {
  const accepted = isPlainObject(stored)
    ? Object.fromEntries(
        Object.entries(stored).filter((entry): entry is [string, boolean] => entry[1] === true),
      )
    : {};
  return { loaded: null, accepted };
}

/** The policies just loaded, with the answers already given to those of them still offered. */
export function withLoadedPolicies(
  choices: PolicyChoices,
  policies: readonly Policy[],
): PolicyChoices {
  return {
    loaded: policies,
    accepted: Object.fromEntries(
      policies.map((policy) => [policy.id, choices.accepted[policy.id] === true]),
    ),
  };
}

/**
 * Every required policy left unticked, once the policies have loaded, in the order shown: a
 * Continue names them all at once, not one a round (issue 37).
 */
export function missingPolicies(choices: PolicyChoices): readonly Policy[] {
  return (
    choices.loaded?.filter((policy) => policy.required && choices.accepted[policy.id] !== true) ??
    []
  );
}

/**
 * The id of a policy's checkbox in the policies field `fieldId`: the first policy shown takes the
 * field's own id (where a message about the whole field leads), each other `<fieldId>-<policy id>`.
 */
export function policyBoxId(fieldId: string, choices: PolicyChoices, policy: Policy): string {
  return policy === choices.loaded?.[0] ? fieldId : `${fieldId}-${policy.id}`;
}

/**
 * What the lead records: each loaded policy's answer and `generalPolicies`, true when every
 * required one is accepted. Nothing while the policies have not loaded: the applicant has not
 * answered them on this visit.
 */
export function policiesLeadData(
  choices: PolicyChoices,
): { policies: Record<string, boolean>; generalPolicies: boolean } | null {
  if (!choices.loaded) return null;
  return {
    policies: Object.fromEntries(
      choices.loaded.map((policy) => [policy.id, choices.accepted[policy.id] === true]),
    ),
    generalPolicies: missingPolicies(choices).length === 0,
  };
}
