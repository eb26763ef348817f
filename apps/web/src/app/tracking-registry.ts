import { ConfigError } from '../config/config-error';
import {
  TrackingConfigSchema,
  type TrackingConfig,
  type TrackingConfigInput,
} from '../config/tracking-config-schema';
import { formatSchemaIssues } from '../lib/format-schema-issues';

type TrackingModule = { trackingConfig: TrackingConfigInput };

/**
 * Each brand's tracking configuration, loaded only when asked for: the tracking code asks after
 * the first page is interactive, the static server at start-up (for the CSP). A brand without a
 * file tracks nothing.
 */
export const TrackingConfigs: Record<string, () => Promise<TrackingModule>> = {
  'default-es': () => import('../brands/default-es/tracking-config'),
  'credisol-es': () => import('../brands/credisol-es/tracking-config'),
  'lei-rapid-ro': () => import('../brands/lei-rapid-ro/tracking-config'),
  'pozyczka-plus-pl': () => import('../brands/pozyczka-plus-pl/tracking-config'),
  'kredit-klar-de': () => import('../brands/kredit-klar-de/tracking-config'),
  'presta-ya-mx': () => import('../brands/presta-ya-mx/tracking-config'),
  'credito-agil-co': () => import('../brands/credito-agil-co/tracking-config'),
  'vay-nhanh-vn': () => import('../brands/vay-nhanh-vn/tracking-config'),
  'pesolend-ph': () => import('../brands/pesolend-ph/tracking-config'),
};

/** The brand's tracking configuration, parsed; a bad file is a configuration error. */
export async function loadTrackingConfig(brandId: string): Promise<TrackingConfig> {
  const load = Object.hasOwn(TrackingConfigs, brandId) ? TrackingConfigs[brandId] : undefined;
  if (!load) return TrackingConfigSchema.parse({});
  const parsed = TrackingConfigSchema.safeParse((await load()).trackingConfig);
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid tracking configuration of "${brandId}": ${formatSchemaIssues(parsed.error.issues)}`,
    );
  }
  return parsed.data;
}
