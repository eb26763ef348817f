import { POLICIES_PATH, PoliciesQuerySchema, type PoliciesAnswer } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.js';
import { ownOrigin } from '../http/own-origin.js';
import { parseParams } from '../http/parse-request.js';
import { brandPolicies, resolvePolicyLocale } from '../policies/brand-policies.js';

/**
 * `GET /policy?product=<brand id>&locale=<locale>` (spec section 7: "GET on the configured
 * policies path"): the brand's general policies, in the locale asked for or in English; with
 * `&scope=offer|dynamic|advanzia|tfbank`, those of that after-offer consent page. Read
 * only, no database. A missing product is `400 missing_product`, an unknown one `404 not_found`.
 */
export function registerPolicyRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: unknown }>(POLICIES_PATH, async (request): Promise<PoliciesAnswer> => {
    const query = request.query;
    const product =
      typeof query === 'object' && query !== null && 'product' in query ? query.product : '';
    if (product === undefined || product === '') {
      throw new ApiError(400, 'missing_product', 'The product identifier is required.', 'product');
    }
    const parsed = parseParams(PoliciesQuerySchema, query);
    const locale = resolvePolicyLocale(parsed.locale);
    const policies = brandPolicies(parsed.product, locale, ownOrigin(request), parsed.scope);
    if (!policies) {
      throw new ApiError(404, 'not_found', 'No policies for this product.', 'product');
    }
    return { product: parsed.product, locale, policies };
  });
}
