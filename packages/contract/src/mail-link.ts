import * as z from 'zod/mini';
import { FRONT_END_BASE_PATH } from './lead-url.js';
import { MAIL_LINK_TOKEN_PARAM, MAIL_LINK_TOKEN_SHAPE } from './mail-link-token.js';
import { CustomerConsentsSchema } from './offer-stage.js';

/**
 * The links a mail to a customer carries (decision 0033, addendum "tokens of their own"): a
 * returning customer's consents, `{front end}/application-frontend/{id}/consents?token=…`, and
 * unsubscribe, `{front end}/application-frontend/unsubscribe?email=…&token=…`. Each carries a
 * random token of its own purpose, which the lead API stores hashed; the front end takes it out of
 * the address bar as it starts and sends it in MAIL_LINK_TOKEN_HEADER, never in a call's address.
 * Without a valid one (or, for the consents, one of the lead's write secrets) the call answers
 * 401 `credential_required` and nothing personal.
 */
export const MailLinkTokenSchema = z.string().check(z.regex(MAIL_LINK_TOKEN_SHAPE));

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A consents link is read days or weeks after its mail was sent: thirty days covers a monthly
 * mail's life, and the next mail carries a fresh one. It reads the consents as often as it is
 * opened and changes them once; the change's answer carries the token for the next change.
 */
export const CUSTOMER_CONSENTS_TOKEN_LIFETIME_MS = 30 * DAY_MS;
/**
 * An unsubscribe link must keep working at least thirty days after its mail (CAN-SPAM; the GDPR
 * wants objecting as easy as agreeing): twice that, so a late reader is never refused. Used once.
 */
export const UNSUBSCRIBE_TOKEN_LIFETIME_MS = 60 * DAY_MS;

/**
 * The consents' answer: `linkToken` comes with a change made with a mail link's token (which the
 * change used up), for the next change from the same page.
 */
export const CustomerConsentsAnswerSchema = z.extend(CustomerConsentsSchema, {
  linkToken: z.optional(MailLinkTokenSchema),
});
export type CustomerConsentsAnswer = z.infer<typeof CustomerConsentsAnswerSchema>;

/** `{origin}/application-frontend/{id}/consents?token=…`: the front end's consents page. */
export function customerConsentsLinkUrl(origin: string, id: string, token: string): string {
  const query = `${MAIL_LINK_TOKEN_PARAM}=${encodeURIComponent(token)}`;
  return `${origin}${FRONT_END_BASE_PATH}/${encodeURIComponent(id)}/consents?${query}`;
}

/** `{origin}/application-frontend/unsubscribe?email=…&token=…`: the front end's unsubscribe page. */
export function unsubscribeLinkUrl(origin: string, email: string, token: string): string {
  const query = `email=${encodeURIComponent(email)}&${MAIL_LINK_TOKEN_PARAM}=${encodeURIComponent(token)}`;
  return `${origin}${FRONT_END_BASE_PATH}/unsubscribe?${query}`;
}
