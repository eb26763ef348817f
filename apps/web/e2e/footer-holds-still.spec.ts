import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  ApplicationState,
  openAtState,
  seededContactDetails,
  seededPhilippinePersonalDetails,
} from './seeded-lead';
import { test } from './shared-page';
import { completeApplication } from './state-completers/application-states';

/**
 * The layout shifts of this document so far (none within half a second of the applicant's own
 * input, as CLS counts them), each with what moved and where: read from the browser's buffered
 * entries, so nothing has to be installed before the page opens.
 */
const shiftsSoFar = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        interface Shift {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        }
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            list
              .getEntries()
              .map((entry) => entry as unknown as Shift)
              .filter((shift) => !shift.hadRecentInput)
              .map((shift) => {
                const moved = (shift.sources ?? []).map((source) => {
                  const node = source.node;
                  const name =
                    node instanceof Element
                      ? `${node.tagName}.${node.className} "${(node.textContent ?? '').slice(0, 30)}"`
                      : '?';
                  const box = (rect: DOMRectReadOnly) =>
                    `${Math.round(rect.y)}+${Math.round(rect.height)}`;
                  return `${name} y ${box(source.previousRect)} → ${box(source.currentRect)}`;
                });
                return `${shift.value.toFixed(4)}: ${moved.join(', ')}`;
              }),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer is never called.
        setTimeout(() => resolve([]), 500);
      }),
  );

test.describe('the footer holds still on a phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('a later page opened afresh, while its code is on its way, then checking and its result: nothing on the screen moves', async ({
    page,
  }) => {
    // The page's own code comes late, as on a slow phone: the shell is drawn first, with the
    // page's loader, and the page later.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await route.continue();
    });
    await openAtState(page, {
      state: ApplicationState.CHECKING,
      data: {
        ...completeApplication,
        contactDetails: { ...seededContactDetails, email: 'ana+accepted@example.com' },
      },
    });
    await expect(page).toHaveURL(/\/accepted$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('footer')).toBeAttached();
    expect(await shiftsSoFar(page)).toEqual([]);
  });

  test('the thank-you page: the partners who may call, listed once their list arrives, move nothing above the footer', async ({
    page,
  }) => {
    // Walker Z1: the list came after the page, and its box pushed the contact and the loan down.
    await page.route(/\/partner\/logos\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await openAtState(page, {
      brand: 'pesolend-ph',
      product: 'pesolend-ph',
      state: ApplicationState.CHECKING,
      data: {
        amount: 5000,
        personalDetails: seededPhilippinePersonalDetails,
        contactDetails: { ...seededContactDetails, email: 'juan+thankyou@example.com' },
      },
    });
    await expect(page).toHaveURL(/\/thank-you$/, { timeout: 20_000 });
    await expect(page.locator('.lf-partner-logos img').first()).toBeVisible();
    expect(await shiftsSoFar(page)).toEqual([]);
  });
});
