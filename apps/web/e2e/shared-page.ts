import type { Page } from '@playwright/test';
import { openBlank } from './blank-page';
import { API_ORIGIN, test as isolated, WEB_ORIGIN } from './fixtures';
import type { StandInOptions } from './vendor-answers';
import { interceptVendors } from './vendor-interception';
import type { WorkerTab } from './worker-tab';

/**
 * One browser tab per worker, for the specs that take their `test` from here: each of their tests
 * gets the tab the worker's last test left, emptied, instead of a context of its own.
 *
 * Why: a fresh context makes Chromium start a renderer process for its first page, and that was
 * most of what opening a page cost. Measured on this machine (the built app, default-es, 8 loads
 * each, CPU seconds of every Chromium process): 1.9 s a page in a new context, 0.5 s in the same
 * tab on the same origin, 1.0 s with a route in place (routing turns the HTTP cache off). The
 * specs here open a page in each of 250 tests.
 *
 * What a test may not do here, since the next one would inherit it: add an init script, change a
 * context option other than the viewport, or go back in the tab's history past its first page
 * (the tab's earlier pages are the last tests' blank pages).
 * Between two tests every other tab the test opened is closed, the tab is taken to an empty page
 * of the app's origin (the app's timers and status polls end with its document), its routes,
 * listeners, cookies and every storage of the app's and the API's origins are cleared, and it is
 * put back online; a test that closed the tab leaves a new one, emptied the same way. A test that
 * fails leaves its trace as any other (Playwright traces the contexts that exist when a test
 * starts).
 */

/** Page events a test listens to; the next test starts with none of its predecessor's. */
const TestEvents = [
  'console',
  'pageerror',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'dialog',
  'download',
  'filechooser',
  'framenavigated',
  'load',
  'domcontentloaded',
  'popup',
  'websocket',
  'worker',
] as const;

/** Leaves the tab as a new one: nothing of the last test's routes, listeners, storage or history. */
async function empty(tab: WorkerTab, page: Page) {
  // Each kind's listeners removed, then one added and taken off: Playwright stops the browser's events of a kind (a file
  // chooser's interception among them) when its last listener goes by `off`, which
  // removeAllListeners skips.
  const events = page as unknown as {
    on: (event: string, listener: () => void) => void;
    off: (event: string, listener: () => void) => void;
  };
  const none = () => undefined;
  for (const event of TestEvents) {
    page.removeAllListeners(event);
    events.on(event, none);
    events.off(event, none);
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await tab.context.unrouteAll({ behavior: 'ignoreErrors' });
  await tab.context.setOffline(false);
  await tab.context.clearCookies();
  await tab.context.clearPermissions();
  await openBlank(page, WEB_ORIGIN);
  // The tab's session storage; the origins' other storage below.
  await page.evaluate(() => sessionStorage.clear());
  const devTools = await tab.context.newCDPSession(page);
  try {
    for (const storageOrigin of [WEB_ORIGIN, API_ORIGIN]) {
      await devTools.send('Storage.clearDataForOrigin', {
        origin: storageOrigin,
        storageTypes: 'all',
      });
    }
  } finally {
    await devTools.detach();
  }
}

/**
 * Chromium keeps 50 entries of a tab's history and a test may count them (moving on pushes one):
 * once the tab holds more than 20, the next test gets a new tab, opened before the old one closes.
 */
const HISTORY_KEPT = 20;

/** Where the vendors' stand-ins record what the test running now sends them. */
const standInsOf = new WeakMap<WorkerTab, StandInOptions>();

/** A new tab whose vendor requests the stand-ins answer for the test running at the time. */
async function newTab(tab: WorkerTab): Promise<Page> {
  const page = await tab.context.newPage();
  await interceptVendors(
    tab.context,
    page,
    () => standInsOf.get(tab) ?? { calls: [], requests: [], block: false },
  );
  return page;
}

/** The worker's tab for the next test: the one it had, or a new one. */
async function tabFor(tab: WorkerTab): Promise<Page> {
  const { page } = tab;
  if (page && !page.isClosed()) {
    if ((await page.evaluate(() => window.history.length)) <= HISTORY_KEPT) return page;
    tab.page = await newTab(tab);
    await page.close();
    return tab.page;
  }
  tab.page = await newTab(tab);
  return tab.page;
}

export const test = isolated.extend({
  context: async ({ workerTab }, use) => {
    await use(workerTab.context);
  },
  page: async ({ workerTab, viewport }, use) => {
    const page = await tabFor(workerTab);
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
    // Tabs the test opened (a second tab, a policy page) close with it: left open, one holding a
    // lead would hand it to a later test's new tab (the tab hand-over, issue 36).
    for (const other of workerTab.context.pages()) if (other !== page) await other.close();
    // A test that closed its tab leaves the device's storage to empty: the next tab is opened now.
    const left = page.isClosed() ? await tabFor(workerTab) : page;
    await empty(workerTab, left);
  },
  // The tab's vendor requests answered through DevTools, not a route: the HTTP cache stays on.
  vendorCalls: async ({ workerTab, blockVendors, vendorRequests }, use) => {
    const calls: StandInOptions['calls'] = [];
    standInsOf.set(workerTab, { calls, requests: vendorRequests, block: blockVendors });
    await use(calls);
  },
});
