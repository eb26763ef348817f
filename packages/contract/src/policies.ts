import * as z from 'zod/mini';
import { IdentifierKeySchema, storableText } from './storable-text.js';
import { ProductSchema } from './lead-api.js';

/**
 * The brand's general policies the v3 initial-details step shows before an application (spec
 * section 7: "GET on the configured policies path"; section 3: `generalPolicies`, `policies`).
 * The front end asks `GET /policy?product=<brand id>&locale=<locale>`; accepting them records
 * `generalPolicies: true` and `policies: { [policy id]: accepted }` on the lead.
 */
export const POLICIES_PATH = '/policy';

/** The locales policy texts are written in; any other locale is answered in English. */
export const PolicyLocales = ['en', 'es', 'mx', 'co', 'pl', 'ro', 'vn', 'de', 'ph'] as const;
export const PolicyLocaleSchema = z.enum(PolicyLocales);
export type PolicyLocale = z.infer<typeof PolicyLocaleSchema>;
export const FALLBACK_POLICY_LOCALE: PolicyLocale = 'en';

/**
 * `/policy?product=credito-agil-co&locale=co`; the locale is left out when not given. A scope
 * (offer-stage.ts `PolicyScopes`) asks for the policies of an after-offer consent page instead of
 * the brand's general ones.
 */
export function policiesPath(product: string, locale?: string, scope?: string): string {
  const query = [
    ['product', product],
    ['locale', locale],
    ['scope', scope],
  ]
    .flatMap(([key, value]) => (value === undefined ? [] : [`${key}=${encodeURIComponent(value)}`]))
    .join('&');
  return `${POLICIES_PATH}?${query}`;
}

/**
 * A brand's documents the policies link to: its terms and conditions, and its data processing
 * (privacy) policy. The lead API serves each as a page (`GET /policies/<brand id>/<document>`)
 * where the brand has no site of its own for them, as in the sandbox.
 */
export const PolicyDocuments = ['terms', 'privacy'] as const;
export const PolicyDocumentSchema = z.enum(PolicyDocuments);
export type PolicyDocument = z.infer<typeof PolicyDocumentSchema>;
export const POLICY_PAGES_PATH = '/policies';

/** `/policies/default-es/terms`: a brand's document as a page of the lead API. */
export function policyPagePath(product: string, document: PolicyDocument): string {
  return `${POLICY_PAGES_PATH}/${encodeURIComponent(product)}/${document}`;
}

/** The query: the brand's id as the product identifier, and the locale wanted (any text). */
export const PoliciesQuerySchema = z.object({
  product: ProductSchema,
  locale: z.optional(storableText(35)),
  /** offer-stage.ts `PolicyScopes`; checked there, to keep this module free of that one. */
  scope: z.optional(z.enum(['offer', 'dynamic', 'advanzia', 'tfbank'])),
});
export type PoliciesQuery = z.infer<typeof PoliciesQuerySchema>;

/** A policy's id: the key of its answer in the lead's `policies` record (`generalTerms`). */
export const PolicyIdSchema = IdentifierKeySchema;
export type PolicyId = z.infer<typeof PolicyIdSchema>;

export const PolicySchema = z.object({
  id: PolicyIdSchema,
  /** Short heading, in the answer's locale. */
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  /** One or two sentences saying what the applicant agrees to, in the answer's locale. */
  text: z.string().check(z.minLength(1), z.maxLength(2000)),
  /**
   * The full document: on the brand's site, or a page of the lead API (`policyPagePath`). Any
   * http(s) host: the sandbox's pages are on 127.0.0.1 in tests (z.httpUrl refuses it).
   */
  url: z.url({ protocol: /^https?$/ }),
  /** A required policy must be accepted to go on; an optional one may be left unticked. */
  required: z.boolean(),
});
export type Policy = z.infer<typeof PolicySchema>;

export const PoliciesAnswerSchema = z.object({
  product: ProductSchema,
  /** The locale the texts are in: the one asked for, or English when it has none. */
  locale: PolicyLocaleSchema,
  policies: z.array(PolicySchema).check(
    z.minLength(1),
    z.refine((list) => new Set(list.map((policy) => policy.id)).size === list.length, {
      error: 'Policy ids must be unique',
    }),
  ),
});
export type PoliciesAnswer = z.infer<typeof PoliciesAnswerSchema>;
