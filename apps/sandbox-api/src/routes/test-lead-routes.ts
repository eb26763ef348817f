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
  partnerRedirect,
  type CheckingDecision,
} from '../scenarios/checking-outcome.js';
import { STATUS_CALLS_WHILE_CHECKING } from '../scenarios/lead-progress.js';
import { englishMessages, toFieldErrors } from '../validation/field-errors.js';

/** Where the end-to-end fixtures create a lead that already stands at a given state. */
export const TEST_LEADS_PATH = '/test/leads';

const SeedLeadRequestSchema = z.object({
  applicationState: ApplicationStateSchema,
  data: z._default(LeadDataSchema, {}),
  product: z._default(z.string().check(z.minLength(1)), PRODUCT_ID),
});

/**
 * What checking decides for a seeded lead: at CHECKING, what the scenarios decide (revealed by
 * status calls as usual); at the state the scenarios would decide, that decision (with its
 * partner hand-over); a REDIRECTED lead without a tag still gets a partner, by GET.
 */
function seededDecision(
  leadId: string,
  state: ApplicationState,
  data: StoredLead['data'],
): CheckingDecision | null {
  const decided = decideChecking({ leadId, data });
  if (state === ApplicationState.CHECKING || decided.state === state) return decided;
  if (state === ApplicationState.REDIRECTED) {
    return { state, redirect: partnerRedirect(leadId, 'GET') };
  }
  return null;
}

/**
 * Test-only (SANDBOX_TEST_ROUTES=1): `POST /test/leads { applicationState, data?, product? }`
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
    const { applicationState, data, product } = parsed.data;
    const id = randomUUID();
    const createdAt = now();
    const decision = seededDecision(id, applicationState, data);
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
    };
    await db.transaction((tx) => insertLead(tx, lead));
    return reply.code(201).send(toLeadAnswer(lead));
  });
}
