import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { AxeBuilder } from '@axe-core/playwright';
import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { openWorkerTab, type WorkerTab } from './worker-tab';

export const API_ORIGIN = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4174}`;
/** The app's origin (playwright.config.ts's web server). */
export const WEB_ORIGIN = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4173}`;

/** An address on the sandbox API, on whichever port it runs: `path` is a pattern's source. */
export const apiAddress = (path: string) =>
  new RegExp(`^${API_ORIGIN.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}${path}`);

/** The lead's create request: its answer carries the lead's id. */
export const isLeadCreate = (request: Request) =>
  request.url() === `${API_ORIGIN}/v3/lead` && request.method() === 'POST';

export const isLeadUpdate = (request: Request) =>
  request.url() === `${API_ORIGIN}/v3/lead` && request.method() === 'PUT';

/** What a page says when the save of a page already left failed (`notifications>notSavedYet`). */
export const NOT_SENT_YET_ES =
  'No hemos podido enviar tus últimas respuestas. Se guardan en este dispositivo y se enviarán cuando continúes.';

/**
 * The pages this worker has found accessible, by what axe reads of them: the viewport and the
 * whole document as it stands. axe's verdict is a function of those, so the same page in the same
 * state is not checked twice (the classic walk alone met each page in seven tests, at 1.5–4 s an
 * analysis on two loaded cores). A page that differs in anything (an error shown, another brand,
 * another width) is checked anew.
 */
const foundAccessible = new Set<string>();

/** Every page an e2e test visits is checked against WCAG 2.2 A and AA. */
export async function expectAccessible(page: Page): Promise<void> {
  const state = await page.evaluate(
    () => `${innerWidth}x${innerHeight}\n${document.documentElement.outerHTML}`,
  );
  const key = createHash('sha256').update(state).digest('hex');
  if (foundAccessible.has(key)) return;
  // Legacy mode runs axe in the page and its same-origin frames. The default mode also opens a
  // blank page per analysis to merge the frames' results (for cross-origin frames, which no page
  // here has): measured on the loan page, 1.7-4.4 s an analysis against 0.9-1.2 s, with the same
  // rules passed and the same violations (none).
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
  foundAccessible.add(key);
}

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

/** A request body as text, gzip bodies (PostHog's batches) unpacked. */
export function requestText(request: Request): string {
  const body = request.postDataBuffer();
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

/** What a page's vendor requests are answered with, and where they are recorded. */
interface StandInOptions {
  calls: VendorCall[];
  requests: { url: string; headers: string; body: string }[];
  /** Every vendor host fails, as when a blocker stops them. */
  block: boolean;
}

/**
 * Answers every vendor host from the stand-ins (no test reaches the real vendors): on one page,
 * or on a whole second browser a test opens.
 */
export async function routeVendorStandIns(
  target: Page | BrowserContext,
  { calls, requests, block }: StandInOptions,
): Promise<void> {
  await target.route(VENDOR_HOSTS, async (route) => {
    const request = route.request();
    requests.push({
      url: request.url(),
      headers: JSON.stringify(await request.allHeaders()),
      body: requestText(request),
    });
    if (block) return route.abort('blockedbyclient');
    if (request.url().endsWith('/__stand-in')) {
      calls.push(JSON.parse(requestText(request)) as VendorCall);
      return route.fulfill({ status: 204 });
    }
    const script = StandInScripts.find(([pattern]) => pattern.test(request.url()));
    if (script) {
      return route.fulfill({
        contentType: 'text/javascript',
        body: `${REPORT}\n${standIn(script[1])}`,
      });
    }
    // PostHog's own SDK: its flags and batches are answered as its host would.
    if (/posthog\.com/.test(request.url())) {
      calls.push({
        vendor: 'product-analytics',
        call: { url: request.url(), body: requestText(request) },
      });
      return request.resourceType() === 'script'
        ? route.fulfill({ contentType: 'text/javascript', body: '' })
        : route.fulfill({ contentType: 'application/json', body: '{"status":1}' });
    }
    return route.fulfill({ status: 204 });
  });
}

/**
 * A second browser that holds nothing of the applicant (no storage, no cookies): vendors
 * answered by their stand-ins, console errors and page errors collected.
 */
export async function freshBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  await routeVendorStandIns(context, { calls: [], requests: [], block: false });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

interface Fixtures {
  /** Calls the tracking vendors received in this test (their stand-ins report them). */
  vendorCalls: VendorCall[];
  /** Every request that left for a vendor host: URL, headers and body (unpacked). */
  vendorRequests: { url: string; headers: string; body: string }[];
  /** Set before the page loads: every vendor host fails, as when a blocker stops them. */
  blockVendors: boolean;
  /** Console errors and uncaught page errors seen during the test; any fails it. */
  browserErrors: string[];
  /** Console errors a test provokes on purpose (e.g. a blocked request) and accepts. */
  allowConsoleError: (pattern: RegExp) => void;
}

export const test = base.extend<Fixtures, { workerTab: WorkerTab }>({
  workerTab: [openWorkerTab, { scope: 'worker' }],
  blockVendors: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function names
  vendorRequests: [async ({}, use) => use([]), { auto: true }],
  vendorCalls: [
    async ({ page, blockVendors, vendorRequests }, use) => {
      const calls: VendorCall[] = [];
      await routeVendorStandIns(page, { calls, requests: vendorRequests, block: blockVendors });
      await use(calls);
    },
    { auto: true },
  ],
  browserErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
    },
    { auto: true },
  ],
  allowConsoleError: [
    async ({ browserErrors }, use) => {
      const allowed: RegExp[] = [];
      await use((pattern) => allowed.push(pattern));
      const unexpected = browserErrors.filter((text) => !allowed.some((p) => p.test(text)));
      expect(unexpected, 'unexpected console errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
