import { expect } from './fixtures';
import { test } from './shared-page';

// Each test here leaves something behind and the next one checks it is gone: one worker, in order.
test.describe.configure({ mode: 'serial' });

test.describe("the worker's shared tab, between tests", () => {
  test('a test opens a second tab of the app and leaves it open', async ({ page, context }) => {
    await page.goto('./');
    const other = await context.newPage();
    await other.goto('./');
    expect(context.pages()).toHaveLength(2);
  });

  test('the next test finds its own tab alone: no tab left open could hand it a lead', async ({
    page,
    context,
  }) => {
    expect(context.pages()).toEqual([page]);
  });

  test('a test keeps answers on the device, then closes its tab', async ({ page }) => {
    await page.goto('./');
    await page.evaluate(() => window.localStorage.setItem('left-behind', 'answers'));
    await page.close();
  });

  test('the next test finds nothing kept on the device', async ({ page }) => {
    await page.goto('./');
    expect(await page.evaluate(() => window.localStorage.getItem('left-behind'))).toBeNull();
  });
});
