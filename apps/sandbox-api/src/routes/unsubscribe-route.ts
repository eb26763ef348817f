import type { UnsubscribeAnswer } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { unsubscribeEmail } from '../customers/unsubscribed-emails.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { parseParams } from '../http/parse-request.js';
import { isEmailSyntaxValid } from '../lookups/email-check.js';

/** The contract's path without its query (`OfferStagePaths.unsubscribe(email)`). */
export const UNSUBSCRIBE_ROUTE = '/customer/email/unsubscribe';

const UnsubscribeQuerySchema = z.object({
  email: z.string().check(z.minLength(1), z.maxLength(320)),
});

/**
 * `POST /customer/email/unsubscribe?email=` (spec section 7): no more marketing e-mail to that
 * address. Only a SHA-256 of the address is kept; the request log names the route, never the
 * query. Any well-formed address is answered `200 { unsubscribed: true }`, known or not (the
 * answer tells nobody whether an address is a customer's), and again on a repeat. No address →
 * `400 invalid_body` (`email`, `required`); not an address → the same with `invalid_format`.
 */
export function registerUnsubscribeRoute(
  app: FastifyInstance,
  db: Database,
  now: () => Date = () => new Date(),
): void {
  app.post<{ Querystring: unknown }>(
    UNSUBSCRIBE_ROUTE,
    async (request): Promise<UnsubscribeAnswer> => {
      const { email } = parseParams(UnsubscribeQuerySchema, request.query);
      if (!isEmailSyntaxValid(email.trim())) {
        throw new ApiError(400, 'invalid_body', 'email: Not an e-mail address.', 'email', [
          { fieldName: 'email', code: 'invalid_format', message: 'Not an e-mail address.' },
        ]);
      }
      await unsubscribeEmail(db, email, now());
      return { unsubscribed: true };
    },
  );
}
