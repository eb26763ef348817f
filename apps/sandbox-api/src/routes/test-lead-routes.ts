import { randomUUID } from 'node:crypto';
import { ApplicationState, ApplicationStateSchema, LeadDataSchema, PRODUCT_ID } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { LEAD_LIFETIME_MS } from '../leads/lead-lifetime.js';
import { insertLead, type StoredLead } from '../leads/lead-repository.js';
import { toLeadAnswer } from '../leads/lead-service.js';
import { LeadStatus } from '../leads/lead-status.js';
import {
  decideChecking,
  isTaggedStage,
  partnerRedirect,
  type CheckingDecision,
} from '../scenarios/checking-outcome.js';
import { STATUS_CALLS_WHILE_CHECKING } from '../scenarios/lead-progress.js';
import { classicSteps } from '../scenarios/next-application-state.js';
import { requireLoanWithinBounds } from '../products/loan-bounds.js';
import { englishMessages, toFieldErrors } from '../validation/field-errors.js';
import { hashWriteSecret, newWriteSecret } from '../leads/write-secret.js';

/** Where the end-to-end fixtures create a lead that already stands at a given state. */
export const TEST_LEADS_PATH = '/test/leads';

/** One field per seed option, each optional: add a field here to offer another. */
const SeedLeadRequestSchema = z.object({
  applicationState: ApplicationStateSchema,
  data: z._default(LeadDataSchema, {}),
  product: z._default(z.string().check(z.minLength(1)), PRODUCT_ID),
  /** Stages the lead has completed already, besides those its state implies. */
  completedStages: z._default(z.array(ApplicationStateSchema), []),
});

/** Stages a state can only be reached after: WNIOSEK_UZUPELNIENIE comes after WNIOSEK. */
export const impliedStages: Partial<Record<ApplicationState, readonly ApplicationState[]>> = {
  [ApplicationState.WNIOSEK_UZUPELNIENIE]: [ApplicationState.WNIOSEK],
};

/**
 * The classic form's states, and the mobile verification that may interrupt it: a lead there has
 * no checking decision yet, and its next PUT goes on through the form.
 */
export function isBeforeOffer(state: ApplicationState): boolean {
  return (
    state === ApplicationState.NONE ||
    state === ApplicationState.MOBILE_VERIFICATION ||
    state === ApplicationState.CHANGE_MOBILE_NUMBER ||
    classicSteps.some((step) => step.state === state)
  );
}

interface SeededProgress {
  decision: CheckingDecision | null;
  completedStages: readonly ApplicationState[];
}

/**
 * What checking decided for a seeded lead, and the stages it has completed. At CHECKING, what
 * the scenarios decide (revealed by status calls as usual). At a state the e-mail's tags reach,
 * that decision, with the stages of the chain before it completed: a lead seeded at COFIDIS_OFFER
 * as `ana+vehicle+cofidis-offer+accepted@` has done VEHICLE, so accepting ends ACCEPTED. A
 * REDIRECTED lead without a tag still gets a partner, by GET. Any other state past checking
 * counts as decided; completing its stage decides again (stage-outcome.ts).
 */
function seededProgress(
  leadId: string,
  state: ApplicationState,
  data: StoredLead['data'],
  product: string,
  given: readonly ApplicationState[],
): SeededProgress {
  const completed = [...new Set([...given, ...(impliedStages[state] ?? [])])];
  const first = decideChecking({ leadId, product, data, completedStages: completed });
  if (state === ApplicationState.CHECKING) return { decision: first, completedStages: completed };
  // Follow the chain of tagged stages until it reaches the seeded state or ends.
  for (let decided = first, chain = completed; ;) {
    if (decided.state === state) return { decision: decided, completedStages: chain };
    if (chain.includes(decided.state) || !isTaggedStage(decided.state)) break;
    chain = [...chain, decided.state];
    decided = decideChecking({ leadId, product, data, completedStages: chain });
  }
  if (state === ApplicationState.REDIRECTED) {
    return {
      decision: { state, redirect: partnerRedirect('GET') },
      completedStages: completed,
    };
  }
  // Past checking, as if checking had decided this state: a PUT then keeps it there.
  return {
    decision: isBeforeOffer(state) ? null : { state },
    completedStages: completed,
  };
}

/**
 * Test-only (SANDBOX_TEST_ROUTES=1): `POST /test/leads { applicationState, data?, product?,
 * completedStages? }`
 * stores a lead already at that state, through the repository the real routes use, and answers
 * `201` like a create. End-to-end tests start a later page from it instead of clicking there.
 */
export function registerTestLeadRoutes(
  app: FastifyInstance,
  db: Database,
  now: () => Date = () => new Date(),
): void {
  app.post(TEST_LEADS_PATH, async (request, reply) => {
    const parsed = SeedLeadRequestSchema.safeParse(request.body ?? {}, { error: englishMessages });
    if (!parsed.success) {
      const fieldErrors = toFieldErrors(parsed.error.issues);
      const first = fieldErrors[0];
      throw new ApiError(
        400,
        'invalid_body',
        first ? `${first.fieldName}: ${first.message}` : 'The body does not match.',
        first?.fieldName,
        fieldErrors,
      );
    }
    const { applicationState, data, product, completedStages: given } = parsed.data;
    // No lead the API would refuse to store: a seed's loan is within its product's bounds too.
    requireLoanWithinBounds(product, data);
    const id = randomUUID();
    const writeSecret = newWriteSecret();
    const createdAt = now();
    const { decision, completedStages } = seededProgress(
      id,
      applicationState,
      data,
      product,
      given,
    );
    const lead: StoredLead = {
      id,
      product,
      data,
      applicationState,
      decision,
      // A lead past checking has had its decision revealed; one at CHECKING starts counting.
      statusPolls:
        decision && applicationState !== ApplicationState.CHECKING
          ? STATUS_CALLS_WHILE_CHECKING + 1
          : 0,
      leadStatus: LeadStatus.ACTIVE,
      createdAt,
      updatedAt: createdAt,
      expiresAt: new Date(createdAt.getTime() + LEAD_LIFETIME_MS),
      completedStages,
      revision: 1,
      writeSecretHash: hashWriteSecret(writeSecret),
      // Seeded at MOBILE_VERIFICATION, it waits for its code as a lead that came there would.
      mobileVerifiedPhone: null,
      dynamicForm: false,
      erasedAt: null,
    };
    await db.transaction((tx) => insertLead(tx, lead));
    // Like a create's answer: the test puts the secret where the app keeps it.
    return reply.code(201).send({ ...toLeadAnswer(lead), writeSecret });
  });
}
