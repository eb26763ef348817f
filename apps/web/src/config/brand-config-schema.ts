import * as z from 'zod/mini';
import { describe } from './schema-description';
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

/**
 * Amount or period bounds. The app brings a `default` outside [min, max] in (clampToBounds): the
 * frozen defaults keep the spec's period default of 31 days under a min of 61; brand:check names
 * one a brand or country writes (scripts/brand-check/bounds-check.ts).
 */
export const BoundsSchema = z
  .object({
    min: positive.check(describe('The smallest value the applicant may choose.')),
    max: positive.check(describe('The largest value; reached from min in whole steps.')),
    step: positive.check(describe('How much one move of the slider or stepper changes it.')),
    default: positive.check(
      describe('The value shown first: from min to max (brand:check names one outside).'),
    ),
  })
  .check(z.refine((b) => b.min <= b.max, { message: 'min must not exceed max', path: ['min'] }));
export type Bounds = z.infer<typeof BoundsSchema>;

/** Semantic tokens (decision 0021); they become --lf-* CSS custom properties. */
export const ThemeSchema = z.strictObject({
  primary: colour.check(
    describe('Buttons, links and focus: at least 4.5:1 on surface and background.'),
  ),
  onPrimary: colour.check(describe('Text on primary (button labels): at least 4.5:1 on primary.')),
  danger: colour.check(describe('Error messages and invalid fields: at least 4.5:1 on surface.')),
  surface: colour.check(describe('The card the form sits on.')),
  onSurface: colour.check(describe('Body text: at least 4.5:1 on surface and background.')),
  muted: colour.check(
    describe('Hints and secondary text: at least 4.5:1 on surface and background.'),
  ),
  background: colour.check(describe('The page behind the card.')),
  radius: RadiusSchema.check(describe('Corner radii of controls and cards.')),
  elevation: ElevationSchema.check(describe('Shadows of cards, raised notices and overlays.')),
  space: SpaceScaleSchema.check(describe('Spacing steps, smallest (2xs) to largest (xl).')),
  typeScale: TypeScaleSchema.check(
    describe('Body size, ratio between sizes, line height and heading weight.'),
  ),
  /** The system font stack: the whole of the text without a brand font, its fallback with one. */
  font: z
    .string()
    .check(
      z.regex(
        /^(?:[\w-]+|'[\w -]+')(?:, ?(?:[\w-]+|'[\w -]+'))*$/,
        'Expected family names joined by commas',
      ),
      describe('The system font stack: the text without a brand font, its fallback with one.'),
    ),
  /** The brand's own font, served by the app; absent, the system stack alone. */
  brandFont: z
    .optional(BrandFontSchema)
    .check(describe('A self-hosted font of the catalogue; absent, the system stack alone.')),
});
export type Theme = z.infer<typeof ThemeSchema>;

/** Field formats of spec section 5, as regular expression sources. */
export const ValidationFormatsSchema = z.object({
  postalCode: pattern.check(
    describe('Postal code: a Unicode regular expression (source text) an answer must match.'),
  ),
  name: pattern.check(
    describe(
      'First and last names: a Unicode regular expression (source text) an answer must match.',
    ),
  ),
  jobTitle: pattern.check(
    describe('Job title: a Unicode regular expression (source text) an answer must match.'),
  ),
  street: pattern.check(
    describe('Street name: a Unicode regular expression (source text) an answer must match.'),
  ),
  houseNumber: pattern.check(
    describe('House number: a Unicode regular expression (source text) an answer must match.'),
  ),
  flatNumber: pattern.check(
    describe('Flat number: a Unicode regular expression (source text) an answer must match.'),
  ),
  blockNumber: pattern.check(
    describe('Block number: a Unicode regular expression (source text) an answer must match.'),
  ),
  city: pattern.check(
    describe('City or town: a Unicode regular expression (source text) an answer must match.'),
  ),
  companyName: pattern.check(
    describe('Employer’s name: a Unicode regular expression (source text) an answer must match.'),
  ),
  email: pattern.check(
    describe('E-mail address: a Unicode regular expression (source text) an answer must match.'),
  ),
});
export type ValidationFormats = z.infer<typeof ValidationFormatsSchema>;

