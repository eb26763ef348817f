import type { TrackingConfigInput } from '../../config/tracking-config-schema';

/** Every vendor, each waiting for the applicant's tracking consent in its category (an EU brand). */
export const trackingConfig: TrackingConfigInput = {
  tagManager: { id: 'GTM-PCLR7X2', adsConversionSendTo: 'AW-700000001/lead-ES' },
  metaPixel: { id: '100000000000001' },
  tikTokPixel: { id: 'CPCLARO0000000000001' },
  productAnalytics: { key: 'phc_prestamoClaroSandboxKey0001', host: 'https://eu.i.posthog.com' },
  sessionRecording: { appId: 'prestamo-claro/application-form', percentage: 100 },
};
