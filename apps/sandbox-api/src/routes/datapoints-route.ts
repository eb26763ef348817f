import {
  DATAPOINTS_PATH,
  DataPointsRequestSchema,
  isLeadPath,
  type DataPointsAnswer,
  type FieldError,
  WRITE_SECRET_HEADER,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { fieldErrorsError, parseParams, requireObjectBody } from '../http/parse-request.js';
import { findLead, leadExpired } from '../leads/lead-repository.js';
import { leadSecretCheck, presentedSecret } from '../leads/lead-write-access.js';
import { checkDataPoints } from '../leads/missing-data-points.js';

/** Every path the contract does not have, by its place in `dataPoints`. */
function unknownPaths(paths: readonly string[]): FieldError[] {
  return paths.flatMap((path, index) =>
    isLeadPath(path)
      ? []
      : [
          {
            fieldName: `dataPoints.${index}`,
            message: 'Not a data point of the lead',
            code: 'unknown_field' as const,
          },
        ],
  );
}

/**
 * `POST /v3/test/datapoints { id, dataPoints, product? }` (spec section 7, issue 10): which of
 * the data points asked the lead still lacks. Reads only. A path the contract does not have is
 * `422 invalid_body` naming it (`dataPoints.2`); an unknown lead is `404 lead_not_found`, one
 * whose personal data was deleted `410 lead_expired`. What a lead lacks tells of what it holds, so
 * the answer needs one of the lead's write secrets in WRITE_SECRET_HEADER, as a write does (the
 * browser that made the lead, or one a returning link's token opened it in): anything else is
 * `401 credential_required`, with nothing of the lead.
 */
export function registerDataPointsRoute(app: FastifyInstance, db: Database): void {
  app.post(DATAPOINTS_PATH, async (request): Promise<DataPointsAnswer> => {
    const body = parseParams(DataPointsRequestSchema, requireObjectBody(request.body));
    request.leadId = body.id;
    const fieldErrors = unknownPaths(body.dataPoints);
    if (fieldErrors.length > 0) throw fieldErrorsError(422, fieldErrors, '');
    const lead = await findLead(db, body.id);
    if (!lead) throw new ApiError(404, 'lead_not_found', 'No lead has this id.', 'id');
    // Its data deleted, the lead lacks everything: told as expired instead (issue 36).
    if (lead.erasedAt !== null) throw leadExpired();
    if ((await leadSecretCheck(db, lead.id, presentedSecret(request))) === 'refused') {
      throw new ApiError(
        401,
        'credential_required',
        `Asking what a lead lacks needs its write secret in the ${WRITE_SECRET_HEADER} header.`,
      );
    }
    return { id: lead.id, ...checkDataPoints(lead.data, body.dataPoints.filter(isLeadPath)) };
  });
}
