import { createHash } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, test as base, type Browser, type Page, type Request } from '@playwright/test';
import type { StandInOptions, VendorCall, VendorRequestSent } from './vendor-answers';
import { keepConsentChoice, storedConsent, type ConsentCategory } from './tracking-consent';
import { interceptVendors } from './vendor-interception';
import { openWorkerTab, type WorkerTab } from './worker-tab';

export const API_ORIGIN = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4174}`;
/** The app's origin (playwright.config.ts's web server). */
export const WEB_ORIGIN = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4173}`;

/** An address on the sandbox API, on whichever port it runs: `path` is a pattern's source. */
export const apiAddress = (path: string) =>
  new RegExp(`^${API_ORIGIN.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}${path}`);

/**
 * The lead paths a brand saves to (issue 38 item 5): a classic brand `/v2/lead`, the earlier
 * form's, a v3 brand `/v3/lead`, unless its configuration says otherwise. A pattern for
 * `page.route`, and a test of an address.
 */
export const LEAD_SAVE = apiAddress('/v[23]/lead$');
export const isLeadSaveUrl = (url: string) => LEAD_SAVE.test(url);

/** The lead's create request: its answer carries the lead's id. */
export const isLeadCreate = (request: Request) =>
  isLeadSaveUrl(request.url()) && request.method() === 'POST';

export const isLeadUpdate = (request: Request) =>
  isLeadSaveUrl(request.url()) && request.method() === 'PUT';

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

/**
 * Puts axe-core into each frame of the page that does not hold it yet, once per document.
 * AxeBuilder sends its 560 KB source into the main frame twice an analysis (analyze(), then its
 * legacy run's injection), and Chromium parses it each time, whether or not axe is there already:
 * measured, 260-370 ms an injection against 5 ms to ask whether axe is there. A page the
 * application moves within keeps its axe from one analysis to the next.
 */
async function injectAxeOnce(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const held = await frame
      .evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')
      // A frame gone meanwhile is not analysed either.
      .catch(() => true);
    if (!held) await frame.evaluate(axe.source);
  }
}

/** The script AxeBuilder injects: nothing, since injectAxeOnce has. */
const AXE_IN_PLACE = ';';

/**
 * Every page an e2e test visits is checked against WCAG 2.2 A and AA, and for a text shown as its
 * translation key.
 */
export async function expectAccessible(
  page: Page,
  /**
   * What has the focus changes what is drawn (the skip link shows only focused): the state is
   * known by it too, so a page found accessible unfocused is analysed again.
   */
  { byFocus = false }: { byFocus?: boolean } = {},
): Promise<void> {
  // axe reads colours as they are drawn: an element fading in (the consent bar, 1 run in 3 on
  // the first page when storage is blocked and the bar shows) measured at a third of its opacity
  // fails color-contrast. Running CSS transitions are let end (at most 2 s); CSS animations are
  // not waited for: a toast's timer is one, paused while hovered, and it closes the toast as it ends.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) => animation instanceof CSSTransition && animation.playState === 'running',
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  const state = await page.evaluate(
    (focus) =>
      `${innerWidth}x${innerHeight}\n${focus ? (document.activeElement?.outerHTML.slice(0, 200) ?? '') : ''}\n${document.documentElement.outerHTML}`,
    byFocus,
  );
  const key = createHash('sha256').update(state).digest('hex');
  if (foundAccessible.has(key)) return;
  // Legacy mode runs axe in the page and its same-origin frames. The default mode also opens a
  // blank page per analysis to merge the frames' results (for cross-origin frames, which no page
  // here has): measured on the loan page, 1.7-4.4 s an analysis against 0.9-1.2 s, with the same
  // rules passed and the same violations (none).
  await injectAxeOnce(page);
  const results = await new AxeBuilder({ page, axeSource: AXE_IN_PLACE })
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
  // A text no language has shows as its key (`continueLink>titleTitle`, the keys' separator `>`),
  // in the page or its title.
  const shownKeys = await page.evaluate(() =>
    `${document.title}\n${document.body.innerText}`.match(/\b[a-z][A-Za-z]*(?:>[A-Za-z_]+)+/g),
  );
  expect(shownKeys ?? [], 'texts shown as their keys').toEqual([]);
  foundAccessible.add(key);
}

/**
 * A second browser that holds nothing of the applicant (no storage, no cookies): vendors
 * answered by their stand-ins, console errors and page errors collected.
 */
export async function freshBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  // An applicant who chose on an earlier visit: the EU brands' banner stays closed.
  await keepConsentChoice(context, storedConsent(['necessary']));
  const page = await context.newPage();
  await interceptVendors(context, page, () => ({ calls: [], requests: [], block: false }));
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
  vendorRequests: VendorRequestSent[];
  /** Where this test's vendor requests are answered and recorded (every test's page has them). */
  vendorStandIns: StandInOptions;
  /** Set before the page loads: every vendor host fails, as when a blocker stops them. */
  blockVendors: boolean;
  /** The first vendor request whose body matches is lost on its way, as on a flaky network. */
  loseVendorRequestOnce: (body: RegExp) => void;
  /** Console errors and uncaught page errors seen during the test; any fails it. */
  browserErrors: string[];
  /** Console errors a test provokes on purpose (e.g. a blocked request) and accepts. */
  allowConsoleError: (pattern: RegExp) => void;
  /**
   * The tracking consent the browser holds from an earlier visit (decision 0037): by default
   * "necessary" only, so that the EU brands' banner stays closed and no vendor starts there; null
   * for a first visit, which the banner asks.
   */
  trackingConsent: readonly ConsentCategory[] | null;
}

export const test = base.extend<Fixtures, { workerTab: WorkerTab }>({
  workerTab: [openWorkerTab, { scope: 'worker' }],
  blockVendors: [false, { option: true }],
  trackingConsent: [['necessary'], { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function names
  vendorRequests: [async ({}, use) => use([]), { auto: true }],
  vendorStandIns: [
    async ({ context, page, blockVendors, vendorRequests, trackingConsent }, use) => {
      if (trackingConsent) await keepConsentChoice(context, storedConsent(trackingConsent));
      const standIns: StandInOptions = { calls: [], requests: vendorRequests, block: blockVendors };
      await interceptVendors(context, page, () => standIns);
      await use(standIns);
    },
    { auto: true },
  ],
  vendorCalls: async ({ vendorStandIns }, use) => use(vendorStandIns.calls),
  loseVendorRequestOnce: async ({ vendorStandIns }, use) =>
    use((body) => {
      vendorStandIns.loseOnce = body;
    }),
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

export { expect, type VendorCall };
