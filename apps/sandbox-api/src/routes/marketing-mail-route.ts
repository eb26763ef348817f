import {
  customerConsentsLinkUrl,
  LeadAnswerSchema,
  unsubscribeLinkUrl,
  type LinkContact,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { mintConsentsToken, mintUnsubscribeToken } from '../customers/mail-link-tokens.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { parseParams } from '../http/parse-request.js';
import { findLead } from '../leads/lead-repository.js';
import type { LinkOutbox } from '../leads/link-outbox.js';
import { maskEmail } from '../leads/masked-contact.js';
import { returnOrigin } from '../partners/return-address.js';

export const TEST_MARKETING_MAIL_PATH = '/test/marketing-mail';

const MarketingMailRequestSchema = z.object({ leadId: LeadAnswerSchema.shape.id });

/**
 * Test-only (SANDBOX_TEST_ROUTES=1): `POST /test/marketing-mail { leadId }` sends the lead's
 * address a marketing mail, as the lender's mailer would: its consents link
 * (`{front end}/application-frontend/{id}/consents?token=…`) and its unsubscribe link
 * (`…/unsubscribe?email=…&token=…`), each with a token of its own (issue 36), into the outbox
 * (`GET /test/outbox?leadId=`). The front end is a configured origin, never one the request
 * names. 202 with the masked address; a lead without an e-mail → 400; unknown → 404.
 */
export function registerMarketingMailRoute(
  app: FastifyInstance,
  db: Database,
  corsOrigins: readonly string[],
  outbox: LinkOutbox,
  now: () => Date,
): void {
  app.post(TEST_MARKETING_MAIL_PATH, async (request, reply): Promise<LinkContact> => {
    const { leadId } = parseParams(MarketingMailRequestSchema, request.body ?? {});
    request.leadId = leadId;
    const lead = await findLead(db, leadId);
    if (!lead) throw new ApiError(404, 'lead_not_found', 'No lead has this id.', 'leadId');
    const email = lead.data.contactDetails?.email;
    if (email === undefined) {
      throw new ApiError(400, 'invalid_body', 'This lead has no e-mail address.', 'leadId');
    }
    const origin = returnOrigin(request.headers.origin, corsOrigins);
    if (origin === undefined) {
      throw new ApiError(500, 'internal_error', 'No front end is configured to link to.');
    }
    const moment = now();
    const [consentsToken, unsubscribeToken] = await db.transaction(async (tx) => [
      await mintConsentsToken(tx, lead.id, moment),
      await mintUnsubscribeToken(tx, email, moment),
    ]);
    outbox.add({
      leadId: lead.id,
      channel: 'email',
      to: email,
      link: customerConsentsLinkUrl(origin, lead.id, consentsToken),
      unsubscribeLink: unsubscribeLinkUrl(origin, email.trim(), unsubscribeToken),
      sentAt: moment.toISOString(),
    });
    return reply.code(202).send({ channel: 'email', to: maskEmail(email) });
  });
}
