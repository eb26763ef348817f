import {
  IDEMPOTENCY_HEADER,
  LeadCreateRequestSchema,
  LeadPaths,
  LeadUpdateRequestSchema,
  ProposedWriteSecretSchema,
  WRITE_SECRET_HEADER,
  type FieldError,
  type LeadCreateRequest,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.js';
import { fieldErrorsError, parseLeadBody } from '../http/parse-request.js';
import { IncompleteSubmission } from '../leads/incomplete-submission.js';
import type { LeadService } from '../leads/lead-service.js';
import type { LeadWriteAccess } from '../leads/lead-write-access.js';
import { captchaFieldErrors } from '../recaptcha/captcha-check.js';
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
 * The write secret a create proposes (WRITE_SECRET_HEADER), or none (a client from before
 * proposals). One that is not 256 random bits in base64url, or the header sent twice, is refused:
 * 400 `invalid_body`, its value never quoted.
 */
function readProposedSecret(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header === 'string' && ProposedWriteSecretSchema.safeParse(header).success) {
    return header;
  }
  throw new ApiError(
    400,
    'invalid_body',
    `The ${WRITE_SECRET_HEADER} header of a create must be 256 random bits in base64url (43 characters).`,
    WRITE_SECRET_HEADER,
  );
}

/**
 * A scenario may refuse the data (`+fielderror`), and the captcha check the token: 422
 * `invalid_body` with every field error, as the real API answers data it does not accept, before
 * anything is written.
 */
function refuseByScenario(request: LeadCreateRequest, captchaVerifiedBefore = false): void {
  const fieldErrors = [
    ...scenarioFieldErrors(request),
    ...captchaFieldErrors(request, captchaVerifiedBefore),
  ];
  if (fieldErrors.length > 0) throw fieldErrorsError(422, fieldErrors, '');
}

export const MISSING_DATA_POINT_MESSAGE = 'Answer this question.';

/** The v3 form's submission while the lead lacks data points: 422, one error per data point. */
async function refusingIncompleteSubmission<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (!(error instanceof IncompleteSubmission)) throw error;
    const fieldErrors = error.missing.map((path): FieldError => ({
      fieldName: path,
      code: 'required',
      message: MISSING_DATA_POINT_MESSAGE,
    }));
    throw fieldErrorsError(422, fieldErrors, error.message);
  }
}

/** Create (POST) and update (PUT) a lead, on the current and the earlier path. */
export function registerLeadRoutes(
  app: FastifyInstance,
  leads: LeadService,
  writeAccess: LeadWriteAccess,
): void {
  for (const path of [LeadPaths.lead, LeadPaths.leadV2]) {
    app.post(path, async (request, reply) => {
      const body = parseLeadBody(LeadCreateRequestSchema, request.body);
      refuseByScenario(body);
      const idempotencyKey = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      const writeSecret = readProposedSecret(request.headers[WRITE_SECRET_HEADER]);
      const { answer } = await refusingIncompleteSubmission(
        leads.create(body, { idempotencyKey, writeSecret }),
      );
      request.leadId = answer.id;
      return reply.code(201).send(answer);
    });

    app.put(path, async (request, reply) => {
      const body = parseLeadBody(LeadUpdateRequestSchema, request.body);
      await writeAccess(request, body.id);
      // A token is verified once: the lead keeps the one it verified (only accepted ones are
      // written), and a later page sends none. Checked on the lead the update reads and locks.
      const answer = await refusingIncompleteSubmission(
        leads.update(body, {
          refuse: (held) => refuseByScenario(body, typeof held.googleCaptchaToken === 'string'),
        }),
      );
      if (!answer) throw new ApiError(404, 'lead_not_found', 'No lead has this id.', 'id');
      return reply.code(200).send(answer);
    });
  }
}