/**
 * The highest monthly income and the highest monthly expense (rent, repayments, the household's
 * spending) an answer may give, in the country's currency: beyond them an answer is taken for a
 * slip (99,999,999 €) and refused with the bound (issue 37). Set by each country, never defaulted:
 * a sum means nothing in another currency.
 */
export const MonthlyAmountLimitsSchema = z.strictObject({
  income: positive.check(describe('The highest monthly income an answer may give.')),
  expenses: positive.check(describe('The highest monthly expense an answer may give.')),
});
export type MonthlyAmountLimits = z.infer<typeof MonthlyAmountLimitsSchema>;

/**
 * The highest overdue debt and the highest total debt an answer may give, in the country's
 * currency: spec section 5's 1000 and 500000, written for the euro, as the same sums in the
 * country's money. Set by each country, never defaulted, as the monthly ones.
 */
export const DebtAmountLimitsSchema = z.strictObject({
  overdueDebtAmount: positive.check(describe('The highest overdue debt an answer may give.')),
  totalDebtAmount: positive.check(describe('The highest total debt an answer may give.')),
});

/**
 * What a brand's loan costs, from which its first page shows a representative example
 * (decision 0018). Rates are in percent a year (19.9 means 19.9 %); sums are in the brand's
 * currency. The rate and the fees stay fixed for the whole term.
 */
