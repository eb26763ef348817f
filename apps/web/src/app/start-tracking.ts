import { BASE_PATH } from '../../server/base-path';
import type { BrandConfig } from '../config/brand-config-schema';
import { environmentOf } from '../config/environment';
import { readRuntimeConfigData } from './runtime-config';
import { startTracking, type TrackingStore } from '../features/tracking/lazy';
import { loadTrackingConfig } from './tracking-registry';

export { loadTrackingConfig };

/**
 * Attribution and the brand's vendors, reached by start.tsx through one dynamic import once the
 * first page is interactive: nothing here is on the first page (not even the environment, which
 * is read from config.json here rather than by the first page's schema).
 */
export async function startTrackingFor(store: TrackingStore, brand: BrandConfig) {
  return startTracking({
    store,
    brand,
    // The configuration the page already holds: no second request.
    environment: environmentOf(
      await readRuntimeConfigData(`${BASE_PATH}/config.json`).catch(() => null),
    ),
    loadConfig: () => loadTrackingConfig(brand.id),
  });
}
