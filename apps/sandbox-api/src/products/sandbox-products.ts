import {
  LookupCountrySchema,
  PolicyLocaleSchema,
  type LookupCountry,
  type PolicyLocale,
} from '@lf/contract';
import * as z from 'zod/mini';
import { Partners, type Partner } from '../partners/partner-catalogue.js';

/**
 * The products (brands) this sandbox knows, keyed by the product identifier the front end sends
 * with every lead request (the brand's id). A real lead API knows its products; the sandbox keeps
 * this one small copy of what it needs from `apps/web/src/brands/<id>/brand-config.ts` (name,
 * country, language, and `loan.amount`, `loan.period` and `loan.periodScale`, as they resolve from
 * defaults and country: the amount in the brand's currency), because the two apps never import
 * each other. `sandbox-products.test.ts` compares it with them.
 *
 * What the web app does not know is the lead API's own: the partners each brand passes its
 * applications to (issue 37), each of them lending in the brand's country, which
 * `parseSandboxProducts` checks when the sandbox starts.
 */
export interface SandboxProduct {
  readonly name: string;
  /** The brand's country (its brand-config.ts `countries`). */
  readonly country: LookupCountry;
  /**
   * The brand's own language (its country's default locale): its policy pages are written in it
   * (`GET /policies/{brand}/{document}`, policies/policy-page.ts).
   */
  readonly locale: PolicyLocale;
  readonly currency: string;
  readonly amount: LoanBounds;
  /** The term's bounds, in `periodScale` units. */
  readonly period: LoanBounds;
  readonly periodScale: 'days' | 'months';
  /**
   * The partners (catalogue slugs) who may contact an applicant, in the order a thank-you page
   * lists them; each lends in `country`.
   */
  readonly partners: readonly string[];
}

/** Inclusive bounds of a loan's amount or term. */
export interface LoanBounds {
  readonly min: number;
  readonly max: number;
}

/**
 * The web app's default term (`config/default-settings.ts`): every brand's today (`lei-rapid-ro`
 * sets the same bounds with another default).
 */
const DEFAULT_PERIOD = { period: { min: 61, max: 90 }, periodScale: 'days' } as const;

const BoundsSchema = z.strictObject({ min: z.number(), max: z.number() });

const SandboxProductSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  country: LookupCountrySchema,
  locale: PolicyLocaleSchema,
  currency: z.string().check(z.length(3)),
  amount: BoundsSchema,
  period: BoundsSchema,
  periodScale: z.enum(['days', 'months']),
  partners: z.array(z.string()),
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

export const SANDBOX_PRODUCTS: Readonly<Record<string, SandboxProduct>> = Object.freeze(
  parseSandboxProducts({
    'default-es': {
      name: 'Préstamo Claro',
      country: 'ES',
      locale: 'es',
      currency: 'EUR',
      amount: { min: 100, max: 1000 },
      ...DEFAULT_PERIOD,
      partners: ['cofidis', 'brisa-finanzas', 'credito-faro'],
    },
    'credisol-es': {
      name: 'CrediSol',
      country: 'ES',
      locale: 'es',
      currency: 'EUR',
      amount: { min: 100, max: 1000 },
      ...DEFAULT_PERIOD,
      partners: ['cofidis', 'credito-faro'],
    },
    'kredit-klar-de': {
      name: 'KreditKlar',
      country: 'DE',
      locale: 'de',
      currency: 'EUR',
      amount: { min: 100, max: 1000 },
      ...DEFAULT_PERIOD,
      partners: ['ahornkredit', 'elbwerk-finanz'],
    },
    'lei-rapid-ro': {
      name: 'Lei Rapid',
      country: 'RO',
      locale: 'ro',
      currency: 'RON',
      amount: { min: 100, max: 10_000 },
      ...DEFAULT_PERIOD,
      partners: ['provident', 'carpati-credit'],
    },
    'pozyczka-plus-pl': {
      name: 'Pożyczka Plus',
      country: 'PL',
      locale: 'pl',
      currency: 'PLN',
      amount: { min: 500, max: 5000 },
      ...DEFAULT_PERIOD,
      partners: ['provident', 'proficredit', 'bursztyn-pozyczki'],
    },
    'presta-ya-mx': {
      name: 'PrestaYa',
      country: 'MX',
      locale: 'mx',
      currency: 'MXN',
      amount: { min: 1000, max: 20_000 },
      ...DEFAULT_PERIOD,
      partners: ['financiera-nopal', 'maguey-credito'],
    },
    'credito-agil-co': {
      name: 'Crédito Ágil',
      country: 'CO',
      locale: 'co',
      currency: 'COP',
      amount: { min: 100_000, max: 2_000_000 },
      ...DEFAULT_PERIOD,
      partners: ['ceiba-finanzas', 'cafetal-credito'],
    },
    'vay-nhanh-vn': {
      name: 'Vay Nhanh',
      country: 'VN',
      locale: 'vn',
      currency: 'VND',
      amount: { min: 1_000_000, max: 20_000_000 },
      ...DEFAULT_PERIOD,
      partners: ['sen-vang-finance', 'tre-xanh-credit'],
    },
    'pesolend-ph': {
      name: 'PesoLend',
      country: 'PH',
      locale: 'ph',
      currency: 'PHP',
      amount: { min: 1000, max: 25_000 },
      ...DEFAULT_PERIOD,
      partners: ['narra-lending', 'sampaguita-credit'],
    },
  }),
);

/** The product a request names, if the sandbox knows it. */
export function sandboxProduct(product: string | undefined): SandboxProduct | undefined {
  return product !== undefined && Object.hasOwn(SANDBOX_PRODUCTS, product)
    ? SANDBOX_PRODUCTS[product]
    : undefined;
}
