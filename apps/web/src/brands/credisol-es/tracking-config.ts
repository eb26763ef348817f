import type { TrackingConfigInput } from '../../config/tracking-config-schema';

/** Tag manager and a Meta pixel whose events are custom ones (the brand's own names). */
export const trackingConfig: TrackingConfigInput = {
  tagManager: { id: 'GTM-CRSL9K4', adsConversionSendTo: 'AW-700000002/lead-ES' },
  metaPixel: { id: '100000000000002', customEvents: true },
};
