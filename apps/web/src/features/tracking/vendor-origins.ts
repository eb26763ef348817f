import type { TrackingConfig } from '../../config/tracking-config-schema';

/** The CSP directives a vendor needs beyond the app's own origin. */
export interface VendorOrigins {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
  worker: string[];
}

const GOOGLE_TAG = {
  script: ['https://www.googletagmanager.com'],
  // The container's tags and the Google Ads conversion (Google's CSP guide for tag manager).
  connect: [
    'https://www.googletagmanager.com',
    'https://www.google-analytics.com',
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
  ],
  img: [
    'https://www.googletagmanager.com',
    'https://www.google-analytics.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
  ],
  frame: ['https://www.googletagmanager.com'],
};

/** PostHog's assets host of an ingestion host: eu.i.posthog.com → eu-assets.i.posthog.com. */
function postHogAssets(host: string): string {
  const url = new URL(host);
  const match = /^(eu|us)\.i\.posthog\.com$/.exec(url.hostname);
  return match ? `https://${match[1]}-assets.i.posthog.com` : url.origin;
}

/** Where the LogRocket npm package loads its recorder from, and where it sends (node_modules). */
export const LOGROCKET_SCRIPT_ORIGIN = 'https://cdn.logr-in.com';
export const LOGROCKET_INGEST_ORIGIN = 'https://r.logr-in.com';

/**
 * Exactly the origins the brand's configured vendors use, by CSP directive (decision record
 * 0013): nothing for a brand without vendors. Pure, so the static server reads it at start-up.
 */
export function vendorOrigins(config: TrackingConfig): VendorOrigins {
  const origins: VendorOrigins = { script: [], connect: [], img: [], frame: [], worker: [] };
  const add = (part: Partial<VendorOrigins>) => {
    for (const key of Object.keys(part) as (keyof VendorOrigins)[]) {
      origins[key].push(...(part[key] ?? []));
    }
  };
  if (config.tagManager) add(GOOGLE_TAG);
  if (config.metaPixel) {
    add({
      script: ['https://connect.facebook.net'],
      connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
      img: ['https://www.facebook.com'],
    });
  }
  if (config.tikTokPixel) {
    add({ script: ['https://analytics.tiktok.com'], connect: ['https://analytics.tiktok.com'] });
  }
  if (config.productAnalytics) {
    const { origin } = new URL(config.productAnalytics.host);
    const assets = postHogAssets(config.productAnalytics.host);
    add({ script: [assets], connect: [origin, assets] });
  }
  if (config.sessionRecording) {
    add({
      script: [LOGROCKET_SCRIPT_ORIGIN],
      connect: [LOGROCKET_INGEST_ORIGIN],
      worker: ['blob:'],
    });
  }
  for (const key of Object.keys(origins) as (keyof VendorOrigins)[]) {
    origins[key] = [...new Set(origins[key])];
  }
  return origins;
}

/** Several brands' origins together (a deployment that may switch brand), each once. */
export function mergeVendorOrigins(all: readonly VendorOrigins[]): VendorOrigins {
  const merged: VendorOrigins = { script: [], connect: [], img: [], frame: [], worker: [] };
  for (const key of Object.keys(merged) as (keyof VendorOrigins)[]) {
    merged[key] = [...new Set(all.flatMap((origins) => origins[key]))];
  }
  return merged;
}
