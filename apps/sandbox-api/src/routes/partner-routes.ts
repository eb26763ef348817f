import {
  LeadAnswerSchema,
  LeadIdRequestSchema,
  OfferStagePaths,
  RedirectQuerySchema,
  ResumeTokenSchema,
  type PartnerPageAnswer,
} from '@lf/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { ownOrigin } from '../http/own-origin.js';
import {
  fieldErrorsError,
  parseParam,
  parseParams,
  requireObjectBody,
} from '../http/parse-request.js';
import type { PartnerLink } from '../partners/partner-link-repository.js';
import { createPartnerService, PARTNER_PAGE_PATH } from '../partners/partner-service.js';
import {
  partnerStandInPage,
  standInPolicy,
  type PartnerLinkView,
} from '../partners/partner-stand-in-page.js';
import { partnerReturnUrl, returnOrigin } from '../partners/return-address.js';
import { englishMessages, toFieldErrors } from '../validation/field-errors.js';
import type { LeadWriteAccess } from '../leads/lead-write-access.js';

function parseBody<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(requireObjectBody(value), { error: englishMessages });
  if (result.success) return result.data;
  throw fieldErrorsError(
    400,
    toFieldErrors(result.error.issues),
    'The body does not match the contract.',
  );
}

/** The link's secret, the last part of its address: nothing else is looked up. */
const LinkParamsSchema = z.object({ linkSecret: ResumeTokenSchema });

/** The stand-in page, or what it says once the link has ended or expired. */
function sendPage(
  reply: FastifyReply,
  link: PartnerLink,
  secret: string,
  view: PartnerLinkView,
  statusCode = 200,
): FastifyReply {
  return reply
    .code(statusCode)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', standInPolicy(link.returnOrigin ?? undefined))
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(partnerStandInPage(link.purpose, secret, view));
}

const endedView = (link: PartnerLink): PartnerLinkView =>
  link.finished ? 'finished' : link.cancelled ? 'cancelled' : 'open';

/** A browser's form post (it asks for a page) is answered a page; any other caller, JSON. */
const wantsPage = (request: FastifyRequest): boolean =>
  /\btext\/html\b/.test(request.headers.accept ?? '');

const noSuchPage = () => new ApiError(404, 'not_found', 'No partner page has this address.');

/**
 * The partners' pages (spec section 7, README "Partners' pages"): `GET /lead/{id}/redirect
 * ?purpose=` for the bank links (Instantor, Tink) and `POST /lead/sale { id }` for Paylands' card
 * check answer the page to send the applicant to; the sandbox's stand-in for it is
 * `GET /partners/{secret}`, whose Approve and Cancel (`POST /partners/{secret}/approve|cancel`)
 * record how it ended and send the applicant back to the front end's returning link. A link is
 * used once and lives PARTNER_LINK_LIFETIME_MS: pressed again 409 `partner_link_ended`, too late
 * 410 `partner_link_expired` (a browser's form post gets the page saying so, with that status).
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

    standIn.get<{ Params: unknown }>(`${PARTNER_PAGE_PATH}/:linkSecret`, async (request, reply) => {
      const { linkSecret } = parseParams(LinkParamsSchema, request.params);
      const link = await partners.link(linkSecret);
      if (!link) throw noSuchPage();
      request.leadId = link.leadId;
      return partners.expired(link)
        ? sendPage(reply, link, linkSecret, 'expired', 410)
        : sendPage(reply, link, linkSecret, endedView(link));
    });

    for (const [verb, ended] of [
      ['approve', 'finished'],
      ['cancel', 'cancelled'],
    ] as const) {
      standIn.post<{ Params: unknown }>(
        `${PARTNER_PAGE_PATH}/:linkSecret/${verb}`,
        async (request, reply) => {
          const { linkSecret } = parseParams(LinkParamsSchema, request.params);
          const outcome = await partners.end(linkSecret, ended);
          if (!outcome) throw noSuchPage();
          const { link } = outcome;
          request.leadId = link.leadId;
          if (!outcome.ended) {
            // Used once: a second press, a replay or an old page moves nothing and mints nothing.
            const [status, code, message] =
              outcome.because === 'ended'
                ? ([409, 'partner_link_ended', 'This partner page has ended already.'] as const)
                : ([410, 'partner_link_expired', 'This partner page has expired.'] as const);
            if (wantsPage(request)) {
              const view = outcome.because === 'ended' ? endedView(link) : 'expired';
              return sendPage(reply, link, linkSecret, view, status);
            }
            throw new ApiError(status, code, message);
          }
          // Without a configured front end, the page says it is over instead.
          if (!link.returnOrigin || outcome.resumeToken === undefined) {
            return sendPage(reply, link, linkSecret, endedView(link));
          }
          return reply
            .code(303)
            .header('cache-control', 'no-store')
            .header('referrer-policy', 'no-referrer')
            .redirect(
              partnerReturnUrl(link.returnOrigin, link.leadId, ended, outcome.resumeToken),
              303,
            );
        },
      );
    }
  });
}
