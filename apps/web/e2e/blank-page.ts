import type { Page, Route } from '@playwright/test';

/**
 * Takes the tab to an empty document of the app's origin, answered by the test itself (no server
 * work): the page it held and that page's timers are gone, and the origin's storage can be read
 * and written before the app's code runs.
 */
export async function openBlank(page: Page, origin: string): Promise<void> {
  const url = `${origin}/application-frontend/__e2e-blank`;
  const answer = (route: Route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' });
  await page.route(url, answer);
  try {
    await page.goto(url);
  } finally {
    await page.unroute(url, answer);
  }
}
