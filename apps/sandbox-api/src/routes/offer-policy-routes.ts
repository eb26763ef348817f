import {
  OfferStagePaths,
  PolicyConsentsRequestSchema,
  type LeadAnswer,
  type PolicyConsentsRequest,
  type PolicyScope,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { fieldErrorsError, requireObjectBody } from '../http/parse-request.js';
import type { LeadService } from '../leads/lead-service.js';
import { policyConsentFaults } from '../policies/policy-consents.js';
import { STATE_OF_SCOPE } from '../policies/stage-policies.js';
import { englishMessages, toFieldErrors } from '../validation/field-errors.js';
import type { LeadWriteAccess } from '../leads/lead-write-access.js';

/** Each consent call and the scopes it takes: the offer's, and the partners'. */
const CONSENT_CALLS: readonly { path: string; scopes: readonly PolicyScope[] }[] = [
  { path: OfferStagePaths.offerPolicy, scopes: ['offer'] },
  { path: OfferStagePaths.offerDynamicPolicy, scopes: ['dynamic', 'advanzia', 'tfbank'] },
];

/**
 * `{ id, scope, policies }`, the scope one of the call's, every required policy of the scope
 * accepted and no other policy named; anything else is `422 invalid_body` listing every field at
 * fault (a body that is not a JSON object, 400).
 */
function parseConsents(scopes: readonly PolicyScope[], value: unknown): PolicyConsentsRequest {
  const result = PolicyConsentsRequestSchema.safeParse(requireObjectBody(value), {
    error: englishMessages,
  });
  if (!result.success) {
    throw fieldErrorsError(422, toFieldErrors(result.error.issues), 'The body does not match.');
  }
  const { scope, policies } = result.data;
  if (!scopes.includes(scope)) {
    throw fieldErrorsError(
      422,
      [{ fieldName: 'scope', code: 'invalid_choice', message: 'Not a scope of this call.' }],
      'The scope is not one of this call.',
    );
  }
  const faults = policyConsentFaults(scope, policies);
  if (faults.length > 0) throw fieldErrorsError(422, faults, 'The policies are not accepted.');
  return result.data;
}

/**
 * The after-offer consent pages (spec section 7): `POST /lead/offer/policy { id, scope: 'offer',
 * policies }` for POLICY_CONSENTS, `POST /lead/offer/dynamic-policy { id, scope, policies }` for
 * DYNAMIC_CONSENTS, ADVANZIA_CONSENTS and TFBANK_CONSENTS. The answers are merged into the lead's
 * `policies` and the stage of the scope completed (the lead elsewhere: 409 `wrong_state`); the
 * lead goes where stage-outcome.ts decides.
 */
export function registerOfferPolicyRoutes(
  app: FastifyInstance,
  leads: LeadService,
  writeAccess: LeadWriteAccess,
): void {
  for (const { path, scopes } of CONSENT_CALLS) {
    app.post(path, async (request): Promise<LeadAnswer> => {
      const { id, scope, policies } = parseConsents(scopes, request.body);
      await writeAccess(request, id);
      return leads.advanceStage({
        id,
        at: STATE_OF_SCOPE[scope],
        patch: { policies },
        outcome: 'done',
      });
    });
  }
}
