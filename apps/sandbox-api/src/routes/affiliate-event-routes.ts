import { AffiliateEventSchema, LeadPaths } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { Database } from '../db/database.js';
import { parseLeadBody, parseParams } from '../http/parse-request.js';

export const TEST_AFFILIATE_EVENTS_PATH = '/test/affiliate-events';

const SessionQuerySchema = z.object({ sessionId: z.string().check(z.minLength(1)) });

/**
 * `POST /affiliate/event` (spec section 7): a new or changed affiliate reference, checked against
 * the contract, stored, answered `202 { received: true }`. With test routes on,
 * `GET /test/affiliate-events?sessionId=` lists a session's events for the end-to-end tests.
 */
export function registerAffiliateEventRoutes(
  app: FastifyInstance,
  db: Database,
  testRoutes: boolean,
  now: () => Date = () => new Date(),
): void {
  app.post(LeadPaths.affiliateEvent, async (request, reply) => {
    const event = parseLeadBody(AffiliateEventSchema, request.body);
    await db.query(
      `INSERT INTO affiliate_events (session_id, event, product, reference, received_at)
       VALUES ($1, $2, $3, $4::jsonb, $5::timestamptz)`,
      [
        event.sessionId.toLowerCase(),
        event.event,
        event.product,
        JSON.stringify(event.affiliateReference),
        now().toISOString(),
      ],
    );
    return reply.code(202).send({ received: true });
  });
  if (!testRoutes) return;
  app.get<{ Querystring: unknown }>(TEST_AFFILIATE_EVENTS_PATH, async (request) => {
    const { sessionId } = parseParams(SessionQuerySchema, request.query);
    const rows = await db.query<{ event: string; product: string; reference: unknown }>(
      'SELECT event, product, reference FROM affiliate_events WHERE session_id = $1 ORDER BY id',
      [sessionId.toLowerCase()],
    );
    return { events: rows };
  });
}
