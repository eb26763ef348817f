import type { TrackingConfigInput } from '../../config/tracking-config-schema';

/** Tag manager, Meta pixel and product analytics (EU: after consent). */
export const trackingConfig: TrackingConfigInput = {
  tagManager: { id: 'GTM-LEIR4P1', adsConversionSendTo: 'AW-700000003/lead-RO' },
  metaPixel: { id: '100000000000003' },
  productAnalytics: { key: 'phc_leiRapidSandboxKey00000003', host: 'https://eu.i.posthog.com' },
};
