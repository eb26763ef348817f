import { OfferStagePaths, type PartnerLogosAnswer } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { ApiError } from '../http/api-error.js';
import { ownOrigin } from '../http/own-origin.js';
import { parseParams } from '../http/parse-request.js';
import { Partners, findPartner, partnerLogoSvg } from '../partners/partner-logos.js';

const LogoParamsSchema = z.object({
  file: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,40}\.svg$/)),
});

/**
 * `GET /partner/logos` (spec section 7): the partners who may contact an applicant, each with a
 * logo at `GET /partner/logos/{slug}.svg`, served here (no third-party host). The logos may be
 * shown by a page of another origin (`cross-origin-resource-policy: cross-origin`) but cannot run
 * anything (`content-security-policy: default-src 'none'`).
 */
export function registerPartnerLogoRoutes(app: FastifyInstance): void {
  app.get(OfferStagePaths.partnerLogos, async (request): Promise<PartnerLogosAnswer> => {
    const origin = ownOrigin(request);
    return {
      logos: Partners.map((partner) => ({
        name: partner.name,
        logoUrl: `${origin}${OfferStagePaths.partnerLogos}/${partner.slug}.svg`,
      })),
    };
  });

  app.get<{ Params: unknown }>(`${OfferStagePaths.partnerLogos}/:file`, async (request, reply) => {
    const { file } = parseParams(LogoParamsSchema, request.params);
    const partner = findPartner(file.slice(0, -'.svg'.length));
    if (!partner) throw new ApiError(404, 'not_found', 'No partner has this logo.', 'file');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(partnerLogoSvg(partner));
  });
}
