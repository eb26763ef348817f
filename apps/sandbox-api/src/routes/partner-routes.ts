import {
  LeadAnswerSchema,
  LeadIdRequestSchema,
  OfferStagePaths,
  RedirectQuerySchema,
  type PartnerPageAnswer,
} from '@lf/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import {
  fieldErrorsError,
  parseParam,
  parseParams,
  requireObjectBody,
} from '../http/parse-request.js';
import type { PartnerLink } from '../partners/partner-link-repository.js';
import { createPartnerService, PARTNER_PAGE_PATH } from '../partners/partner-service.js';
import { partnerStandInPage, standInPolicy } from '../partners/partner-stand-in-page.js';
import { partnerReturnUrl, returnOrigin } from '../partners/return-address.js';
import { englishMessages, toFieldErrors } from '../validation/field-errors.js';
import type { LeadWriteAccess } from '../leads/lead-write-access.js';
import { mintResumeToken } from '../leads/resume-tokens.js';

/** A host as a browser sends it (`127.0.0.1:4174`, `api.example.test`): nothing else is echoed. */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** The address the sandbox is reached at, for the link to its own stand-in page. */
function ownOrigin(request: FastifyRequest): string {
  const host = HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}

function parseBody<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(requireObjectBody(value), { error: englishMessages });
  if (result.success) return result.data;
  throw fieldErrorsError(
    400,
    toFieldErrors(result.error.issues),
    'The body does not match the contract.',
  );
}

const LinkParamsSchema = z.object({ linkId: z.uuid() });

/** The stand-in page, or what it says once the link has ended. */
function sendPage(reply: FastifyReply, link: PartnerLink, statusCode = 200): FastifyReply {
  const view = link.finished ? 'finished' : link.cancelled ? 'cancelled' : 'open';
  return reply
    .code(statusCode)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', standInPolicy(link.returnOrigin ?? undefined))
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(partnerStandInPage(link.purpose, link.linkId, view));
}

/**
 * The partners' pages (spec section 7, README "Partners' pages"): `GET /lead/{id}/redirect
 * ?purpose=` for the bank links (Instantor, Tink) and `POST /lead/sale { id }` for Paylands' card
 * check answer the page to send the applicant to; the sandbox's stand-in for it is
 * `GET /partners/{linkId}`, whose Approve and Cancel (`POST /partners/{linkId}/approve|cancel`)
 * record how it ended and send the applicant back to the front end's returning link.
 */
export function registerPartnerRoutes(
  app: FastifyInstance,
  db: Database,
  corsOrigins: readonly string[],
  writeAccess: LeadWriteAccess,
  now: () => Date = () => new Date(),
): void {
  const partners = createPartnerService(db, now);
  const origins = (request: FastifyRequest) => ({
    ownOrigin: ownOrigin(request),
    returnOrigin: returnOrigin(request.headers.origin, corsOrigins),
  });

  app.get<{ Params: { id: string }; Querystring: unknown }>(
    '/lead/:id/redirect',
    async (request): Promise<PartnerPageAnswer> => {
      const id = parseParam(LeadAnswerSchema.shape.id, 'id', request.params.id);
      const { purpose } = parseParams(RedirectQuerySchema, request.query);
      await writeAccess(request, id);
      return partners.open(id, purpose, origins(request));
    },
  );

  app.post(OfferStagePaths.sale, async (request): Promise<PartnerPageAnswer> => {
    const { id } = parseBody(LeadIdRequestSchema, request.body);
    await writeAccess(request, id);
    return partners.open(id, 'moneyman-paylands', origins(request));
  });

  // The stand-in's own forms post an empty urlencoded body: read here, and only here.
  void app.register(async (standIn) => {
    standIn.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );

    standIn.get<{ Params: unknown }>(`${PARTNER_PAGE_PATH}/:linkId`, async (request, reply) => {
      const { linkId } = parseParams(LinkParamsSchema, request.params);
      const link = await partners.link(linkId);
      if (!link) throw new ApiError(404, 'not_found', 'No partner page has this id.', 'linkId');
      request.leadId = link.leadId;
      return sendPage(reply, link);
    });

    for (const [verb, ended] of [
      ['approve', 'finished'],
      ['cancel', 'cancelled'],
    ] as const) {
      standIn.post<{ Params: unknown }>(
        `${PARTNER_PAGE_PATH}/:linkId/${verb}`,
        async (request, reply) => {
          const { linkId } = parseParams(LinkParamsSchema, request.params);
          const link = await partners.end(linkId, ended);
          if (!link) throw new ApiError(404, 'not_found', 'No partner page has this id.', 'linkId');
          request.leadId = link.leadId;
          // Without a configured front end, the page says it is over instead.
          if (!link.returnOrigin) return sendPage(reply, link);
          const resumeToken = await mintResumeToken(db, link.leadId, now());
          return reply
            .code(303)
            .header('cache-control', 'no-store')
            .header('referrer-policy', 'no-referrer')
            .redirect(partnerReturnUrl(link.returnOrigin, link.leadId, ended, resumeToken), 303);
        },
      );
    }
  });
}
