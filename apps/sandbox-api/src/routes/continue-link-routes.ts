import {
  CONTINUE_LINKS_PER_HOUR,
  LeadAnswerSchema,
  RESUME_PARAM,
  returningLinkUrl,
  SendLinkRequestSchema,
  type LeadContactAnswer,
  type LinkContact,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { ApiError } from '../http/api-error.js';
import { parseParam, parseParams } from '../http/parse-request.js';
import type { Database } from '../db/database.js';
import { requireLiveLead, type StoredLead } from '../leads/lead-repository.js';
import { DECIDED_STATES } from '../leads/lead-service.js';
import type { LinkOutbox } from '../leads/link-outbox.js';
import { linkContacts } from '../leads/masked-contact.js';
import { mintResumeToken } from '../leads/resume-tokens.js';
import { returnOrigin } from '../partners/return-address.js';

export const CONTACT_PATH = '/v3/lead/url/:id/contact';
export const SEND_PATH = '/v3/lead/url/:id/send';
export const TEST_OUTBOX_PATH = '/test/outbox';

const HOUR_MS = 60 * 60 * 1000;

/** The lead a link names, live: 400 for an id that is not one, else as requireLiveLead. */
const liveLead = (db: Database, rawId: string, now: Date): Promise<StoredLead> =>
  requireLiveLead(db, parseParam(LeadAnswerSchema.shape.id, 'id', rawId), now);

/**
 * Seconds until lead `id` may be sent another link: 0 while it has sent fewer than
 * CONTINUE_LINKS_PER_HOUR in the last hour.
 */
async function waitBeforeNextLink(db: Database, id: string, now: Date): Promise<number> {
  const rows = await db.query<{ created_at: string | Date }>(
    `SELECT created_at FROM lead_resume_tokens
     WHERE lead_id = $1 AND purpose = 'continue_link' AND created_at > $2::timestamptz
     ORDER BY created_at`,
    [id, new Date(now.getTime() - HOUR_MS).toISOString()],
  );
  const oldest = rows[0];
  if (rows.length < CONTINUE_LINKS_PER_HOUR || !oldest) return 0;
  return Math.ceil((new Date(oldest.created_at).getTime() + HOUR_MS - now.getTime()) / 1000);
}

/**
 * A returning link opened without a credential (decision 0033): `GET /v3/lead/url/{id}/contact`
 * tells where a fresh link can go, masked, and whether the application was decided; nothing else
 * of the lead. `POST /v3/lead/url/{id}/send { channel }` sends a fresh link there (the outbox
 * stands in for the provider), revoking the links sent before: 202 with the masked address, 400
 * for a channel the lead has no address on, 429 `rate_limited` past CONTINUE_LINKS_PER_HOUR.
 */
export function registerContinueLinkRoutes(
  app: FastifyInstance,
  db: Database,
  corsOrigins: readonly string[],
  outbox: LinkOutbox,
  now: () => Date,
): void {
  app.get<{ Params: { id: string } }>(CONTACT_PATH, async (request): Promise<LeadContactAnswer> => {
    const lead = await liveLead(db, request.params.id, now());
    request.leadId = lead.id;
    return {
      decided: DECIDED_STATES.includes(lead.applicationState),
      contacts: linkContacts(lead.data).map(({ contact }) => contact),
    };
  });

  app.post<{ Params: { id: string } }>(SEND_PATH, async (request, reply): Promise<LinkContact> => {
    const moment = now();
    const lead = await liveLead(db, request.params.id, moment);
    request.leadId = lead.id;
    const { channel } = parseParams(SendLinkRequestSchema, request.body ?? {});
    const chosen = linkContacts(lead.data).find(({ contact }) => contact.channel === channel);
    if (!chosen) {
      throw new ApiError(
        400,
        'invalid_body',
        'This lead has no address on this channel.',
        'channel',
      );
    }
    const wait = await waitBeforeNextLink(db, lead.id, moment);
    if (wait > 0) {
      void reply.header('retry-after', String(wait));
      throw new ApiError(429, 'rate_limited', 'Links were sent moments ago: wait, then ask again.');
    }
    const origin = returnOrigin(request.headers.origin, corsOrigins);
    if (origin === undefined) {
      throw new ApiError(500, 'internal_error', 'No front end is configured to link to.');
    }
    const token = await mintResumeToken(db, lead.id, moment, 'continue_link');
    outbox.add({
      leadId: lead.id,
      channel,
      to: chosen.address,
      // With the lead's brand, which a test deployment serving several brands (?brand=) opens
      // it in; a production front end, of one brand, ignores it.
      link: returningLinkUrl(
        origin,
        lead.id,
        `?${new URLSearchParams({ [RESUME_PARAM]: token, brand: lead.product }).toString()}`,
      ),
      sentAt: moment.toISOString(),
    });
    return reply.code(202).send(chosen.contact);
  });
}

const OutboxQuerySchema = z.object({ leadId: LeadAnswerSchema.shape.id });

/** Test-only (SANDBOX_TEST_ROUTES=1): `GET /test/outbox?leadId=`, the links sent for a lead. */
export function registerOutboxRoute(app: FastifyInstance, outbox: LinkOutbox): void {
  app.get(TEST_OUTBOX_PATH, async (request) => {
    const { leadId } = parseParams(OutboxQuerySchema, request.query);
    return { messages: outbox.forLead(leadId) };
  });
}
