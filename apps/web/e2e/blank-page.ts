import type { Page, Route } from '@playwright/test';

/**
 * Takes the tab to an empty document of the app's origin, answered by the test itself (no server
 * work): the page it held and that page's timers are gone, and the origin's storage can be read
 * and written before the app's code runs.
 */
export async function openBlank(page: Page, origin: string): Promise<void> {
  const url = `${origin}/application-frontend/__e2e-blank`;
  const answer = (route: Route) =>
    // An icon of its own: Chromium would otherwise ask the server for /favicon.ico (a 404, and a
    // console error the test fails on).
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>blank</title><link rel="icon" href="data:,">',
    });
  await page.route(url, answer);
  try {
    await page.goto(url);
  } finally {
    await page.unroute(url, answer);
  }
}
