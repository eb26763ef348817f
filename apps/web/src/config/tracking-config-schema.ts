import * as z from 'zod/mini';

/**
 * A brand's attribution and tracking vendors, kept in its folder (`tracking-config.ts`) apart from
 * the brand configuration so that none of it is on the first page: the tracking code loads it
 * after the first page is interactive, and the static server reads it for the CSP. Ids are kept as
 * text here; a malformed one is logged by its vendor at start-up (spec section 8) and that vendor
 * stays off, rather than stopping the form.
 */
/**
 * When the conversion (`application_completed`: Meta CompleteRegistration, TikTok
 * CompleteRegistration, the data layer's `lf_application_completed` with the Google Ads
 * conversion) is counted, once per lead: the application submitted (checking or beyond, the
 * default: the form is complete), accepted by the lender (an offer or acceptance), or the offer
 * taken (accepted, or handed to the partner). Decision record 0013, issue 39.
 */
export const ConversionMoments = ['submitted', 'accepted', 'offer-taken'] as const;
export type ConversionMoment = (typeof ConversionMoments)[number];

export const TrackingConfigSchema = z.strictObject({
  /** Not given: `submitted`. */
  conversionMoment: z.optional(z.enum(ConversionMoments)),
  /**
   * A statically configured affiliate reference name (spec section 5): a stored reference whose
   * attribute is this name never expires.
   */
  staticAffiliateReference: z.optional(z.string().check(z.minLength(1))),
  /** Google Tag Manager: container id (GTM-XXXXXXX), and the Google Ads conversion's target. */
  tagManager: z.optional(
    z.strictObject({
      id: z.string(),
      /** `AW-123456789/AbC-dEfGhIj`: sent as send_to with the conversion event. */
      adsConversionSendTo: z.optional(z.string()),
    }),
  ),
  /** Meta pixel; custom events (trackCustom) instead of standard ones when the brand flags it. */
  metaPixel: z.optional(
    z.strictObject({ id: z.string(), customEvents: z._default(z.boolean(), false) }),
  ),
  tikTokPixel: z.optional(z.strictObject({ id: z.string() })),
  /** Product analytics (PostHog): the project key and the brand's ingestion host. */
  productAnalytics: z.optional(
    z.strictObject({
      key: z.string().check(z.minLength(1)),
      host: z.url(),
      /**
       * Send one page-leave event (`$pageleave`) when the applicant reaches the end of the
       * application: thank-you, redirected or rejected (spec section 4; automatic page-leave off).
       */
      pageLeaveAtEnd: z._default(z.boolean(), false),
    }),
  ),
  /** Session recording (LogRocket), production only. */
  sessionRecording: z.optional(
    z.strictObject({
      appId: z.string().check(z.regex(/^[\w-]+\/[\w-]+$/, 'Expected an app id as org/app')),
      enabled: z._default(z.boolean(), true),
      /** Share of sessions recorded, in per cent (spec section 9: 100). */
      percentage: z._default(z.number().check(z.gte(0), z.lte(100)), 100),
      logRetargeting: z._default(z.boolean(), false),
      logAbandonment: z._default(z.boolean(), false),
    }),
  ),
});
export type TrackingConfig = z.infer<typeof TrackingConfigSchema>;
export type TrackingConfigInput = z.input<typeof TrackingConfigSchema>;
