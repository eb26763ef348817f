import type { TrackingConfigInput } from '../../config/tracking-config-schema';

/** Tag manager only. */
export const trackingConfig: TrackingConfigInput = { tagManager: { id: 'GTM-PZPL2M8' } };
