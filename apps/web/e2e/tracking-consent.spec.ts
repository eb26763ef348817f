import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  isLeadCreate,
  isLeadUpdate,
  test,
  type VendorCall,
} from './fixtures';
import { boxOf, overlap } from './page-boxes';
import {
  aboveBanner,
  CONSENT_BANNER_VERSION,
  keepConsentChoice,
  storedConsent,
} from './tracking-consent';

/**
 * The tracking consent of the EU brands (issue 39, decision 0037), through the vendors' stand-ins:
 * nothing that sets a cookie loads before the choice, each choice starts exactly its category's
 * vendors, Consent Mode's default comes before its update, the choice is kept, and a new banner
 * version asks again.
 */

const vendorsOf = (calls: VendorCall[]) => [...new Set(calls.map((call) => call.vendor))].sort();
const postHogRequests = <R extends { url: string }>(requests: R[]) =>
  requests.filter((request) => request.url.includes('posthog.com'));

/** The dataLayer's entries, gtag's Arguments as arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      typeof entry === 'object' && entry !== null && !Array.isArray(entry) && 'length' in entry
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );

/** The vendors of default-es that start with every category accepted (recording: production only). */
const ACCEPT_ALL = ['meta-pixel', 'product-analytics', 'tag-manager', 'tiktok-pixel'];

const consentCalls = (layer: unknown[]) =>
  layer.filter((entry) => Array.isArray(entry) && entry[0] === 'consent');

const DENIED = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

