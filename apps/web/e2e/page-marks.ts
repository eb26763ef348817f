import type { Page } from '@playwright/test';

export {
  AFTER_FIRST_PAGE_MARK,
  NEXT_STEPS_PREFETCHED_MARK,
  NEXT_STEPS_WARMED_MARK,
  STATE_PAGES_LOADED_MARK,
} from '../src/lib/after-first-page-mark';
import { NEXT_STEPS_WARMED_MARK } from '../src/lib/after-first-page-mark';
import { EARLY_ACTIONS_GLOBAL } from '../server/deferred-assets';

/**
 * Waits until the app has set one of its performance marks (src/lib/after-first-page-mark.ts):
 * the first page interactive and the browser idle, or the next steps' prefetch settled.
 */
export async function waitForMark(page: Page, mark: string): Promise<void> {
  await page.waitForFunction((name) => performance.getEntriesByName(name, 'mark').length > 0, mark);
}

/**
 * The applicant acts on the first page (a Tab: the focus moves), and the app runs the next steps'
 * modules (the notices' library among them), as it does at an applicant's first act.
 */
export async function actOnFirstPage(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  await waitForMark(page, NEXT_STEPS_WARMED_MARK);
}

/**
 * From now on the page's scripts are refused (the server is out of reach): the list returned
 * fills with each one the page still asks for.
 */
export async function refuseLateScripts(page: Page): Promise<string[]> {
  const late: string[] = [];
  await page.route(/\/assets\/.*\.js(\?.*)?$/, (route) => {
    late.push(route.request().url());
    return route.abort('failed');
  });
  return late;
}

/**
 * Until React owns every control of the page sent: the first page's loader stops holding early
 * taps (`EARLY_ACTIONS_GLOBAL`, server/deferred-assets.ts) then. A tap before is held for a replay whose
 * code is not among the next steps' files (src/start.tsx).
 */
export async function untilReactOwnsThePage(page: Page): Promise<void> {
  await page.waitForFunction((hold) => !(hold in window), EARLY_ACTIONS_GLOBAL);
}
