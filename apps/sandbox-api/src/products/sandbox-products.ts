import {
  DebtAmountLimitsSchema,
  FormatRuleNames,
  LookupCountrySchema,
  PolicyLocaleSchema,
  type BrandProduct,
} from '@lf/contract';
import { loadBrandProducts } from '@lf/contract/brand-products';
import * as z from 'zod/mini';
import { Partners, type Partner } from '../partners/partner-catalogue.js';

/**
 * The products (brands) this sandbox knows, keyed by the product identifier the front end sends
 * with every lead request (the brand's id). A real lead API knows its products; the sandbox reads
 * them from the brand folders themselves (`apps/web/src/brands/<id>/`, through the contract's
 * `loadBrandProducts`: name, country, language, currency, the loan's bounds and the brand's links,
 * as they resolve from defaults, country and brand), so adding a brand is its folder alone
 * (decision 0038). The two apps still never import each other: the folders are data read here.
 *
 * What the web app does not know is the lead API's own: the partners each brand passes its
 * applications to (issue 37), each lending in the brand's country (`SANDBOX_PARTNERS`; a brand it
 * does not list gets every partner of the catalogue who lends in its country), which
 * `parseSandboxProducts` checks when the sandbox starts.
 */
export interface SandboxProduct extends Omit<BrandProduct, 'id'> {
  /**
   * The partners (catalogue slugs) who may contact an applicant, in the order a thank-you page
   * lists them; each lends in `country`.
   */
  readonly partners: readonly string[];
}

/** Inclusive bounds of a loan's amount or term. */
export type { LoanBounds } from '@lf/contract';

const BoundsSchema = z.strictObject({ min: z.number(), max: z.number() });

const SandboxProductSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  country: LookupCountrySchema,
  locale: PolicyLocaleSchema,
  currency: z.string().check(z.length(3)),
  amount: BoundsSchema,
  period: BoundsSchema,
  periodScale: z.enum(['days', 'months']),
  links: z.strictObject({ home: z.string(), terms: z.string(), privacy: z.string() }),
  partners: z.array(z.string()),
  formats: z.record(z.enum(FormatRuleNames), z.string()),
  phonePrefix: z.string(),
  monthlyAmountLimits: z.strictObject({ income: z.number(), expenses: z.number() }),
  debtAmountLimits: DebtAmountLimitsSchema,
});

/** The products, each of whose partners is in `partners` and lends in the product's country. */
function sandboxProductsSchema(partners: readonly Partner[]) {
  return z.record(z.string(), SandboxProductSchema).check(
    z.superRefine((products, context) => {
      for (const [id, product] of Object.entries(products)) {
        product.partners.forEach((slug, index) => {
          const partner = partners.find((candidate) => candidate.slug === slug);
          const message = !partner
            ? `No partner "${slug}"`
            : partner.countries.includes(product.country)
              ? undefined
              : `${partner.name} does not lend in ${product.country}`;
          if (message) {
            context.addIssue({
              code: 'custom',
              message,
              path: [id, 'partners', index],
              input: slug,
            });
          }
        });
      }
    }),
  );
}

/** A product list that does not hold: every problem, one a line. */
export class SandboxProductsError extends Error {
  override name = 'SandboxProductsError';
}

/**
 * The products checked: fails with every problem (a brand listing a partner of another country,
 * or one the catalogue does not have), not the first.
 */
export function parseSandboxProducts(
  products: unknown,
  partners: readonly Partner[] = Partners,
): Record<string, SandboxProduct> {
  const result = sandboxProductsSchema(partners).safeParse(products);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new SandboxProductsError(`The sandbox's products do not hold:\n${lines.join('\n')}`);
}

/** The web app's source folder, whose brand folders are the products. */
export const WEB_SOURCE = new URL('../../../web/src/', import.meta.url);

/**
 * The partners of each brand, in the order its thank-you page lists them: the lead API's own
 * choice. A brand not listed gets every partner lending in its country, in the catalogue's order.
 */
export const SANDBOX_PARTNERS: Readonly<Record<string, readonly string[]>> = {
  'default-es': ['cofidis', 'brisa-finanzas', 'credito-faro'],
  'credisol-es': ['cofidis', 'credito-faro'],
  'kredit-klar-de': ['ahornkredit', 'elbwerk-finanz'],
  'lei-rapid-ro': ['provident', 'carpati-credit'],
  'pozyczka-plus-pl': ['provident', 'proficredit', 'bursztyn-pozyczki'],
  'presta-ya-mx': ['financiera-nopal', 'maguey-credito'],
  'credito-agil-co': ['ceiba-finanzas', 'cafetal-credito'],
  'vay-nhanh-vn': ['sen-vang-finance', 'tre-xanh-credit'],
  'pesolend-ph': ['narra-lending', 'sampaguita-credit'],
};

/** The brands' products with the partners each passes its applications to. */
export function withPartners(
  products: Readonly<Record<string, BrandProduct>>,
  partners: Readonly<Record<string, readonly string[]>> = SANDBOX_PARTNERS,
  catalogue: readonly Partner[] = Partners,
): Record<string, Omit<SandboxProduct, 'partners'> & { partners: readonly string[] }> {
  return Object.fromEntries(
    Object.values(products).map(({ id, ...product }) => [
      id,
      {
        ...product,
        partners: Object.hasOwn(partners, id)
          ? (partners[id] ?? [])
          : catalogue
              .filter((partner) => partner.countries.includes(product.country))
              .map((partner) => partner.slug),
      },
    ]),
  );
}

export const SANDBOX_PRODUCTS: Readonly<Record<string, SandboxProduct>> = Object.freeze(
  parseSandboxProducts(withPartners(await loadBrandProducts(WEB_SOURCE))),
);

/** The product a request names, if the sandbox knows it. */
export function sandboxProduct(product: string | undefined): SandboxProduct | undefined {
  return product !== undefined && Object.hasOwn(SANDBOX_PRODUCTS, product)
    ? SANDBOX_PRODUCTS[product]
    : undefined;
}