test.describe('the tracking consent (EU brand)', () => {
  // A first visit: nothing chosen yet.
  test.use({ trackingConsent: null });
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

  const banner = (page: Page) => page.getByRole('dialog', { name: 'Consentimiento de cookies' });

  test('before the choice: a banner that passes axe, Consent Mode denied, no vendor and no cookie', async ({
    page,
    context,
    vendorCalls,
    vendorRequests,
  }) => {
    await page.goto('./');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Rechazar todas' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Aceptar todas' })).toBeVisible();
    await expectAccessible(page);
    await aboveBanner(page, page.getByRole('button', { name: 'Continuar' }));
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/personal-details$/);
    await page.waitForTimeout(500);
    expect(vendorCalls).toEqual([]);
    expect(vendorRequests).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(consentCalls(await dataLayer(page))).toEqual([['consent', 'default', DENIED]]);
  });

  test('a brand is asked about its own vendors alone: credisol-es, marketing and its two services', async ({
    page,
  }) => {
    await page.goto('./?brand=credisol-es');
    await expect(banner(page)).toContainText(
      'Con tu consentimiento usamos también cookies de marketing para medir la publicidad.',
    );
    await expect(banner(page)).not.toContainText(/analíticas|grabación|TikTok/i);
    await banner(page).getByRole('button', { name: 'Elegir' }).click();
    const settings = page.getByRole('dialog', { name: 'Configuración de cookies' });
    await expect(settings.getByRole('button', { name: 'Marketing' })).toBeVisible();
    await expect(settings.getByRole('button', { name: 'Analíticas' })).toHaveCount(0);
    await settings.getByRole('button', { name: 'Marketing' }).click();
    await expect(settings).toContainText(
      'Se usan aquí: Google Tag Manager con Google Ads y píxel de Meta.',
    );
    await expectAccessible(page);
  });

  test('the keyboard can reject all: nothing starts, and the choice is kept across a reload', async ({
    page,
    vendorRequests,
  }) => {
    await page.goto('./');
    await expect(banner(page)).toBeVisible();
    // Faded in, the bar has not taken the focus: it waits for the first Tab.
    await expect
      .poll(() => banner(page).evaluate((bar) => getComputedStyle(bar).opacity))
      .toBe('1');
    expect(await banner(page).evaluate((bar) => bar.contains(document.activeElement))).toBe(false);
    // The banner comes first in the page: the first Tabs reach "Accept all", then "Reject all".
    const reject = banner(page).getByRole('button', { name: 'Rechazar todas' });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (let tab = 0; tab < 4; tab += 1) {
      if (await reject.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(reject).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    // The button went with the bar: the focus is on the page's heading, not lost to the body.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    // The next Tab goes on into the form, not back to the page's top.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
    ).toBe(true);
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('trackingConsent') ?? '{}'),
    );
    expect(stored).toMatchObject({ categories: ['necessary'], revision: CONSENT_BANNER_VERSION });
    expect(Date.parse(stored.consentTimestamp)).toBeGreaterThan(Date.now() - 60_000);
    expect(consentCalls(await dataLayer(page))).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', DENIED],
    ]);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(banner(page)).toBeHidden();
    expect(vendorRequests).toEqual([]);
  });

  test('the bar coming in takes nothing from the form: the amount chosen with the keyboard goes on moving', async ({
    page,
  }) => {
    // The banner's code held back until the applicant is on the amount's slider.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/consent-banner-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('./');
    const amount = page.getByRole('slider', { name: 'Importe del préstamo' });
    await amount.focus();
    await page.keyboard.press('ArrowLeft');
    const chosen = await amount.inputValue();
    release();
    await expect(banner(page)).toBeVisible();
    await expect
      .poll(() => banner(page).evaluate((bar) => getComputedStyle(bar).opacity))
      .toBe('1');
    await expect(amount).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(amount).not.toHaveValue(chosen);
    await expect(amount).toBeFocused();
  });

  test('accept all starts every vendor of the brand, after Consent Mode default then update; a reload keeps it', async ({
    page,
    vendorCalls,
    vendorRequests,
  }) => {
    await page.goto('./');
    await banner(page).getByRole('button', { name: 'Aceptar todas' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => vendorsOf(vendorCalls)).toEqual(ACCEPT_ALL);
    await expect.poll(() => postHogRequests(vendorRequests).length).toBeGreaterThan(0);
    // Default, then update, then the container, in the data layer the tag manager reads. (Its
    // stand-in reports each entry in a request of its own: they may arrive in another order.)
    const layerOrder = async () =>
      (await dataLayer(page)).map((entry) =>
        Array.isArray(entry) ? `${entry[0]} ${entry[1]}` : (entry as { event?: string }).event,
      );
    await expect
      .poll(async () => (await layerOrder()).slice(0, 3))
      .toEqual(['consent default', 'consent update', 'gtm.js']);
    const layer = await dataLayer(page);
    expect(layer[1]).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        analytics_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ]);
    // Kept: the next visit starts them without asking.
    vendorCalls.length = 0;
    await page.reload();
    await expect.poll(() => vendorsOf(vendorCalls)).toEqual(ACCEPT_ALL);
    await expect(banner(page)).toBeHidden();
  });

  test('analytics only starts product analytics and no marketing vendor', async ({
    page,
    vendorCalls,
    vendorRequests,
  }) => {
    await page.goto('./');
    await banner(page).getByRole('button', { name: 'Elegir' }).click();
    const settings = page.getByRole('dialog', { name: 'Configuración de cookies' });
    await expect(settings).toBeVisible();
    await expectAccessible(page);
    await settings.getByRole('checkbox', { name: 'Analíticas' }).check();
    await settings.getByRole('button', { name: 'Guardar mi elección' }).click();
    await expect(settings).toBeHidden();
    await expect.poll(() => postHogRequests(vendorRequests).length).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    // Session recording is analytics too, but records in production only (spec section 4).
    expect(vendorsOf(vendorCalls)).toEqual(['product-analytics']);
    expect(
      vendorRequests
        .map((request) => request.url)
        .filter((url) => !url.includes('posthog.com') && !url.includes('/__stand-in')),
    ).toEqual([]);
    expect(consentCalls(await dataLayer(page))).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', { ...DENIED, analytics_storage: 'granted' }],
    ]);
  });

  test('the footer link changes the choice later: marketing withdrawn stops its vendors', async ({
    page,
    vendorCalls,
    vendorRequests,
  }) => {
    await page.goto('./');
    await banner(page).getByRole('button', { name: 'Aceptar todas' }).click();
    await expect.poll(() => vendorsOf(vendorCalls)).toContain('meta-pixel');
    // What PostHog took while it was allowed (the first page's view) leaves in its 3 s batch: a
    // withdrawal is not retroactive. Waited for here, so that what is checked below is only what
    // came after the withdrawal (CI's run 47 saw that batch leave after it).
    await expect
      .poll(
        () =>
          postHogRequests(vendorRequests).filter((request) => request.body.includes('"$pageview"'))
            .length,
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Configuración de cookies' }).click();
    const settings = page.getByRole('dialog', { name: 'Configuración de cookies' });
    await expect(settings).toBeVisible();
    await settings.getByRole('button', { name: 'Rechazar todas' }).click();
    await expect(settings).toBeHidden();
    await expect
      .poll(() => vendorCalls.some((call) => JSON.stringify(call.call).includes('revoke')))
      .toBe(true);
    const before = vendorCalls.length;
    await aboveBanner(page, page.getByRole('button', { name: 'Continuar' }));
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/personal-details$/);
    await page.waitForTimeout(800);
    expect(vendorCalls.slice(before).filter((call) => call.vendor !== 'tag-manager')).toEqual([]);
    expect(
      vendorCalls
        .slice(before)
        .filter((call) => JSON.stringify(call.call).includes('lf_step_view')),
    ).toEqual([]);
  });

  test('the ad click waits for marketing: rejected, neither stored nor sent; accepted later in the footer, the next update carries it', async ({
    page,
  }) => {
    const storedClick = () => page.evaluate(() => localStorage.getItem('gclid'));
    await page.goto('./?gclid=TEST123');
    await banner(page).getByRole('button', { name: 'Rechazar todas' }).click();
    const continueButton = page.getByRole('button', { name: 'Continuar' });
    const created = page.waitForRequest(isLeadCreate);
    await continueButton.click();
    expect((await created).postDataJSON()).not.toHaveProperty('googleClick.gclid');
    await expect(page).toHaveURL(/personal-details$/);
    expect(await storedClick()).toBeNull();
    await page.goBack();
    await page.getByRole('button', { name: 'Configuración de cookies' }).click();
    const settings = page.getByRole('dialog', { name: 'Configuración de cookies' });
    await settings.getByRole('button', { name: 'Aceptar todas' }).click();
    await expect.poll(storedClick).toContain('TEST123');
    const updated = page.waitForRequest(isLeadUpdate);
    await continueButton.click();
    expect((await updated).postDataJSON()).toMatchObject({ googleClick: { gclid: 'TEST123' } });
  });

  test('marketing withdrawn in the footer clears the pixels’ cookies, and the lead forgets their ids', async ({
    page,
  }) => {
    const pixelCookies = async () =>
      (await page.context().cookies())
        .map((cookie) => cookie.name)
        .filter((name) => /^(_fbp|_fbc|_ttp|_gcl_au)$/.test(name))
        .sort();
    await page.goto('./');
    await banner(page).getByRole('button', { name: 'Aceptar todas' }).click();
    // What the pixels write once started (the stand-ins write nothing).
    await page.evaluate(() => {
      document.cookie = '_fbp=fb.1.1796686608970.42; path=/';
      document.cookie = '_fbc=fb.1.1796686608970.IwAR0abc; path=/';
      document.cookie = '_ttp=tt-1; path=/';
      document.cookie = '_gcl_au=1.1.42.1796686608; path=/';
    });
    const continueButton = page.getByRole('button', { name: 'Continuar' });
    const created = page.waitForRequest(isLeadCreate);
    await aboveBanner(page, continueButton);
    await continueButton.click();
    expect((await created).postDataJSON()).toMatchObject({
      metaPixel: { fbp: 'fb.1.1796686608970.42' },
      tikTokPixel: { ttp: 'tt-1' },
    });
    await expect(page).toHaveURL(/personal-details$/);
    await page.goBack();
    await page.getByRole('button', { name: 'Configuración de cookies' }).click();
    const settings = page.getByRole('dialog', { name: 'Configuración de cookies' });
    await settings.getByRole('button', { name: 'Rechazar todas' }).click();
    await expect(settings).toBeHidden();
    await expect.poll(pixelCookies).toEqual([]);
    const updated = page.waitForRequest(isLeadUpdate);
    await continueButton.click();
    expect((await updated).postDataJSON()).toMatchObject({
      metaPixel: { fbp: null, fbc: null },
      tikTokPixel: { ttp: null, ttclid: null },
    });
  });

  test('a choice made for another banner version is asked again', async ({
    page,
    context,
    vendorRequests,
  }) => {
    await keepConsentChoice(
      context,
      storedConsent(['necessary', 'analytics', 'marketing'], CONSENT_BANNER_VERSION - 1),
    );
    await page.goto('./');
    await expect(banner(page)).toBeVisible();
    await page.waitForTimeout(500);
    expect(vendorRequests).toEqual([]);
  });

  test('on a 320 px phone the banner covers no Continue: the page scrolls past it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto('./');
    await expect(banner(page)).toBeVisible();
    const continueButton = page.getByRole('button', { name: 'Continuar' });
    await aboveBanner(page, continueButton);
    await page.screenshot({ path: test.info().outputPath('banner-320.png') });
    const shown = await boxOf(continueButton);
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(overlap(shown, await boxOf(banner(page)))).toBe(false);
    // And the page's end (the footer's links) can be scrolled out from under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(
      overlap(
        await boxOf(page.getByRole('button', { name: 'Configuración de cookies' })),
        await boxOf(banner(page)),
      ),
    ).toBe(false);
  });

  test('the banner shown follows the language chosen, and so do the settings opened later', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('./');
    await expect(banner(page)).toBeVisible();
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/borrow/);
    const english = page.getByRole('dialog', { name: 'Cookie consent' });
    await expect(english.getByRole('button', { name: 'Reject all' })).toBeVisible();
    await expect(english).not.toContainText('Usamos cookies');
    // Drawn again, the bar still leaves the page's end scrollable out from under it.
    const barHeight = await english.evaluate((bar) => bar.getBoundingClientRect().height);
    await expect
      .poll(() => page.evaluate(() => parseFloat(document.body.style.paddingBottom) || 0))
      .toBeCloseTo(barHeight, -1);
    await expectAccessible(page);
    await english.getByRole('button', { name: 'Reject all' }).click();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(settings.getByRole('button', { name: 'Save my choice' })).toBeVisible();
  });
});

