import {
  MobileChangeRequestSchema,
  MobileResendRequestSchema,
  MobileVerifyRequestSchema,
  OfferStagePaths,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { fieldErrorsError, parseParams, requireObjectBody } from '../http/parse-request.js';
import type { MobileService } from '../mobile/mobile-service.js';
import { englishMessages, toFieldErrors } from '../validation/field-errors.js';
import type { LeadWriteAccess } from '../leads/lead-write-access.js';

const StatusQuerySchema = z.object({ id: z.uuid() });

/** Where the end-to-end fixtures make a lead's code older (SANDBOX_TEST_ROUTES=1 only). */
export const TEST_MOBILE_CODE_PATH = '/test/mobile-code';
const BackdateRequestSchema = z.strictObject({
  id: z.uuid(),
  minutesAgo: z.number().check(z.minimum(0), z.maximum(24 * 60)),
});

/** A body off the contract: `invalid_body` naming the first field at fault, listing every one. */
function parseBody<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(requireObjectBody(value), { error: englishMessages });
  if (result.success) return result.data;
  throw fieldErrorsError(
    400,
    toFieldErrors(result.error.issues),
    'The body does not match the contract.',
  );
}

/**
 * Mobile verification (spec section 7): `GET /lead/mobile/verification?id=`, `POST
 * /v2/customer/mobile/verify`, `POST /v2/customer/mobile/resend-code`, `POST /v2/customer/mobile`;
 * with `testRoutes`, the fixture that backdates a code.
 */
export function registerMobileRoutes(
  app: FastifyInstance,
  mobile: MobileService,
  writeAccess: LeadWriteAccess,
  testRoutes = false,
): void {
  app.get(OfferStagePaths.mobileVerification, async (request) => {
    const { id } = parseParams(StatusQuerySchema, request.query);
    request.leadId = id;
    return mobile.status(id);
  });

  app.post(OfferStagePaths.mobileVerify, async (request) => {
    const { id, code } = parseBody(MobileVerifyRequestSchema, request.body);
    await writeAccess(request, id);
    return mobile.verify(id, code);
  });

  app.post(OfferStagePaths.mobileResendCode, async (request) => {
    const { id } = parseBody(MobileResendRequestSchema, request.body);
    await writeAccess(request, id);
    return mobile.resend(id);
  });

  app.post(OfferStagePaths.mobileChange, async (request) => {
    const { id, phoneNumber } = parseBody(MobileChangeRequestSchema, request.body);
    await writeAccess(request, id);
    return mobile.change(id, phoneNumber);
  });

  // `POST /test/mobile-code { id, minutesAgo }`: the code as if sent then, so an end-to-end test
  // meets an expired code (over 10) or may ask for a new one at once (over half a minute).
  if (testRoutes) {
    app.post(TEST_MOBILE_CODE_PATH, async (request) => {
      const { id, minutesAgo } = parseBody(BackdateRequestSchema, request.body);
      request.leadId = id;
      return mobile.backdate(id, minutesAgo);
    });
  }
}
