import type { BrowserContext, Page } from '@playwright/test';
import {
  requestText,
  vendorAnswer,
  VENDOR_HOSTS,
  type StandInOptions,
  type VendorRequestSent,
} from './vendor-answers';

/** VENDOR_HOSTS's hosts, for DevTools' URL patterns (which know `*` and `?` only). */
const VendorHosts = [
  'www.googletagmanager.com',
  'www.google-analytics.com',
  'www.googleadservices.com',
  'googleads.g.doubleclick.net',
  'connect.facebook.net',
  'www.facebook.com',
  'analytics.tiktok.com',
  'eu.i.posthog.com',
  'us.i.posthog.com',
  'eu-assets.i.posthog.com',
  'us-assets.i.posthog.com',
  'cdn.logr-in.com',
  'r.logr-in.com',
];

/** What this file reads of DevTools' `Fetch.requestPaused`. */
interface PausedRequest {
  requestId: string;
  resourceType: string;
  request: {
    url: string;
    method: string;
    headers: Record<string, string>;
    postDataEntries?: { bytes?: string }[];
  };
}

/** A header of the paused request, whatever its case. */
function headerOf(request: PausedRequest['request'], name: string): string | undefined {
  const key = Object.keys(request.headers).find((header) => header.toLowerCase() === name);
  return key === undefined ? undefined : request.headers[key];
}

/**
 * What a vendor's host says to a page of another origin, as the real hosts do: the page may read
 * the answer, with its cookies (PostHog's SDK calls with fetch and reads its answers).
 */
function corsHeaders(request: PausedRequest['request']): { name: string; value: string }[] {
  const origin = headerOf(request, 'origin');
  if (origin === undefined) return [];
  const asked = headerOf(request, 'access-control-request-headers');
  return [
    { name: 'Access-Control-Allow-Origin', value: origin },
    { name: 'Access-Control-Allow-Credentials', value: 'true' },
    { name: 'Access-Control-Allow-Methods', value: 'GET, POST, OPTIONS' },
    ...(asked ? [{ name: 'Access-Control-Allow-Headers', value: asked }] : []),
  ];
}

/** The body a paused request carries, as text. */
function bodyOf(request: PausedRequest['request']): string {
  const parts = (request.postDataEntries ?? []).map((entry) =>
    Buffer.from(entry.bytes ?? '', 'base64'),
  );
  return requestText(parts.length > 0 ? Buffer.concat(parts) : null);
}

/**
 * Answers a tab's vendor requests from the stand-ins (no test reaches the real vendors) through
 * DevTools' Fetch domain, not a Playwright route, for two reasons:
 * - Playwright turns the HTTP cache off while a route is in place, and a page then fetched and
 *   compiled all of its scripts anew at every load (measured: 1.0 CPU s a load of the first page
 *   with a route in place, 0.45 s without);
 * - a routed page skipped the CORS checks of its calls to the API: the sandbox refused a
 *   returning link's resume token in every real browser, and no test saw it.
 * `current` says where the test running now records its calls. A stand-in's answer is never
 * cached: a later test may block the vendors.
 */
export async function interceptVendors(
  context: BrowserContext,
  page: Page,
  current: () => StandInOptions,
): Promise<void> {
  const devTools = await context.newCDPSession(page);
  const answer = async ({ requestId, request, resourceType }: PausedRequest) => {
    if (!VENDOR_HOSTS.test(request.url)) {
      await devTools.send('Fetch.continueRequest', { requestId });
      return;
    }
    const standIns = current();
    const { calls, requests, block } = standIns;
    if (request.method === 'OPTIONS' && !block) {
      await devTools.send('Fetch.fulfillRequest', {
        requestId,
        responseCode: 204,
        responseHeaders: corsHeaders(request),
      });
      return;
    }
    const body = bodyOf(request);
    const sent: VendorRequestSent = {
      url: request.url,
      headers: JSON.stringify(request.headers),
      body,
    };
    requests.push(sent);
    if (standIns.loseOnce?.test(body)) {
      standIns.loseOnce = undefined;
      sent.lost = true;
      await devTools.send('Fetch.failRequest', { requestId, errorReason: 'ConnectionReset' });
      return;
    }
    const { call, answer: given } = vendorAnswer(
      { url: request.url, body, isScript: resourceType === 'Script' },
      block,
    );
    if (call) calls.push(call);
    if (given === 'blocked') {
      await devTools.send('Fetch.failRequest', { requestId, errorReason: 'BlockedByClient' });
      return;
    }
    await devTools.send('Fetch.fulfillRequest', {
      requestId,
      responseCode: given.status,
      responseHeaders: [
        { name: 'Cache-Control', value: 'no-store' },
        ...corsHeaders(request),
        ...(given.contentType ? [{ name: 'Content-Type', value: given.contentType }] : []),
      ],
      body: Buffer.from(given.body ?? '').toString('base64'),
    });
  };
  devTools.on('Fetch.requestPaused', (event) => {
    // A tab closing under a paused request ends its session: nothing is left to answer.
    answer(event).catch(() => undefined);
  });
  await devTools.send('Fetch.enable', {
    patterns: VendorHosts.map((host) => ({ urlPattern: `https://${host}/*` })),
  });
}
