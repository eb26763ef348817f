import * as z from 'zod/mini';
import { DefaultFormats, type Formats } from './data-point-formats.js';
import type { DebtAmountLimits } from './field-checks/rule-checks.js';
import { FormatRuleNames } from './field-rule-names.js';
import { LookupCountrySchema, type LookupCountry } from './lookups.js';
import { PolicyLocaleSchema, type PolicyLocale } from './policies.js';

/**
 * A brand as the lead API knows it, its product (decision 0038): read from the brand's own folder
 * (`apps/web/src/brands/<id>/brand-config.ts`, over its home country's folder and these defaults),
 * never copied by hand. The web app resolves the same layers into its brand configuration; a test
 * of the web app checks each brand's product against it.
 */
export interface LoanBounds {
  readonly min: number;
  readonly max: number;
}

export interface BrandProduct {
  readonly id: string;
  readonly name: string;
  /** The brand's home country (the first of its brand-config.ts `countries`). */
  readonly country: LookupCountry;
  /** Its own language (its default locale): the lead API writes its policy pages in it. */
  readonly locale: PolicyLocale;
  /** ISO 4217: the amounts are in it. */
  readonly currency: string;
  readonly amount: LoanBounds;
  /** The term's bounds, in `periodScale` units. */
  readonly period: LoanBounds;
  readonly periodScale: 'days' | 'months';
  /** The brand's site, and its terms and privacy policy (`{{apiBaseUrl}}/policies/...` or https). */
  readonly links: { readonly home: string; readonly terms: string; readonly privacy: string };
  /**
   * The answer formats of the brand's home country (spec section 5), layered as the web app
   * layers its `validationFormats`: the lead API checks a lead's answers with them (decision 0042).
   */
  readonly formats: Formats;
  /** The calling code its phone numbers are read with (`+34`): the lead API checks them by it. */
  readonly phonePrefix: string;
  /** The highest monthly income and expense an answer may give (the plausibility checks'). */
  readonly monthlyAmountLimits: { readonly income: number; readonly expenses: number };
  /** The highest overdue and total debt an answer may give (the debt amounts' rules). */
  readonly debtAmountLimits: DebtAmountLimits;
}

/**
 * The loan every brand offers unless its country or itself says otherwise: the web app's frozen
 * defaults take their bounds from here (apps/web/src/config/default-settings.ts).
 */
export const DefaultLoanBounds = {
  amount: { min: 100, max: 1000 },
  period: { min: 61, max: 90 },
  periodScale: 'days',
} as const satisfies Pick<BrandProduct, 'amount' | 'period' | 'periodScale'>;

/** The highest overdue and total debt, in the currency: each country folder sets them. */
export const DebtAmountLimitsSchema = z.object({
  overdueDebtAmount: z.number().check(z.positive()),
  totalDebtAmount: z.number().check(z.positive()),
});

const PartialBoundsSchema = z.object({ min: z.optional(z.number()), max: z.optional(z.number()) });

/** What a layer (country, brand, the brand's override for a country) may say of the product. */
const ProductLayerSchema = z.object({
  displayName: z.optional(z.string()),
  defaultLocale: z.optional(z.string()),
  currency: z.optional(z.object({ code: z.optional(z.string()) })),
  homeUrl: z.optional(z.string()),
  termsUrl: z.optional(z.string()),
  dataProcessingPolicyUrl: z.optional(z.string()),
  validationFormats: z.optional(z.partialRecord(z.enum(FormatRuleNames), z.string())),
  phonePrefix: z.optional(z.string()),
  monthlyAmountLimits: z.optional(z.object({ income: z.number(), expenses: z.number() })),
  debtAmountLimits: z.optional(DebtAmountLimitsSchema),
  loan: z.optional(
    z.object({
      amount: z.optional(PartialBoundsSchema),
      period: z.optional(PartialBoundsSchema),
      periodScale: z.optional(z.enum(['days', 'months'])),
    }),
  ),
});
type ProductLayer = z.infer<typeof ProductLayerSchema>;