export const PricingSchema = z.strictObject({
  /** The nominal (borrowing) rate. Absent: the loan charges no interest and none is shown. */
  nominalAnnualRatePercent: z.optional(
    z
      .number()
      .check(
        z.gte(0),
        z.lte(1000),
        describe('The nominal (borrowing) rate in percent a year; absent, no interest.'),
      ),
  ),
  /**
   * A fee for opening the loan, paid with the repayments (spread evenly over monthly
   * instalments, added to a single repayment): a fixed sum, a percent of the amount, or both.
   */
  originationFee: z.optional(
    z
      .strictObject({
        fixed: z.optional(
          z.number().check(z.gte(0), describe('A fixed opening fee in the brand’s currency.')),
        ),
        percent: z.optional(
          z
            .number()
            .check(z.gte(0), z.lte(100), describe('An opening fee in percent of the amount.')),
        ),
      })
      .check(describe('A fee for opening the loan, paid with the repayments.')),
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
const policyLink = (what: string) =>
  PolicyLinkSchema.check(
    describe(
      `${what}: an http(s) address, or {{apiBaseUrl}}/policies/<brand>/... on the lead API.`,
    ),
  );

export const BrandConfigSchema = z.object({
  id: z
    .string()
    .check(
      z.regex(/^[a-z0-9-]+$/),
      describe('The brand’s id: its folder’s name, lower case, as ?brand= and BRAND name it.'),
    ),
  displayName: z
    .string()
    .check(
      z.minLength(1),
      describe('The brand’s name as applicants read it (logo title, page title).'),
    ),
  country: CountryCodeSchema.check(
    describe('The country served (set by the layers, not written in a brand file).'),
  ),
  defaultLocale: LocaleSchema.check(describe('The language shown first: one of locales.')),
  locales: z
    .array(LocaleSchema)
    .check(
      z.minLength(1),
      describe('The languages offered; each needs its files under public/locales/<locale>/.'),
    ),
  currency: z
    .object({
      code: z.string().check(z.length(3), describe('ISO 4217 code (EUR).')),
      symbol: z.string().check(z.minLength(1), describe('The symbol shown with sums (€).')),
    })
    .check(describe('The loan’s currency (usually the country’s).')),
  phonePrefix: z
    .string()
    .check(
      z.regex(/^\+\d{1,4}$/),
      describe('The country calling code phone numbers are read with (+34).'),
    ),
  phoneTrunkPrefix: z.optional(
    z
      .string()
      .check(
        z.regex(/^\d{1,2}$/),
        describe(
          'The digit dialled before a national number inside the country (0 in Germany), where there is one: a number the lead keeps is shown with it.',
        ),
      ),
  ),
  /**
   * Whether a postcode's look-up fills the address's town as well as its province. Not in
   * Vietnam: since July 2025 its addresses have a province and a ward or commune (the town
   * field), and a postcode names no ward.
   */
  postcodeFillsCity: z
    .boolean()
    .check(describe('Whether the postcode look-up fills the town field, not only the province.')),
  homeUrl: z.url().check(describe('The brand’s own site, linked from the header.')),
  termsUrl: policyLink('The terms and conditions'),
  dataProcessingPolicyUrl: policyLink('The data processing (privacy) policy'),
  /**
   * Where an applicant with a question reaches the brand: shown on the result pages beside the
   * application's reference. Absent, the pages show no contact (never an invented one).
   */
  support: z.optional(
    z
      .object({
        email: z.email().check(describe('The support address shown on the result pages.')),
        /** Written as the applicant dials it; its digits make the tel: link. */
        phone: z.optional(
          z
            .string()
            .check(
              z.regex(/^\+\d[\d ]{5,19}$/),
              describe('The support phone as dialled (+34 910 000 000).'),
            ),
        ),
      })
      .check(describe('How an applicant reaches the brand; absent, no contact is shown.')),
  ),
  /** Relative to the base path; {{lng}} and {{ns}} are filled in by i18next. */
  translationPath: z
    .string()
    .check(
      z.includes('{{lng}}'),
      z.includes('{{ns}}'),
      describe(
        'Where the translation files are, under the base path: /locales/{{lng}}/{{ns}}.json.',
      ),
    ),
  affiliateReferenceExpiryHours: positive.check(
    describe('How long an affiliate’s reference from the address is kept, in hours.'),
  ),
  /**
   * The brand's reCAPTCHA site key (public, sent to every browser), shown on the v3
   * initial-details step. The defaults carry Google's test key; a live brand sets its own.
   */
  recaptchaSiteKey: z
    .string()
    .check(
      z.regex(/^[\w-]{20,100}$/, 'Expected a reCAPTCHA site key'),
      describe('The brand’s public reCAPTCHA site key (the defaults carry Google’s test key).'),
    ),
  loan: z
    .object({
      amount: BoundsSchema.check(describe('The amount’s bounds, in the brand’s currency.')),
      period: BoundsSchema.check(describe('The term’s bounds, in periodScale units.')),
      periodScale: z
        .enum(['days', 'months'])
        .check(describe('Whether the term is in days (one repayment) or months (instalments).')),
    })
    .check(describe('The loan the applicant chooses: amount and term.')),
  /**
   * What the loan costs, for its representative example (before applying, in the amount dialog,
   * in the loan summary and on the accepted page): its repayment (one at the end of a term in
   * days, monthly instalments for a term in months) follows `loan.periodScale`. Required: a
   * brand without it fails here, rather than show no cost (issue 37); a cost is never invented.
   */
  pricing: PricingSchema.check(
    describe('What the loan costs, for its representative example; required.'),
  ),
  validationFormats: ValidationFormatsSchema.check(
    describe('The formats answers must match (spec section 5), by field.'),
  ),
  monthlyAmountLimits: MonthlyAmountLimitsSchema.check(
    describe('The highest monthly income and expense taken, set by the country.'),
  ),
  debtAmountLimits: DebtAmountLimitsSchema.check(
    describe('The highest overdue and total debt taken, set by the country.'),
  ),
  pageData: z
    .object({
      title: z.optional(z.string().check(describe('The page title; absent, the displayName.'))),
      description: z.optional(z.string().check(describe('The meta description.'))),
      keywords: z.optional(z.string().check(describe('The meta keywords.'))),
    })
    .check(describe('The page’s title and meta data (spec section 1).')),
  theme: ThemeSchema.check(
    describe('Colours and design tokens; they become --lf-* CSS custom properties.'),
  ),
  /** URLs of the brand's assets (from its folder). */
  logo: z
    .string()
    .check(
      z.minLength(1),
      describe("The logo’s URL: new URL('./logo.svg', import.meta.url).href."),
    ),
  /**
   * The logo's width in CSS pixels at its 40 px height: the page reserves its place, so the
   * header does not move when the image arrives (a test checks it against the SVG's viewBox).
   */
  logoWidth: z
    .number()
    .check(
      z.int(),
      z.positive(),
      describe('The logo’s width in CSS pixels at 40 px high (from its viewBox).'),
    ),
  favicon: z
    .string()
    .check(
      z.minLength(1),
      describe("The favicon’s URL: new URL('./favicon.svg', import.meta.url).href."),
    ),
  /**
   * The brand's flow as data: inline (its name, who orders the pages, the starting page and the
   * steps by step id, with the fields the brand keeps on a step), or the name of a flow data file
   * (the v3 configurations: shared in src/flows/<name>.json, or the brand's own in its folder,
   * src/brands/<id>/<name>.flow.json), with this brand's own starting page if it differs.
   * Its shape is checked here; features/flow checks it against the step catalogue, the lead
   * paths and the rule names at the server's start-up, listing every problem.
   */
  flow: z
    .union([FlowConfigShapeSchema, FlowFileReferenceSchema])
    .check(
      describe(
        'The flow: inline steps, or { file } naming a flow file (src/flows or the brand folder).',
      ),
    ),
  /** Which application page layout the brand uses; loaded lazily. */
  applicationPage: z
    .string()
    .check(
      z.minLength(1),
      describe('The page layout: classic (server-ordered flow) or dynamic (v3, configured).'),
    ),
  /**
   * Where the brand's leads are saved (spec section 7's lead paths): `v2` (`/v2/lead`, the earlier
   * form's) or `v3` (`/v3/lead`). Unset, the classic page saves to v2 and the dynamic one to v3
   * (issue 38 item 5, decision 0041).
   */
  leadPath: z
    .optional(z.enum(['v2', 'v3']))
    .check(
      describe('Where leads are saved: v2 (/v2/lead) or v3 (/v3/lead); unset, by page layout.'),
    ),
  /** Origins allowed to frame the product, and to receive its FORM_HEIGHT messages. */
  frameAncestors: z
    .array(origin)
    .check(describe('Origins allowed to frame the product (CSP frame-ancestors).')),
  postMessageOrigins: z
    .array(origin)
    .check(describe('Origins that receive the FORM_HEIGHT messages.')),
  /** Partner origins the applicant may be handed over to by a form POST (CSP form-action). */
  partnerOrigins: z
    .array(origin)
    .check(describe('Partner origins the applicant may be handed over to (CSP form-action).')),
  /** Texts the brand words its own way, by locale, keyed like the translation files. */
  textOverrides: z
    .partialRecord(LocaleSchema, z.record(z.string(), z.string()))
    .check(
      describe(
        'Texts the brand words its own way: by locale, then the key with parts joined by ">".',
      ),
    ),
  /**
   * Whether the applicant's answers are kept on the device (`storedLoanApplication`, local
   * storage) so a new tab or visit can pick them up (spec section 4). A brand that turns it off
   * keeps them in the tab's session state only, and removes any copy an earlier visit left.
   */
  keepAnswersOnDevice: z
    .boolean()
    .check(describe('Keep answers in local storage for a later visit (else in the tab only).')),
  /**
   * Whether cookies and recording wait for the applicant's tracking consent (a banner on the first
   * visit, a "Cookie settings" link in the footer; decision record 0037): true in the brands' EU
   * countries (their country settings), false elsewhere. brand:check holds it to the brand's
   * vendors: off where it runs none (nothing to ask about), on where its country asks and it runs one.
   */
  trackingConsent: z
    .boolean()
    .check(describe('Whether cookies and recording wait for a tracking consent banner (EU).')),
});
export type BrandConfig = z.infer<typeof BrandConfigSchema>;