test.describe('outside the EU brands', () => {
  test.use({ trackingConsent: null });
  test('no banner and no cookie link: vendors start as before', async ({ page, vendorCalls }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
    );
    await page.goto('./?brand=presta-ya-mx');
    await expect.poll(() => vendorsOf(vendorCalls)).toContain('tiktok-pixel');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Configuración de cookies' })).toHaveCount(0);
  });
});

test.describe("the operator's tracking panel", () => {
  test('?debugTracking=1 lists each vendor, its category, whether it started and each event sent', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
    );
    // This deployment may switch brand (ALLOW_BRAND_SWITCH): the panel is allowed here too.
    await page.goto('./?brand=presta-ya-mx&debugTracking=1');
    const panel = page.getByRole('region', { name: 'Tracking: presta-ya-mx' });
    await expect(panel).toBeVisible();
    const row = (vendor: string) => panel.getByRole('row').filter({ hasText: vendor });
    await expect(row('tiktok-pixel')).toContainText('marketing');
    await expect(row('tiktok-pixel')).toContainText('on');
    await expect(row('product-analytics')).toContainText('analytics');
    await expect(row('product-analytics')).toContainText('on');
    const sent = panel.getByRole('list', { name: 'Events sent' });
    await expect(sent).toContainText(
      'product-analytics: $pageview {"step":"loan-information","flow":"classic"}',
    );
    // TikTok's pixel sends a lead's events only, no page view (walker R: the panel listed every
    // event handed to a vendor, sent or not).
    await expect(sent).not.toContainText('tiktok-pixel:');
    await expectAccessible(page);
  });

  // Walker w14: for a brand without tracking the panel did not show at all, so an operator could
  // not tell "tracks nothing" from "no panel on this deployment".
  test('a brand without vendors: the panel says it sends nothing', async ({ page }) => {
    await page.goto('./?brand=kredit-klar-de&debugTracking=1');
    const panel = page.getByRole('region', { name: 'Tracking: kredit-klar-de' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('No vendor is configured for this brand');
    await expect(panel.getByRole('table')).toHaveCount(0);
    await expectAccessible(page);
  });

  // Walked mid-form: the parameter leaves the address at the first step, and a reload there (the
  // operator checking that a reload sends no second conversion) lost the panel.
  test('the panel stays for the tab’s session, through a reload without the parameter, until ?debugTracking=0', async ({
    page,
  }) => {
    await page.goto('./?brand=kredit-klar-de&debugTracking=1');
    const panel = page.getByRole('region', { name: 'Tracking: kredit-klar-de' });
    await expect(panel).toBeVisible();
    await page.goto('./');
    await expect(panel).toBeVisible();
    await page.reload();
    await expect(panel).toBeVisible();
    await page.goto('./?debugTracking=0');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(panel).toHaveCount(0);
    await page.reload();
    await page.waitForTimeout(1500);
    await expect(panel).toHaveCount(0);
  });

  test('an applicant without the parameter gets no panel', async ({ page }) => {
    await page.goto('./?brand=presta-ya-mx');
    await page.waitForTimeout(1500);
    await expect(page.getByRole('region', { name: /^Tracking/ })).toHaveCount(0);
  });
});

