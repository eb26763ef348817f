import type { TrackingConfigInput } from '../../config/tracking-config-schema';

/** No vendor: this brand measures nothing in the browser. */
export const trackingConfig: TrackingConfigInput = {};
