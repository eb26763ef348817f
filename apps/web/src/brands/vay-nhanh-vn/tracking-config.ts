import type { TrackingConfigInput } from '../../config/tracking-config-schema';

/** TikTok pixel only. */
export const trackingConfig: TrackingConfigInput = { tikTokPixel: { id: 'CVAYNHANH00000000001' } };