// Walking lei-rapid-ro with the panel: the v3 first page (the contact details) was sent as
// "loan-information", a page that flow does not have, and by its own name once reached again.
test.describe("the operator's tracking panel, analytics accepted", () => {
  test.use({ trackingConsent: ['necessary', 'analytics'] });
  test('a v3 brand’s first page is reported as that flow’s own first page', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
    );
    await page.goto('./?brand=lei-rapid-ro&debugTracking=1');
    const panel = page.getByRole('region', { name: 'Tracking: lei-rapid-ro' });
    await expect(panel.getByRole('list', { name: 'Events sent' })).toContainText(
      'product-analytics: $pageview {"step":"initial-details","flow":"v3-romanian"}',
    );
    await expect(panel).not.toContainText('loan-information');
  });
});

test.describe('the footer’s cookie settings, the connection lost a moment', () => {
  test('the settings’ code lost on its way: the press still opens them, once it comes', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/ERR_INTERNET_DISCONNECTED|dynamically imported module/);
    // A choice is stored (the fixture's "necessary"): nothing loads the banner's code before the
    // press, and its one download is lost, as on a train between two masts.
    let lost = 0;
    await page.route(
      /\/assets\/consent-banner-[^/?]*\.js$/,
      async (route) => {
        lost += 1;
        await route.abort('internetdisconnected');
      },
      { times: 1 },
    );
    await page.goto('./');
    await page.getByRole('button', { name: 'Configuración de cookies' }).click();
    await expect.poll(() => lost).toBe(1);
    const settings = page.getByRole('dialog', { name: 'Configuración de cookies' });
    await expect(settings).toBeVisible();
    await settings.getByRole('button', { name: 'Aceptar todas' }).click();
    await expect(settings).toBeHidden();
    expect(
      await page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('trackingConsent') ?? '{}') as { categories?: string[] })
            .categories,
      ),
    ).toEqual(['necessary', 'analytics', 'marketing']);
  });
});
