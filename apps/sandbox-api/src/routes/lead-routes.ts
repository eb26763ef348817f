import {
  IDEMPOTENCY_HEADER,
  LeadCreateRequestSchema,
  LeadPaths,
  LeadUpdateRequestSchema,
  type LeadDataPatch,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.js';
import { fieldErrorsError, parseLeadBody } from '../http/parse-request.js';
import type { LeadService } from '../leads/lead-service.js';
import { scenarioFieldErrors } from '../scenarios/refusals.js';

const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header.join(',') : header;
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new ApiError(
      400,
      'invalid_body',
      `The ${IDEMPOTENCY_HEADER} header must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`,
      IDEMPOTENCY_HEADER,
    );
  }
  return key;
}

/**
 * A scenario may refuse the data (`+fielderror`): 422 `invalid_body` with the field errors, as
 * the real API answers data it does not accept, before anything is written.
 */
function refuseByScenario(patch: LeadDataPatch): void {
  const fieldErrors = scenarioFieldErrors(patch);
  if (fieldErrors.length > 0) throw fieldErrorsError(422, fieldErrors, '');
}

/** Create (POST) and update (PUT) a lead, on the current and the earlier path. */
export function registerLeadRoutes(app: FastifyInstance, leads: LeadService): void {
  for (const path of [LeadPaths.lead, LeadPaths.leadV2]) {
    app.post(path, async (request, reply) => {
      const body = parseLeadBody(LeadCreateRequestSchema, request.body);
      refuseByScenario(body);
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      const { answer } = await leads.create(body, key);
      request.leadId = answer.id;
      return reply.code(201).send(answer);
    });

    app.put(path, async (request, reply) => {
      const body = parseLeadBody(LeadUpdateRequestSchema, request.body);
      request.leadId = body.id;
      refuseByScenario(body);
      const answer = await leads.update(body);
      if (!answer) throw new ApiError(404, 'lead_not_found', 'No lead has this id.', 'id');
      return reply.code(200).send(answer);
    });
  }
}
