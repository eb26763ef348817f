import {
  LeadAnswerSchema,
  LeadUrlQuerySchema,
  LeadUrlTypeSchema,
  RESUME_TOKEN_HEADER,
  ResumeTokenSchema,
  WRITE_SECRET_HEADER,
  type LeadUrlAnswer,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.js';
import { parseParam, parseParams } from '../http/parse-request.js';
import type { LeadService } from '../leads/lead-service.js';
import { presentedSecret } from '../leads/lead-write-access.js';

/** The continue link on the current path and on the earlier form (spec section 7). */
export const LEAD_URL_ROUTES = ['/v3/lead/url/:id/:urlType', '/v2/lead/url/:id/:urlType'] as const;

/**
 * `GET /v3/lead/url/{id}/{urlType}?refTransactionId=...` and its `/v2` form: the lead and every
 * answer it holds, for an applicant who comes back through a link, with a credential (decision
 * 0033): one of the lead's write secrets in WRITE_SECRET_HEADER, or a valid one-time token in
 * RESUME_TOKEN_HEADER, which also gives this browser a write secret of its own, in the answer.
 * Without either, `401 credential_required` and nothing of the lead. Reads only; the
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
        // A token that is not one is worth nothing, as a wrong one.
        const token = ResumeTokenSchema.safeParse(request.headers[RESUME_TOKEN_HEADER]);
        const writeSecret = presentedSecret(request);
        const link = await leads.continueLink(id, {
          ...(token.success ? { resumeToken: token.data } : {}),
          ...(writeSecret === undefined ? {} : { writeSecret }),
        });
        if (!link) throw new ApiError(404, 'lead_not_found', 'No lead has this id.', 'id');
        if (link.kind === 'expired') {
          throw new ApiError(410, 'lead_expired', 'This lead has expired.', 'id');
        }
        if (link.kind === 'locked') {
          throw new ApiError(
            401,
            'credential_required',
            `Reading this lead needs its write secret in ${WRITE_SECRET_HEADER} or a link's token in ${RESUME_TOKEN_HEADER}.`,
          );
        }
        return link.answer;
      },
    );
  }
}
