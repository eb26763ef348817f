import { MAIL_LINK_TOKEN_HEADER, type UnsubscribeAnswer } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { presentedMailLinkToken, useUnsubscribeToken } from '../customers/mail-link-tokens.js';
import { isEmailUnsubscribed, unsubscribeEmail } from '../customers/unsubscribed-emails.js';
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
 * query. It needs the unsubscribe link's token for that address in MAIL_LINK_TOKEN_HEADER (issue
 * 36), used once: a repeat with it answers 200 again while the address stays unsubscribed (a
 * second click, a retry whose answer was lost), and 401 once it subscribed again. Without a
 * valid token, `401 credential_required`, alike for every address (the answer tells nobody
 * whether an address is a customer's). No address → `400 invalid_body` (`email`, `required`);
 * not an address → the same with `invalid_format`.
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
      const token = presentedMailLinkToken(request);
      const moment = now();
      const done = await db.transaction(async (tx) => {
        const use =
          token === undefined ? 'refused' : await useUnsubscribeToken(tx, email, token, moment);
        if (use === 'fresh') await unsubscribeEmail(tx, email, moment);
        return use === 'fresh' || (use === 'used' && (await isEmailUnsubscribed(tx, email)));
      });
      if (!done) {
        throw new ApiError(
          401,
          'credential_required',
          `Unsubscribing needs the unsubscribe link's token in ${MAIL_LINK_TOKEN_HEADER}.`,
        );
      }
      return { unsubscribed: true };
    },
  );
}
