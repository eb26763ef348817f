import type { TrackingConfigInput } from '../../config/tracking-config-schema';

/** Every vendor; outside the EU, none waits for consent. Half the sessions recorded. */
export const trackingConfig: TrackingConfigInput = {
  tagManager: { id: 'GTM-PSLD6H9', adsConversionSendTo: 'AW-700000006/lead-PH' },
  metaPixel: { id: '100000000000006' },
  tikTokPixel: { id: 'CPESOLEND00000000001' },
  productAnalytics: {
    key: 'phc_pesolendSandboxKey000000006',
    host: 'https://us.i.posthog.com',
    // One $pageleave when the applicant reaches the end (thank-you, redirected, rejected).
    pageLeaveAtEnd: true,
  },
  sessionRecording: { appId: 'pesolend/application-form', percentage: 50, logRetargeting: true },
};
