/// <reference types="vite/client" />
import { ConfigError } from '../config/config-error';
import {
  TrackingConfigSchema,
  type TrackingConfig,
  type TrackingConfigInput,
} from '../config/tracking-config-schema';
import { formatSchemaIssues } from '../lib/format-schema-issues';
import { folderOf, inNode, underVite } from './brand-folders';

type TrackingModule = { trackingConfig: TrackingConfigInput };

/**
 * Each brand folder's tracking-config.ts, loaded only when asked for: the tracking code asks after
 * the first page is interactive, the static server at start-up (for the CSP). A brand without the
 * file tracks nothing. Found by folder (brand-folders.ts): a new brand's file needs no line here.
 */
export const TrackingConfigs: Record<string, () => Promise<TrackingModule>> = Object.fromEntries(
  Object.entries(
    underVite
      ? import.meta.glob<TrackingModule>('../brands/*/tracking-config.ts')
      : (await inNode()).importerOfEach<TrackingModule>('brands', 'tracking-config.ts'),
  ).map(([file, load]) => [folderOf(file), load]),
);

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
