import type { PolicyScope } from '@lf/contract';
import type { CodedFieldError } from '../validation/field-errors.js';
import { STAGE_POLICY_DEFINITIONS } from './stage-policies.js';

/**
 * What is wrong with the answers an after-offer consent page sends for its scope, one field
 * error per policy (`policies.<id>`): a required policy not accepted is `required`; an id that
 * is not one of the scope's policies is `unknown_field`. An optional one may be false or absent.
 */
export function policyConsentFaults(
  scope: PolicyScope,
  policies: Readonly<Record<string, boolean>>,
): CodedFieldError[] {
  const definitions = STAGE_POLICY_DEFINITIONS[scope];
  const notAccepted = definitions
    .filter(({ id, required }) => required && policies[id] !== true)
    .map(({ id }) => ({
      fieldName: `policies.${id}`,
      code: 'required' as const,
      message: 'Accept this policy to go on.',
    }));
  const unknown = Object.keys(policies)
    .filter((id) => !definitions.some((definition) => definition.id === id))
    .map((id) => ({
      fieldName: `policies.${id}`,
      code: 'unknown_field' as const,
      message: 'Not one of the policies of this page.',
    }));
  return [...notAccepted, ...unknown];
}