/** A brand folder's `brandDefinition`, as far as the product goes. */
export const BrandDefinitionFactsSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  countries: z.array(LookupCountrySchema).check(z.minLength(1)),
  settings: ProductLayerSchema,
  countryOverrides: z.optional(z.record(z.string(), z.optional(ProductLayerSchema))),
});

/** A country folder's `countryConfig`, as far as the product goes. */
export const CountryDefinitionFactsSchema = z.object({
  code: LookupCountrySchema,
  settings: ProductLayerSchema,
});

const BrandProductSchema = z.object({
  id: z.string(),
  name: z.string().check(z.minLength(1)),
  country: LookupCountrySchema,
  locale: PolicyLocaleSchema,
  currency: z.string().check(z.length(3)),
  amount: z.object({ min: z.number(), max: z.number() }),
  period: z.object({ min: z.number(), max: z.number() }),
  periodScale: z.enum(['days', 'months']),
  links: z.object({ home: z.string(), terms: z.string(), privacy: z.string() }),
  formats: z.record(z.enum(FormatRuleNames), z.string()),
  phonePrefix: z.string().check(z.regex(/^\+\d{1,4}$/)),
  monthlyAmountLimits: z.object({ income: z.number(), expenses: z.number() }),
  debtAmountLimits: DebtAmountLimitsSchema,
});

/** A brand folder whose product does not hold; names the file and every field. */
export class BrandProductError extends Error {
  override name = 'BrandProductError';
}

/** The last layer's value that is set (the layers go from the defaults to the brand's override). */
function last<T>(layers: readonly ProductLayer[], pick: (layer: ProductLayer) => T | undefined) {
  return layers.map(pick).findLast((value) => value !== undefined);
}

const issuesOf = (error: z.core.$ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');

/**
 * The brand's product: its brand-config.ts's `brandDefinition` over its home country's
 * `countryConfig`, over the defaults, as the web app resolves them (settings layer by layer).
 */
export function brandProductOf(brandDefinition: unknown, countryConfig: unknown): BrandProduct {
  const brand = BrandDefinitionFactsSchema.safeParse(brandDefinition);
  if (!brand.success) throw new BrandProductError(`brand-config.ts: ${issuesOf(brand.error)}`);
  const country = CountryDefinitionFactsSchema.safeParse(countryConfig);
  if (!country.success)
    throw new BrandProductError(`country-config.ts: ${issuesOf(country.error)}`);
  const { id, countries, settings, countryOverrides } = brand.data;
  const home = countries[0] as LookupCountry;
  const layers: ProductLayer[] = [
    { loan: DefaultLoanBounds, validationFormats: DefaultFormats },
    country.data.settings,
    settings,
    countryOverrides?.[home] ?? {},
  ];
  const product = BrandProductSchema.safeParse({
    id,
    name: last(layers, (layer) => layer.displayName),
    country: home,
    locale: last(layers, (layer) => layer.defaultLocale),
    currency: last(layers, (layer) => layer.currency?.code),
    amount: {
      min: last(layers, (layer) => layer.loan?.amount?.min),
      max: last(layers, (layer) => layer.loan?.amount?.max),
    },
    period: {
      min: last(layers, (layer) => layer.loan?.period?.min),
      max: last(layers, (layer) => layer.loan?.period?.max),
    },
    periodScale: last(layers, (layer) => layer.loan?.periodScale),
    links: {
      home: last(layers, (layer) => layer.homeUrl),
      terms: last(layers, (layer) => layer.termsUrl),
      privacy: last(layers, (layer) => layer.dataProcessingPolicyUrl),
    },
    formats: Object.fromEntries(
      FormatRuleNames.map((rule) => [
        rule,
        last(layers, (layer) => layer.validationFormats?.[rule]),
      ]),
    ),
    phonePrefix: last(layers, (layer) => layer.phonePrefix),
    monthlyAmountLimits: last(layers, (layer) => layer.monthlyAmountLimits),
    debtAmountLimits: last(layers, (layer) => layer.debtAmountLimits),
  });
  if (!product.success) throw new BrandProductError(`brand ${id}: ${issuesOf(product.error)}`);
  return product.data;
}
