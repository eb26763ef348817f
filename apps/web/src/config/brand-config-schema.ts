import * as z from 'zod/mini';
import {
  BrandFontSchema,
  ElevationSchema,
  RadiusSchema,
  SpaceScaleSchema,
  TypeScaleSchema,
} from './design-tokens-schema';

import { CountryCodeSchema, LocaleSchema } from './locale-schema';
import { FlowConfigShapeSchema, FlowFileReferenceSchema } from './flow-shape-schema';

// The schemas the first page reads at run time live in modules of their own, so that it does not
// build the whole brand schema as it loads (decision 0023); they are exported here too.
export { CountryCodes, CountryCodeSchema, Locales, LocaleSchema } from './locale-schema';
export type { CountryCode, Locale } from './locale-schema';
export { FlowConfigShapeSchema, FlowFileReferenceSchema } from './flow-shape-schema';
export type { FlowFileReference } from './flow-shape-schema';

const positive = z.number().check(z.positive());
const colour = z.string().check(z.regex(/^#[0-9a-f]{6}$/i, 'Expected a colour as #rrggbb'));
/** True when the URL parser reads `value` as exactly its own origin (no default port, no path). */
function isOwnOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * A web origin (scheme, host, optional port) and nothing else: it is written into the CSP, so a
 * `;`, a quote or a space must never get through (they would add a directive).
 */
export const OriginSchema = z
  .string()
  .check(
    z.regex(
      /^https?:\/\/(?:[a-z0-9-]+\.)*[a-z0-9-]+(?::\d{1,5})?$/i,
      'Expected an origin such as https://partner.example',
    ),
    z.refine(isOwnOrigin, { error: 'Expected an origin such as https://partner.example' }),
  );
const origin = OriginSchema;
/** A regular expression kept as source text, so configuration stays data. */
const pattern = z.string().check(
  z.refine((source) => {
    try {
      new RegExp(source, 'u');
      return true;
    } catch {
      return false;
    }
  }, 'Expected a valid regular expression'),
);

/** Amount or period bounds. `default` may sit outside [min, max]: see clampToBounds. */
export const BoundsSchema = z
  .object({ min: positive, max: positive, step: positive, default: positive })
  .check(z.refine((b) => b.min <= b.max, { message: 'min must not exceed max', path: ['min'] }));
export type Bounds = z.infer<typeof BoundsSchema>;

/** Semantic tokens (decision 0021); they become --lf-* CSS custom properties. */
export const ThemeSchema = z.strictObject({
  primary: colour,
  onPrimary: colour,
  danger: colour,
  surface: colour,
  onSurface: colour,
  muted: colour,
  background: colour,
  radius: RadiusSchema,
  elevation: ElevationSchema,
  space: SpaceScaleSchema,
  typeScale: TypeScaleSchema,
  /** The system font stack: the whole of the text without a brand font, its fallback with one. */
  font: z
    .string()
    .check(
      z.regex(
        /^(?:[\w-]+|'[\w -]+')(?:, ?(?:[\w-]+|'[\w -]+'))*$/,
        'Expected family names joined by commas',
      ),
    ),
  /** The brand's own font, served by the app; absent, the system stack alone. */
  brandFont: z.optional(BrandFontSchema),
});
export type Theme = z.infer<typeof ThemeSchema>;

/** Field formats of spec section 5, as regular expression sources. */
export const ValidationFormatsSchema = z.object({
  postalCode: pattern,
  name: pattern,
  jobTitle: pattern,
  street: pattern,
  houseNumber: pattern,
  flatNumber: pattern,
  blockNumber: pattern,
  city: pattern,
  companyName: pattern,
  email: pattern,
});
export type ValidationFormats = z.infer<typeof ValidationFormatsSchema>;

/**
 * The highest monthly income and the highest monthly expense (rent, repayments, the household's
 * spending) an answer may give, in the country's currency: beyond them an answer is taken for a
 * slip (99,999,999 €) and refused with the bound (issue 37). Set by each country, never defaulted:
 * a sum means nothing in another currency.
 */
export const MonthlyAmountLimitsSchema = z.strictObject({ income: positive, expenses: positive });
export type MonthlyAmountLimits = z.infer<typeof MonthlyAmountLimitsSchema>;

/**
 * What a brand's loan costs, from which its first page shows a representative example
 * (decision 0018). Rates are in percent a year (19.9 means 19.9 %); sums are in the brand's
 * currency. The rate and the fees stay fixed for the whole term.
 */
export const PricingSchema = z.strictObject({
  /** The nominal (borrowing) rate. Absent: the loan charges no interest and none is shown. */
  nominalAnnualRatePercent: z.optional(z.number().check(z.gte(0), z.lte(1000))),
  /**
   * A fee for opening the loan, paid with the repayments (spread evenly over monthly
   * instalments, added to a single repayment): a fixed sum, a percent of the amount, or both.
   */
  originationFee: z.optional(
    z.strictObject({
      fixed: z.optional(z.number().check(z.gte(0))),
      percent: z.optional(z.number().check(z.gte(0), z.lte(100))),
    }),
  ),
});
export type Pricing = z.infer<typeof PricingSchema>;

/**
 * A brand's terms or data processing policy: an http(s) address of its own site, or its page on
 * the lead API the app is deployed with (`{{apiBaseUrl}}/policies/<brand>/terms`, filled in from
 * the run-time configuration: config/api-base-url.ts).
 */
const PolicyLinkSchema = z.union([
  z.url({ protocol: /^https?$/ }),
  z.string().check(z.regex(/^\{\{apiBaseUrl\}\}\/[^\s{}]*$/)),
]);

export const BrandConfigSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  displayName: z.string().check(z.minLength(1)),
  country: CountryCodeSchema,
  defaultLocale: LocaleSchema,
  locales: z.array(LocaleSchema).check(z.minLength(1)),
  currency: z.object({
    code: z.string().check(z.length(3)),
    symbol: z.string().check(z.minLength(1)),
  }),
  phonePrefix: z.string().check(z.regex(/^\+\d{1,4}$/)),
  homeUrl: z.url(),
  termsUrl: PolicyLinkSchema,
  dataProcessingPolicyUrl: PolicyLinkSchema,
  /**
   * Where an applicant with a question reaches the brand: shown on the result pages beside the
   * application's reference. Absent, the pages show no contact (never an invented one).
   */
  support: z.optional(
    z.object({
      email: z.email(),
      /** Written as the applicant dials it; its digits make the tel: link. */
      phone: z.optional(z.string().check(z.regex(/^\+\d[\d ]{5,19}$/))),
    }),
  ),
  /** Relative to the base path; {{lng}} and {{ns}} are filled in by i18next. */
  translationPath: z.string().check(z.includes('{{lng}}'), z.includes('{{ns}}')),
  affiliateReferenceExpiryHours: positive,
  /**
   * The brand's reCAPTCHA site key (public, sent to every browser), shown on the v3
   * initial-details step. The defaults carry Google's test key; a live brand sets its own.
   */
  recaptchaSiteKey: z.string().check(z.regex(/^[\w-]{20,100}$/, 'Expected a reCAPTCHA site key')),
  loan: z.object({
    amount: BoundsSchema,
    period: BoundsSchema,
    periodScale: z.enum(['days', 'months']),
  }),
  /**
   * What the loan costs, for its representative example (before applying, in the amount dialog,
   * in the loan summary and on the accepted page): its repayment (one at the end of a term in
   * days, monthly instalments for a term in months) follows `loan.periodScale`. Required: a
   * brand without it fails here, rather than show no cost (issue 37); a cost is never invented.
   */
  pricing: PricingSchema,
  validationFormats: ValidationFormatsSchema,
  monthlyAmountLimits: MonthlyAmountLimitsSchema,
  pageData: z.object({
    title: z.optional(z.string()),
    description: z.optional(z.string()),
    keywords: z.optional(z.string()),
  }),
  theme: ThemeSchema,
  /** URLs of the brand's assets (from its folder). */
  logo: z.string().check(z.minLength(1)),
  /**
   * The logo's width in CSS pixels at its 40 px height: the page reserves its place, so the
   * header does not move when the image arrives (a test checks it against the SVG's viewBox).
   */
  logoWidth: z.number().check(z.int(), z.positive()),
  favicon: z.string().check(z.minLength(1)),
  /**
   * The brand's flow as data: inline (its name, who orders the pages, the starting page and the
   * steps by step id, with the fields the brand keeps on a step), or the name of a flow data file
   * (the v3 configurations: shared in src/flows/<name>.json, or the brand's own in its folder,
   * src/brands/<id>/<name>.flow.json), with this brand's own starting page if it differs.
   * Its shape is checked here; features/flow checks it against the step catalogue, the lead
   * paths and the rule names at the server's start-up, listing every problem.
   */
  flow: z.union([FlowConfigShapeSchema, FlowFileReferenceSchema]),
  /** Which application page layout the brand uses; loaded lazily. */
  applicationPage: z.string().check(z.minLength(1)),
  /**
   * Where the brand's leads are saved (spec section 7's lead paths): `v2` (`/v2/lead`, the earlier
   * form's) or `v3` (`/v3/lead`). Unset, the classic page saves to v2 and the dynamic one to v3
   * (issue 38 item 5, decision 0041).
   */
  leadPath: z.optional(z.enum(['v2', 'v3'])),
  /** Origins allowed to frame the product, and to receive its FORM_HEIGHT messages. */
  frameAncestors: z.array(origin),
  postMessageOrigins: z.array(origin),
  /** Partner origins the applicant may be handed over to by a form POST (CSP form-action). */
  partnerOrigins: z.array(origin),
  /** Texts the brand words its own way, by locale, keyed like the translation files. */
  textOverrides: z.partialRecord(LocaleSchema, z.record(z.string(), z.string())),
  /**
   * Whether the applicant's answers are kept on the device (`storedLoanApplication`, local
   * storage) so a new tab or visit can pick them up (spec section 4). A brand that turns it off
   * keeps them in the tab's session state only, and removes any copy an earlier visit left.
   */
  keepAnswersOnDevice: z.boolean(),
  /**
   * Whether cookies and recording wait for the applicant's tracking consent (a banner on the first
   * visit, a "Cookie settings" link in the footer; decision record 0037): true in the brands' EU
   * countries (their country settings), false elsewhere.
   */
  trackingConsent: z.boolean(),
});
export type BrandConfig = z.infer<typeof BrandConfigSchema>;
