import type { TrackingConfigInput } from '../../config/tracking-config-schema';

/** Tag manager and Meta pixel. */
export const trackingConfig: TrackingConfigInput = {
  tagManager: { id: 'GTM-CAGC5T3', adsConversionSendTo: 'AW-700000005/lead-CO' },
  metaPixel: { id: '100000000000005' },
};
