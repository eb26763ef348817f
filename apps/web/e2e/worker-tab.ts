import type { Browser, BrowserContext, Page, WorkerInfo } from '@playwright/test';
import { keepConsentChoice, storedConsent } from './tracking-consent';

/** What this worker's tab, once opened, is held by (a test may close it: the next gets another). */
export interface WorkerTab {
  context: BrowserContext;
  page: Page | undefined;
}

/**
 * Opens the worker's tab (shared-page.ts), a fixture of every test so that every spec's tests share one
 * set of worker fixtures: Playwright starts a new worker (a new browser) each time a worker moves
 * to a test of another set, as it did between the specs of shared-page.ts and the others. It
 * costs nothing where no test asks for it: a fixture is made when a test first needs it.
 */
export async function openWorkerTab(
  { browser }: { browser: Browser },
  use: (tab: WorkerTab) => Promise<void>,
  workerInfo: WorkerInfo,
): Promise<void> {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
    workerInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
  });
  // The tracking consent chosen on an earlier visit, "necessary" only, in every test's storage
  // (shared-page.ts clears it between tests; the script stores it again): the EU brands' banner
  // stays closed and starts no vendor (decision 0037). tracking.spec.ts asks as a first visit.
  await keepConsentChoice(context, storedConsent(['necessary']));
  await use({ context, page: undefined });
  await context.close();
}
