import * as z from 'zod/mini';
import { storableText } from './storable-text.js';
import { LeadAnswerSchema } from './lead-api.js';
import { LeadDataSchema } from './lead-data.js';

/**
 * The returning-customer link (spec section 7: `GET /v3/lead/url/{id}/{urlType}{refTransactionId}`
 * "continue a lead", and `GET /v2/lead/url/{id}/{urlType}{queryString}` "continue link (earlier
 * form)"): an applicant who comes back through a link carrying the lead's id gets the lead and
 * every answer it holds, so the form opens where they left it with nothing to type again.
 */
export const LeadUrlTypes = ['continue'] as const;
export const LeadUrlTypeSchema = z.enum(LeadUrlTypes);
export type LeadUrlType = z.infer<typeof LeadUrlTypeSchema>;

/** `/v3/lead/url/{id}/{urlType}`, then `?refTransactionId=...` when one is given. */
export function leadUrlPath(id: string, urlType: LeadUrlType, refTransactionId?: string): string {
  const path = `/v3/lead/url/${encodeURIComponent(id)}/${encodeURIComponent(urlType)}`;
  return refTransactionId === undefined
    ? path
    : `${path}?refTransactionId=${encodeURIComponent(refTransactionId)}`;
}

/**
 * `/v2/lead/url/{id}/{urlType}{queryString}`: the earlier form, which passes the link's query on
 * as it came (`?refName=…&refTransactionId=…`, or nothing). A query must start with `?`.
 */
export function earlierLeadUrlPath(id: string, urlType: LeadUrlType, queryString = ''): string {
  const query = queryString === '' || queryString.startsWith('?') ? queryString : `?${queryString}`;
  return `/v2/lead/url/${encodeURIComponent(id)}/${encodeURIComponent(urlType)}${query}`;
}

/** The product's base path (spec section 1): where a returning link points in the front end. */
export const FRONT_END_BASE_PATH = '/application-frontend';

/** The front end's returning link, `/application-frontend/continue/{id}`, from its origin. */
export function returningLinkUrl(origin: string, id: string, query = ''): string {
  return `${origin}${FRONT_END_BASE_PATH}/continue/${encodeURIComponent(id)}${query}`;
}

/**
 * The link call reads the lead's answers only with a credential (decision 0033): the write secret
 * of a browser that already writes the lead (WRITE_SECRET_HEADER), or a one-time token the link
 * carries (`?resume=`), which the lead API minted for that link: on a partner's way back
 * (RESUME_TOKEN_LIFETIME_MS), or in a link sent to the applicant's e-mail or phone
 * (CONTINUE_TOKEN_LIFETIME_MS; a newer one revokes it). The front end sends the token in
 * RESUME_TOKEN_HEADER, never in the call's address, and the answer then carries a `writeSecret`
 * of this browser's own: the applicant goes on in whichever browser the link opened, and the
 * lead's other browsers keep theirs. Used once; it gives nothing after. Without a credential the
 * call answers 401 `credential_required` and nothing of the lead.
 */
export const RESUME_PARAM = 'resume';
export const RESUME_TOKEN_HEADER = 'lead-resume-token';
export const RESUME_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** Half a lead's day (spec section 9): a link sent late in it still ends with the lead. */
export const CONTINUE_TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;

/**
 * Where a returning link with no credential can send a fresh one: `GET {link}/contact` says
 * whether the application was decided and where a link can go, masked
 * (`l•••@example.com`, `••• ••• 678`), and `POST {link}/send { channel }` sends it there
 * (202, at most CONTINUE_LINKS_PER_HOUR a lead, then 429 `rate_limited`). `{link}` is the v3
 * link's path without its type: `/v3/lead/url/{id}`.
 */
export const LinkChannels = ['email', 'sms'] as const;
export const LinkChannelSchema = z.enum(LinkChannels);
export type LinkChannel = z.infer<typeof LinkChannelSchema>;
export const CONTINUE_LINKS_PER_HOUR = 3;

export const LinkContactSchema = z.object({ channel: LinkChannelSchema, to: z.string() });
export type LinkContact = z.infer<typeof LinkContactSchema>;

export const LeadContactAnswerSchema = z.object({
  /** The application was decided: the link shows its outcome once opened. */
  decided: z.boolean(),
  contacts: z.array(LinkContactSchema),
});
export type LeadContactAnswer = z.infer<typeof LeadContactAnswerSchema>;

export const SendLinkRequestSchema = z.object({ channel: LinkChannelSchema });
export type SendLinkRequest = z.infer<typeof SendLinkRequestSchema>;

export const leadContactPath = (id: string) => `/v3/lead/url/${encodeURIComponent(id)}/contact`;
export const sendLinkPath = (id: string) => `/v3/lead/url/${encodeURIComponent(id)}/send`;
export const ResumeTokenSchema = z.string().check(z.regex(/^[\w-]{16,200}$/));

/** The link's query: the affiliate transaction the applicant came back through, if any. */
export const LeadUrlQuerySchema = z.object({
  refTransactionId: z.optional(storableText(500)),
});
export type LeadUrlQuery = z.infer<typeof LeadUrlQuerySchema>;

/** The lead's answer and its stored data: every data point answered so far. */
export const LeadUrlAnswerSchema = z.extend(LeadAnswerSchema, { data: LeadDataSchema });
export type LeadUrlAnswer = z.infer<typeof LeadUrlAnswerSchema>;
