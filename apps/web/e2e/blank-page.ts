import type { Page, Route } from '@playwright/test';

const BLANK_PATH = '/application-frontend/__e2e-blank';

/** Answers the empty page while `move` runs, as the test itself (no server work). */
async function answeringBlank(page: Page, url: string | RegExp, move: () => Promise<unknown>) {
  const answer = (route: Route) =>
    // An icon of its own: Chromium would otherwise ask the server for /favicon.ico (a 404, and a
    // console error the test fails on).
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>blank</title><link rel="icon" href="data:,">',
    });
  await page.route(url, answer);
  try {
    await move();
  } finally {
    await page.unroute(url, answer);
  }
}

/**
 * Takes the tab to an empty document of the app's origin, answered by the test itself (no server
 * work): the page it held and that page's timers are gone, and the origin's storage can be read
 * and written before the app's code runs.
 */
export async function openBlank(page: Page, origin: string): Promise<void> {
  await answeringBlank(page, `${origin}${BLANK_PATH}`, () => page.goto(`${origin}${BLANK_PATH}`));
}

/**
 * Presses Back once, on a page that should leave the application for the page the tab held before
 * it (the empty page a test starts from; a new tab's first, about:blank), and waits for that page.
 */
export async function backOutOfTheApplication(page: Page): Promise<void> {
  await answeringBlank(page, `**${BLANK_PATH}`, async () => {
    // As the browser's Back button: `page.goBack()` waits for the end of the one move Back
    // makes, which the application's own moves back, past its pages, cut short.
    await page.evaluate(() => window.history.back());
    await page.waitForURL((url) => url.href === 'about:blank' || url.pathname === BLANK_PATH);
  });
}
