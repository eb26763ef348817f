import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** Every tracking vendor host the brands use (features/tracking/vendor-origins.ts). */
export const VENDOR_HOSTS =
  /^https:\/\/(www\.googletagmanager\.com|www\.google-analytics\.com|www\.googleadservices\.com|googleads\.g\.doubleclick\.net|connect\.facebook\.net|www\.facebook\.com|analytics\.tiktok\.com|(eu|us)(-assets)?\.i\.posthog\.com|cdn\.logr-in\.com|r\.logr-in\.com)\//;

const standIn = (name: string) =>
  readFileSync(new URL(`./vendor-stand-ins/${name}`, import.meta.url), 'utf8');
const REPORT = standIn('report.js');
/** Which stand-in answers which vendor script. */
const StandInScripts: [RegExp, string][] = [
  [/googletagmanager\.com\/gtm\.js/, 'gtm.js'],
  [/connect\.facebook\.net\/.*fbevents\.js/, 'fbevents.js'],
  [/analytics\.tiktok\.com\/i18n\/pixel\/events\.js/, 'tiktok.js'],
  [/cdn\.logr-in\.com\/logger/, 'logrocket.js'],
];

/** A call a vendor received, as its stand-in reported it, or a request to the vendor's host. */
export interface VendorCall {
  vendor: string;
  call: unknown;
}

/** What a page's vendor requests are answered with, and where they are recorded. */
/** A request that left for a vendor host: `lost` when it never reached the host (loseOnce). */
export interface VendorRequestSent {
  url: string;
  headers: string;
  body: string;
  lost?: true;
}

export interface StandInOptions {
  calls: VendorCall[];
  requests: VendorRequestSent[];
  /** Every vendor host fails, as when a blocker stops them. */
  block: boolean;
  /** The first request whose body matches is lost on its way (the connection reset), then cleared. */
  loseOnce?: RegExp;
}

/**
 * An event of a PostHog batch: its name, what PostHog de-duplicates on (the same uuid, name,
 * timestamp and distinct id are one event, however often they arrive) and our event id if any.
 */
export interface PostHogEvent {
  event: string;
  uuid: string;
  timestamp: string;
  distinctId: string;
  eventId: string | undefined;
}

/** The events in PostHog's requests (`{ batch }`, a list, or one event), in the order sent. */
export function postHogEvents(requests: readonly { url: string; body: string }[]): PostHogEvent[] {
  return requests
    .filter((request) => /^https:\/\/(eu|us)\.i\.posthog\.com\//.test(request.url))
    .flatMap((request) => {
      try {
        const sent: unknown = JSON.parse(request.body);
        if (Array.isArray(sent)) return sent;
        const { batch } = (sent ?? {}) as { batch?: unknown };
        return Array.isArray(batch) ? batch : [sent];
      } catch {
        return [];
      }
    })
    .flatMap((sent: unknown) => {
      const { event, uuid, timestamp, properties } = (sent ?? {}) as Record<string, unknown>;
      if (typeof event !== 'string' || typeof uuid !== 'string') return [];
      const { distinct_id: distinctId, event_id: eventId } = (properties ?? {}) as Record<
        string,
        unknown
      >;
      return [
        {
          event,
          uuid,
          timestamp: String(timestamp),
          distinctId: String(distinctId),
          eventId: typeof eventId === 'string' ? eventId : undefined,
        },
      ];
    });
}

/** A request body as text, gzip bodies (PostHog's batches) unpacked. */
export function requestText(body: Buffer | null | undefined): string {
  if (!body) return '';
  if (body[0] === 0x1f && body[1] === 0x8b) {
    try {
      return gunzipSync(body).toString('utf8');
    } catch {
      return body.toString('utf8');
    }
  }
  return body.toString('utf8');
}

/** A vendor request as the stand-ins need it. */
interface VendorRequest {
  url: string;
  body: string;
  isScript: boolean;
}

/** A stand-in's answer: a response, or `blocked` (the request fails as a blocker fails it). */
export type VendorAnswer = 'blocked' | { status: number; contentType?: string; body?: string };

/**
 * How a vendor's host answers a request, and the call it records if any: a stand-in script for
 * an SDK, 204 for what the stand-ins report (`/__stand-in`) and for any other beacon.
 */
export function vendorAnswer(
  { url, body, isScript }: VendorRequest,
  block: boolean,
): { call?: VendorCall; answer: VendorAnswer } {
  if (block) return { answer: 'blocked' };
  if (url.endsWith('/__stand-in')) {
    return { call: JSON.parse(body) as VendorCall, answer: { status: 204 } };
  }
  const script = StandInScripts.find(([pattern]) => pattern.test(url));
  if (script) {
    return {
      answer: {
        status: 200,
        contentType: 'text/javascript',
        body: `${REPORT}\n${standIn(script[1])}`,
      },
    };
  }
  // PostHog's own SDK: its flags and batches are answered as its host would.
  if (/posthog\.com/.test(url)) {
    return {
      call: { vendor: 'product-analytics', call: { url, body } },
      answer: isScript
        ? { status: 200, contentType: 'text/javascript', body: '' }
        : { status: 200, contentType: 'application/json', body: '{"status":1}' },
    };
  }
  return { answer: { status: 204 } };
}
