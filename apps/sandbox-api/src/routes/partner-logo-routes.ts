import { OfferStagePaths, type PartnerLogosAnswer } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { ownOrigin } from '../http/own-origin.js';
import { parseParams } from '../http/parse-request.js';
import { requireLiveLead } from '../leads/lead-repository.js';
import type { LeadWriteAccess } from '../leads/lead-write-access.js';
import { declinedOfferStates } from '../offers/offer-decisions.js';
import { findPartner, partnerLogoSvg, partnerWordmark } from '../partners/partner-logos.js';
import { partnersWhoMayCall } from '../partners/partners-who-may-call.js';

const LogosQuerySchema = z.object({ id: z.uuid() });

const LogoParamsSchema = z.object({
  file: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,40}\.svg$/)),
});

/**
 * `GET /partner/logos?id=` (spec section 7): the partners who may contact the applicant of that
 * lead, each with its wordmark at `GET /partner/logos/{slug}.svg`, served here (no third-party
 * host). Which partners is the lead's (its brand's, of the brand's country, less any whose offer
 * it declined), so the list is read with the lead's write secret, as its other reads are. The
 * logos may be shown by a page of another origin (`cross-origin-resource-policy: cross-origin`)
 * but cannot run anything (`content-security-policy: default-src 'none'`).
 */
export function registerPartnerLogoRoutes(
  app: FastifyInstance,
  db: Database,
  writeAccess: LeadWriteAccess,
  now: () => Date = () => new Date(),
): void {
  app.get(OfferStagePaths.partnerLogos, async (request): Promise<PartnerLogosAnswer> => {
    const { id } = parseParams(LogosQuerySchema, request.query);
    await writeAccess(request, id);
    const lead = await requireLiveLead(db, id, now());
    const declined = await declinedOfferStates(db, id);
    const origin = ownOrigin(request);
    return {
      logos: partnersWhoMayCall({ product: lead.product, declined }).map((partner) => {
        const { width, height } = partnerWordmark(partner);
        return {
          name: partner.name,
          logoUrl: `${origin}${OfferStagePaths.partnerLogos}/${partner.slug}.svg`,
          width,
          height,
        };
      }),
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
