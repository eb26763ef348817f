import type { Page } from '@playwright/test';

export {
  AFTER_FIRST_PAGE_MARK,
  NEXT_STEPS_PREFETCHED_MARK,
} from '../src/lib/after-first-page-mark';

/**
 * Waits until the app has set one of its performance marks (src/lib/after-first-page-mark.ts):
 * the first page interactive and the browser idle, or the next steps' prefetch settled.
 */
export async function waitForMark(page: Page, mark: string): Promise<void> {
  await page.waitForFunction((name) => performance.getEntriesByName(name, 'mark').length > 0, mark);
}
