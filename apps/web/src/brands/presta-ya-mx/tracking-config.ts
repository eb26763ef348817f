import type { TrackingConfigInput } from '../../config/tracking-config-schema';

/** TikTok pixel and product analytics; outside the EU, no consent wait. */
export const trackingConfig: TrackingConfigInput = {
  tikTokPixel: { id: 'CPRESTAYA00000000001' },
  productAnalytics: { key: 'phc_prestaYaSandboxKey000000004', host: 'https://us.i.posthog.com' },
};
