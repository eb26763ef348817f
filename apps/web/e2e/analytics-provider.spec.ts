import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * PostHog's React context around the app (issue 39 item 4, decision 0037's addendum), through the
 * PostHog stand-in in an EU brand (default-es): with analytics consent, PostHog's code loads after
 * the first page, the app's provider holds the started client, and the product's events reach
 * PostHog through that client; without it, PostHog's code never loads and the provider holds none.
 */

/**
 * What the app's PostHog context holds, read from React's tree under #root (the provider's value
 * `{ client }`): whether it holds a client, and that client's distinct id and host.
 */
const providerClient = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    if (!root) return 'no root';
    const key = Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
    interface Fiber {
      child: Fiber | null;
      sibling: Fiber | null;
      memoizedProps: unknown;
      stateNode: unknown;
    }
    // The container keeps the root fiber it was made with; after a commit that may be the stale
    // copy of React's two trees. The root's `current` is the tree on screen.
    const made = key ? (Reflect.get(root, key) as Fiber | null) : null;
    let fiber = made ? ((made.stateNode as { current: Fiber }).current ?? made) : null;
    const queue: Fiber[] = fiber ? [fiber] : [];
    while ((fiber = queue.shift() ?? null)) {
      const props = fiber.memoizedProps as { value?: unknown } | null;
      const value = props?.value;
      if (typeof value === 'object' && value !== null && 'client' in value) {
        const client = (value as { client?: unknown }).client as
          { get_distinct_id: () => string; config: { api_host: string } } | undefined;
        return client
          ? { distinctId: client.get_distinct_id(), host: client.config.api_host }
          : 'no client';
      }
      if (fiber.child) queue.push(fiber.child);
      if (fiber.sibling) queue.push(fiber.sibling);
    }
    return 'no provider';
  });

/** The app's own script files that hold PostHog's SDK (its slim build's chunk). */
const postHogCode = (urls: string[]) => urls.filter((url) => /module\.slim/.test(url));

/** The applicant's session id (session storage `sessionId`, spec section 3). */
const sessionId = (page: Page) =>
  page.evaluate(() => {
    const raw = sessionStorage.getItem('sessionId') ?? '';
    try {
      return JSON.parse(raw) as string;
    } catch {
      return raw;
    }
  });

test.describe('PostHog’s provider around the app', () => {
  // PostHog drops events from a browser that looks automated: an applicant's does not.
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
    );
  });

  test.describe('with analytics consent', () => {
    test.use({ trackingConsent: ['necessary', 'analytics'] });

    test('the provider holds the started client, and the product’s events go through it', async ({
      page,
      vendorRequests,
    }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto('./');
      await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
      await expect
        .poll(() => providerClient(page), { timeout: 15_000 })
        .toMatchObject({
          host: 'https://eu.i.posthog.com',
        });
      expect(postHogCode(scripts)).toHaveLength(1);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page).toHaveURL(/personal-details$/);
      const held = await providerClient(page);
      if (typeof held === 'string') throw new Error(held);
      // The batches the stand-in received carry the provider's client's identity and the pages
      // (the page views come in PostHog's batch; the lead's event, sent at once, may come first).
      await expect
        .poll(
          () =>
            vendorRequests
              .filter((request) => request.url.startsWith('https://eu.i.posthog.com/'))
              .map((request) => request.body)
              .filter((body) => body.includes('"$pageview"'))
              .join(' '),
          { timeout: 15_000 },
        )
        .toContain('personal-details');
      const batches = vendorRequests
        .filter((request) => request.url.startsWith('https://eu.i.posthog.com/'))
        .map((request) => request.body)
        .join(' ');
      expect(batches).toContain('"$pageview"');
      expect(batches).toContain(held.distinctId);
      expect(held.distinctId).toBe(await sessionId(page));
    });
  });

  test.describe('ad-click ids with analytics consent', () => {
    // Decision 0037: the ad-click ids are marketing. PostHog, analytics, runs without it here.
    const batchesOf = (requests: { url: string; body: string }[]) =>
      requests
        .filter((request) => request.url.startsWith('https://eu.i.posthog.com/'))
        .map((request) => request.body)
        .join(' ');
    /** The batches PostHog got once the page opened at `address` has gone on to the next. */
    async function batchesAfterContinue(
      page: Page,
      requests: { url: string; body: string }[],
      address: string,
    ) {
      await page.goto(address);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page).toHaveURL(/personal-details$/);
      await expect
        .poll(() => batchesOf(requests), { timeout: 15_000 })
        .toContain('personal-details');
      return batchesOf(requests);
    }

    test.describe('and no marketing', () => {
      test.use({ trackingConsent: ['necessary', 'analytics'] });

      test('PostHog gets the utm fields and no click id, in no property and no address', async ({
        page,
        vendorRequests,
      }) => {
        const batches = await batchesAfterContinue(
          page,
          vendorRequests,
          './?utm_source=newsletter&gclid=GCLIDE2E1&wbraid=WBRAIDE2E1&ttclid=TTCLIDE2E1',
        );
        expect(batches).toContain('newsletter');
        expect(batches).not.toMatch(/GCLIDE2E1|WBRAIDE2E1|TTCLIDE2E1/);
        // Nor that there was one: no masked click id in an address or a property.
        expect(batches).not.toMatch(/gclid=|wbraid=|ttclid=|masked/);
      });
    });

    test.describe('and marketing', () => {
      test.use({ trackingConsent: ['necessary', 'analytics', 'marketing'] });

      test('PostHog gets the click ids as the campaign fields, and none in an address', async ({
        page,
        vendorRequests,
      }) => {
        const batches = await batchesAfterContinue(
          page,
          vendorRequests,
          './?utm_source=newsletter&gclid=GCLIDE2E2',
        );
        expect(batches).toContain('"gclid":"GCLIDE2E2"');
        expect(batches).not.toContain('gclid=GCLIDE2E2');
      });
    });
  });

  test.describe('with "necessary" only', () => {
    test.use({ trackingConsent: ['necessary'] });

    test('PostHog’s code never loads and the provider holds no client', async ({
      page,
      vendorRequests,
    }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto('./');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page).toHaveURL(/personal-details$/);
      // Well past the idle start of tracking.
      await page.waitForTimeout(2_000);
      expect(await providerClient(page)).toBe('no client');
      expect(postHogCode(scripts)).toEqual([]);
      expect(vendorRequests.filter((request) => request.url.includes('posthog'))).toEqual([]);
    });
  });
});
