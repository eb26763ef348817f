import { POLICY_PAGES_PATH, PolicyDocumentSchema } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.js';
import { POLICY_PAGE_CSP, policyPage } from '../policies/policy-page.js';
import { sandboxProduct } from '../products/sandbox-products.js';

/**
 * `GET /policies/{brand}/{document}` (README, "Policy pages"): a brand's terms (`terms`) or data
 * processing policy (`privacy`) as a page, in the brand's language, which the brand's links in
 * the front end and its policies' links (`GET /policy`) open. Public and unchanging: cached an
 * hour. An unknown brand or document is `404 not_found`.
 */
export function registerPolicyPageRoutes(app: FastifyInstance): void {
  app.get<{ Params: { product: string; document: string } }>(
    `${POLICY_PAGES_PATH}/:product/:document`,
    async (request, reply) => {
      const brand = sandboxProduct(request.params.product);
      const document = PolicyDocumentSchema.safeParse(request.params.document);
      if (!brand || !document.success) {
        throw new ApiError(404, 'not_found', 'No policy page has this address.');
      }
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', POLICY_PAGE_CSP)
        .header('cache-control', 'public, max-age=3600')
        .header('referrer-policy', 'no-referrer')
        .send(policyPage(brand, document.data));
    },
  );
}
