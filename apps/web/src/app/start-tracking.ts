import { BASE_PATH } from '../../server/base-path';
import type { BrandConfig } from '../config/brand-config-schema';
import { environmentOf } from '../config/environment';
import { loadBrandFlow } from '../flows/flow-files';
import { readRuntimeConfigData } from './runtime-config';
import { startTracking, type TrackingStore } from '../features/tracking/lazy';
import { openConsentSettings } from '../features/tracking/lazy-consent-settings';
import { isPlainObject } from '../lib/is-plain-object';
import { storage } from '../lib/storage';
import { loadTrackingConfig } from './tracking-registry';

export { loadTrackingConfig };

/**
 * Attribution and the brand's vendors, reached by start.tsx through one dynamic import once the
 * first page is interactive: nothing here is on the first page (not even the environment, which
 * is read from config.json here rather than by the first page's schema).
 */
export async function startTrackingFor(store: TrackingStore, brand: BrandConfig) {
  // The configuration the page already holds: no second request.
  const runtime = await readRuntimeConfigData(`${BASE_PATH}/config.json`).catch(() => null);
  return startTracking({
    store,
    brand,
    environment: environmentOf(runtime),
    loadConfig: () => loadTrackingConfig(brand.id),
    loadStartStep: () => startStepOf(brand.flow),
    debugPanel: debugPanelAsked(runtime),
  });
}

/**
 * The page the brand's start route shows: its flow's `start`. A flow kept in a file is the one
 * the first page loaded already; should it fail to load, the page failed with it.
 */
async function startStepOf(flow: BrandConfig['flow']): Promise<string | undefined> {
  if (flow.start !== undefined) return flow.start;
  return loadBrandFlow(flow).then(
    (loaded) => loaded.start,
    () => undefined,
  );
}

/**
 * `?debugTracking=1` on the page's address as it loaded (the navigation's entry: the applicant
 * may have moved on since), where the deployment may switch brand (the same switch as ?brand=,
 * `allowBrandSwitch`; always in development), kept for the tab's session (the parameter leaves
 * the address at the first step, and the operator reloads mid-form); `?debugTracking=0` ends it.
 * Never for an applicant of a production deployment.
 */
export function debugPanelAsked(runtime: unknown): boolean {
  const allowed =
    import.meta.env.DEV || (isPlainObject(runtime) && runtime.allowBrandSwitch === true);
  if (!allowed) return false;
  const [navigation] = performance.getEntriesByType('navigation');
  const asked = [navigation?.name, window.location.href]
    .filter((address): address is string => typeof address === 'string' && address !== '')
    .map((address) => new URL(address, window.location.href).searchParams.get('debugTracking'))
    .find((value) => value === '1' || value === '0');
  if (asked === '1') storage.set('session', 'debugTracking', true);
  if (asked === '0') storage.remove('session', 'debugTracking');
  return storage.get('session', 'debugTracking') === true;
}

/**
 * The footer's "Cookie settings", reached through this file's chunk (which every page loads once
 * it is interactive, so a click names no other file on the first page): the settings ask about
 * the categories of the vendors the brand's tracking configuration runs, and name them.
 */
export function openCookieSettings(brand: BrandConfig): Promise<void> {
  return openConsentSettings(brand, loadTrackingConfig(brand.id));
}
