import type { Environment } from '../../config/environment';
import type { BrandConfig } from '../../config/brand-config-schema';
import type { TrackingConfig } from '../../config/tracking-config-schema';
import type { CampaignFields } from '../attribution/lazy';
import { createMetaPixel, type MetaClick } from './meta-pixel';
import { createProductAnalytics } from './product-analytics';
import { createSessionRecording } from './session-recording';
import { createTagManager } from './tag-manager';
import { createTikTokPixel } from './tiktok-pixel';
import type { TrackingVendor } from './tracking-vendor';

export interface VendorContext {
  config: TrackingConfig;
  brand: BrandConfig;
  environment: Environment;
  /** The visit's campaign fields, once attribution has run. */
  campaign: Promise<CampaignFields>;
  /** The landing address's Meta click, once attribution has run. */
  metaClick?: Promise<MetaClick | undefined>;
  sessionId: () => string;
  locale: () => string;
  /** Whether the applicant has reached the end of the application (page-leave at the end). */
  atEnd: () => boolean;
}

/**
 * The brand's vendors, in spec section 4's start-up order: the tag manager first, then the
 * pixels, product analytics and session recording. A vendor the brand does not configure is
 * not created at all.
 */
export function createVendors(context: VendorContext): TrackingVendor[] {
  const { config, brand } = context;
  const vendors: (TrackingVendor | null)[] = [
    config.tagManager
      ? createTagManager({
          id: config.tagManager.id,
          adsConversionSendTo: config.tagManager.adsConversionSendTo,
          context: { brand: brand.id, country: brand.country, locale: context.locale },
          campaign: context.campaign,
        })
      : null,
    config.metaPixel
      ? createMetaPixel({
          ...config.metaPixel,
          ...(context.metaClick ? { landingClick: context.metaClick } : {}),
        })
      : null,
    config.tikTokPixel ? createTikTokPixel({ id: config.tikTokPixel.id, brand }) : null,
    config.productAnalytics
      ? createProductAnalytics({
          key: config.productAnalytics.key,
          host: config.productAnalytics.host,
          pageLeaveAtEnd: config.productAnalytics.pageLeaveAtEnd,
          atEnd: context.atEnd,
          campaign: context.campaign,
          sessionId: context.sessionId,
        })
      : null,
    config.sessionRecording
      ? createSessionRecording({
          config: config.sessionRecording,
          environment: context.environment,
          utmSource: context.campaign.then((campaign) => campaign.utm_source),
          sessionId: context.sessionId,
        })
      : null,
  ];
  return vendors.filter((vendor) => vendor !== null);
}
