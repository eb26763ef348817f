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
 * A returning link may carry a one-time resume token (`?resume=`), which the lead API minted for
 * that link (the sandbox: on a partner's way back). The front end sends it to the link call in
 * RESUME_TOKEN_HEADER, never in the call's address, and the answer then carries a new
 * `writeSecret` for this browser: the applicant goes on in whichever browser the link opened.
 * Used once, for at most RESUME_TOKEN_LIFETIME_MS; it gives nothing after.
 */
export const RESUME_PARAM = 'resume';
export const RESUME_TOKEN_HEADER = 'lead-resume-token';
export const RESUME_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const ResumeTokenSchema = z.string().check(z.regex(/^[\w-]{16,200}$/));

/** The link's query: the affiliate transaction the applicant came back through, if any. */
export const LeadUrlQuerySchema = z.object({
  refTransactionId: z.optional(storableText(500)),
});
export type LeadUrlQuery = z.infer<typeof LeadUrlQuerySchema>;

/** The lead's answer and its stored data: every data point answered so far. */
export const LeadUrlAnswerSchema = z.extend(LeadAnswerSchema, { data: LeadDataSchema });
export type LeadUrlAnswer = z.infer<typeof LeadUrlAnswerSchema>;
