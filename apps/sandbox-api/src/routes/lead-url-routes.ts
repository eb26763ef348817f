import {
  LeadAnswerSchema,
  LeadUrlQuerySchema,
  LeadUrlTypeSchema,
  RESUME_TOKEN_HEADER,
  ResumeTokenSchema,
  type LeadUrlAnswer,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.js';
import { parseParam, parseParams } from '../http/parse-request.js';
import type { LeadService } from '../leads/lead-service.js';

/** The continue link on the current path and on the earlier form (spec section 7). */
export const LEAD_URL_ROUTES = ['/v3/lead/url/:id/:urlType', '/v2/lead/url/:id/:urlType'] as const;

/**
 * `GET /v3/lead/url/{id}/{urlType}?refTransactionId=...` and its `/v2` form: the lead and every
 * answer it holds, for an applicant who comes back through a link. With a valid one-time token in
 * RESUME_TOKEN_HEADER, the answer also carries a new write secret for this browser. Reads only; the
 * `refTransactionId` (and any other query parameter) is accepted and ignored. An unknown
 * `urlType` is `404 not_found`, an id that is not a UUID `400 invalid_body`, an unknown lead
 * `404 lead_not_found`, and one past its `expiresAt` `410 lead_expired`.
 */
export function registerLeadUrlRoutes(app: FastifyInstance, leads: LeadService): void {
  for (const path of LEAD_URL_ROUTES) {
    app.get<{ Params: { id: string; urlType: string }; Querystring: unknown }>(
      path,
      async (request): Promise<LeadUrlAnswer> => {
        if (!LeadUrlTypeSchema.safeParse(request.params.urlType).success) {
          throw new ApiError(404, 'not_found', 'No such kind of lead link.', 'urlType');
        }
        const id = parseParam(LeadAnswerSchema.shape.id, 'id', request.params.id);
        parseParams(LeadUrlQuerySchema, request.query);
        request.leadId = id;
        // A token that is not one is worth nothing: the link still reads, without a secret.
        const token = ResumeTokenSchema.safeParse(request.headers[RESUME_TOKEN_HEADER]);
        const link = await leads.continueLink(id, token.success ? token.data : undefined);
        if (!link) throw new ApiError(404, 'lead_not_found', 'No lead has this id.', 'id');
        if (link.expired) throw new ApiError(410, 'lead_expired', 'This lead has expired.', 'id');
        return link.answer;
      },
    );
  }
}
