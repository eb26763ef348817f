import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { PARENT_PORT, WEB_ORIGIN } from '../playwright.config';
import { Brands, resolveBrand } from '../src/app/brand-registry';
import {
  continueTo,
  field,
  fillContactDetails,
  fillDate,
  fillIncomeDetails,
  fillOtherInformation,
  fillPersonalDetails,
  fillReferenceInformation,
  chooseRadio,
  romanianApplicant,
  spanishApplicant,
} from './application-flow';
import { expect, expectAccessible } from './fixtures';
import { test } from './shared-page';

test.describe('every brand', () => {
  for (const definition of Brands) {
    test(`${definition.id} shows its own first page`, async ({ page }, testInfo) => {
      const brand = resolveBrand(definition.id);
      await page.goto(`./?brand=${definition.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.getByRole('banner').getByRole('img', { name: brand.displayName }),
      ).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(brand.pageData.title ?? brand.displayName));
      const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
      expect(favicon).toContain('favicon');
      expect((await page.request.get(new URL(favicon ?? '', page.url()).href)).status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', /^[a-z]{2}-[A-Z]{2}$/);
      await expectAccessible(page);
      // Into the test's output folder; `npm run screenshots` refreshes the README's pictures.
      await page.screenshot({ path: testInfo.outputPath(`${definition.id}.png`) });
    });
  }
});

test.describe('representative example (decision 0018)', () => {
  /** The figure the example gives for a label, as the page shows it. */
  const figure = (page: Page, label: string) =>
    page
      .getByRole('region', { name: 'Ejemplo representativo' })
      .locator('div', {
        has: page.getByRole('term').filter({ hasText: label }),
      })
      .getByRole('definition');

  test('a priced brand shows what the loan costs, and the figures follow the amount and the term', async ({
    page,
  }) => {
    await page.goto('./');
    const total = figure(page, 'Importe total adeudado');
    const apr = figure(page, 'Tasa anual equivalente (TAE)');
    // default-es: 1000 € for 61 days at 19.9 % nominal, with a 1.5 % fee.
    await expect(total).toHaveText(/^1048,26\s€$/);
    await expect(apr).toHaveText(/^32,6\s%$/);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Reducir el importe' }).click();
    await expect(total).toHaveText(/^943,43\s€$/);
    await page.getByRole('slider', { name: 'Plazo de devolución' }).focus();
    await page.keyboard.press('End');
    // 90 days: 44.16 € interest; the longer term spreads the fee, so the APR falls.
    await expect(total).toHaveText(/^957,66\s€$/);
    await expect(figure(page, 'Coste total del crédito')).toHaveText(/^57,66\s€$/);
    await expect(apr).toHaveText(/^28,6\s%$/);
    // Read out once the figures rest: what is asked for (the summary sentence the page leaves
    // out beside the example), then the APR and the total.
    await expect(page.locator('.lf-cost-example [aria-live="polite"]')).toHaveText(
      /^Solicitas 900\s€ a 90 días\. TAE 28,6\s%, importe total adeudado 957,66\s€\.$/,
    );
  });

  // Issue 37: no brand goes without; a brand without pricing fails its configuration check. The
  // v3 brands' first page has no loan controls: theirs is in the loan summary under the form.
  for (const definition of Brands) {
    test(`${definition.id} shows its representative example before applying`, async ({ page }) => {
      expect(resolveBrand(definition.id).pricing).toBeDefined();
      await page.goto(`./?brand=${definition.id}`);
      const example = page.locator('.lf-cost-example');
      await expect(example).toBeVisible();
      // The repayment, the total cost and the rate, each with its figure.
      expect(await example.getByRole('term').count()).toBeGreaterThanOrEqual(3);
      await expect(example.getByRole('definition').last()).toHaveText(/\d.*%/);
      await expectAccessible(page);
    });
  }
});

test.describe('routes', () => {
  test('a deep link to a state-driven route renders inside the brand page', async ({ page }) => {
    await page.goto('./mobile-verification');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Verifica tu número de móvil' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expectAccessible(page);
  });

  test('a continue link the lead API does not know says so, header and footer invisible', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 404|Failed to continue lead/);
    await page.goto('./continue/6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f');
    await expect(
      page.getByRole('heading', { level: 1, name: 'No encontramos esta solicitud' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Empezar una nueva solicitud' })).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByRole('banner')).toHaveCSS('opacity', '0');
    await expect(page.getByRole('contentinfo')).toHaveCSS('opacity', '0');
  });
});

test.describe('failures', () => {
  test('when the brand page cannot load, the crash text shows instead of a blank page, with a way to load it again', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(
      /Failed to load resource|net::ERR_FAILED|Failed to fetch dynamically imported module/,
    );
    await page.route(/classic-application-page-[^/?]*\.js(\?.*)?$/, (route) =>
      route.abort('failed'),
    );
    await page.goto('./');
    // Only after the download has been retried with backoff (lib/retrying-import.ts).
    const crash = page.getByRole('alert');
    await expect(crash).toHaveText(
      'Algo ha salido mal. Por favor, inténtalo de nuevo más tarde. Volver a cargar la página',
      { timeout: 15_000 },
    );
    // The link loads the page's own address again, which then has its code.
    await page.unroute(/classic-application-page-[^/?]*\.js(\?.*)?$/);
    await crash.getByRole('link', { name: 'Volver a cargar la página' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('languages', () => {
  test('switching the language loads the other translation file', async ({ page }) => {
    await page.goto('./');
    await expect(
      page.getByRole('heading', { level: 1, name: '¿Cuánto dinero necesitas?' }),
    ).toBeVisible();
    const romanian = page.waitForResponse((response) =>
      response.url().endsWith('/application-frontend/locales/ro/translation.json'),
    );
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('ro');
    expect((await romanian).status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'De câți bani aveți nevoie?' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro-RO');
    await expectAccessible(page);
  });

  // Walked by keyboard: ArrowDown on the closed select (Chromium changes its value at once) put
  // the page in English at each key. The keys' choice is taken on Enter (and on leaving the
  // select: language-switch.test.tsx).
  test('a language reached with the arrow keys is taken on Enter, not at each key', async ({
    page,
  }) => {
    await page.goto('./');
    const spanish = page.getByRole('heading', { level: 1, name: '¿Cuánto dinero necesitas?' });
    await expect(spanish).toBeVisible();
    const select = page.getByRole('combobox', { name: 'Idioma' });
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue('en');
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue('ro');
    await expect(spanish).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');

    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'De câți bani aveți nevoie?' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro-RO');
  });

  // Issue 37, item 4: the national id follows the brand's country, whatever the language.
  test('default-es in Romanian asks for a Spanish DNI or NIE, refuses a Romanian CNP and takes a DNI', async ({
    page,
  }) => {
    await page.goto('./');
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('ro');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro-RO');
    await continueTo(page, /personal-details$/);
    const personalCode = field(page, 'personalDetails.personalCode');
    await expect(page.getByLabel('DNI sau NIE spaniol')).toBeVisible();
    await field(page, 'personalDetails.firstName').fill(spanishApplicant.firstName);
    await field(page, 'personalDetails.lastName').fill(spanishApplicant.lastName);
    await fillDate(page, 'personalDetails.dateOfBirth', romanianApplicant.dateOfBirth);
    await chooseRadio(page, 'personalDetails.gender', romanianApplicant.gender);
    // A valid CNP (it names this birth date and sex) is not a Spanish id.
    await personalCode.fill(romanianApplicant.personalCode);
    await page.locator('form.lf-step button[type="submit"]:visible').click();
    await expect(page.locator('#personalDetails-personalCode-error')).toContainText(
      'Introduceți DNI-ul (8 cifre și o literă',
    );
    await expect(personalCode).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await personalCode.fill(spanishApplicant.personalCode);
    await continueTo(page, /contact-details$/);
  });
});

test.describe('inside a frame', () => {
  test.describe.configure({ mode: 'serial' });
  const PARENT_ORIGIN = `http://localhost:${PARENT_PORT}`;
  let parent: Server;

  // A real parent page on another local origin (Chromium refuses to let a non-local page frame
  // a loopback address, so the partner page must be served, not faked by request routing).
  test.beforeAll(async () => {
    parent = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><title>Partner</title><body>
        <script>
          window.heights = [];
          window.addEventListener('message', (event) => {
            if (event.data && event.data.type === 'FORM_HEIGHT') {
              window.heights.push({ origin: event.origin, height: event.data.height });
              // As a partner's page does: the frame takes the height the form asks for.
              document.querySelector('iframe').height = String(event.data.height);
            }
          });
        </script>
        <iframe title="Loan application" width="400" height="600"></iframe>
        <script>
          // The partner's own query (?brand=…) goes to the frame's address.
          document.querySelector('iframe').src =
            '${WEB_ORIGIN}/application-frontend/' + location.search;
        </script>
      </body></html>`);
    });
    await new Promise<void>((resolve) => parent.listen(PARENT_PORT, '127.0.0.1', resolve));
  });
  test.afterAll(async () => {
    await new Promise((resolve) => parent.close(resolve));
  });

  test('hides header and footer and posts FORM_HEIGHT to the parent', async ({ page }) => {
    await page.goto(`${PARENT_ORIGIN}/`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await expect(frame.getByRole('contentinfo')).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heights: unknown[] }).heights.length))
      .toBeGreaterThan(0);
    const heights = await page.evaluate(
      () => (window as unknown as { heights: { origin: string; height: number }[] }).heights,
    );
    expect(heights[0]?.origin).toBe(WEB_ORIGIN);
    expect(heights[0]?.height).toBeGreaterThan(100);
  });

  // Tried in a partner's page: a first visit in the frame drew the page for a window (header,
  // footer), then a page loader, then the framed page, which React drew afresh.
  test('a first visit in the frame is sent the framed page, and React takes that very page over', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (window.self === window.top) return;
      const seen = { header: false, loader: false, sentHeading: null as Element | null };
      Object.assign(window, { lfFramedFirstPage: seen });
      new MutationObserver(() => {
        seen.header ||= document.querySelector('.lf-header') !== null;
        seen.loader ||= document.querySelector('.lf-loader__ring[width="80"]') !== null;
        seen.sentHeading ??= document.querySelector('#root h1');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${PARENT_ORIGIN}/`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    // Once the page has told its height, React has it.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heights: unknown[] }).heights.length))
      .toBeGreaterThan(0);
    const framed = page.frames().find((candidate) => candidate !== page.mainFrame());
    if (!framed) throw new Error('No frame');
    const seen = await framed.evaluate(() => {
      const { header, loader, sentHeading } = (
        window as unknown as {
          lfFramedFirstPage: { header: boolean; loader: boolean; sentHeading: Element | null };
        }
      ).lfFramedFirstPage;
      return {
        header,
        loader,
        sent: sentHeading !== null,
        takenOver: sentHeading !== null && sentHeading === document.querySelector('#root h1'),
      };
    });
    expect(seen).toEqual({ header: false, loader: false, sent: true, takenOver: true });
  });

  // Tried in a partner's page that sizes the frame as told (pozyczka-plus-pl at 375 px): back
  // from the personal details to the loan page, the frame stayed as tall as the longest page
  // (1,595 px for 589 of page), the height read being the frame's own once larger than the page.
  test('the frame follows the form down as well as up: a shorter page leaves no blank space', async ({
    page,
  }) => {
    await page.goto(`${PARENT_ORIGIN}/`);
    const frame = page.frameLocator('iframe');
    const heights = () =>
      page.evaluate(() =>
        (window as unknown as { heights: { height: number }[] }).heights.map((each) => each.height),
      );
    // The blank space the frame leaves under the page's main region, as the partner sized it.
    const blankBelow = async () => {
      const framed = await page
        .locator('iframe')
        .evaluate((element) => Number(element.getAttribute('height')));
      const drawn = await frame
        .locator('main')
        .evaluate((main) => main.getBoundingClientRect().bottom + window.scrollY);
      return framed - drawn;
    };
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await heights()).length).toBeGreaterThan(0);
    // From the first: the page's height, never the page loader's (208 px) on the way to it.
    const page1 = await frame
      .locator('main')
      .evaluate((main) => main.getBoundingClientRect().height);
    expect((await heights())[0]).toBeGreaterThanOrEqual(page1 - 10);
    // The frame's storage is the partner site's own (Chromium partitions a framed site's): the
    // tracking consent is asked there. While its bar shows, the page keeps room for it below.
    await frame.getByRole('button', { name: 'Rechazar todas' }).click();
    await expect.poll(async () => (await heights()).length).toBeGreaterThan(0);
    await frame.getByRole('button', { name: 'Continuar' }).click();
    await expect(frame.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible();
    await frame.getByRole('button', { name: 'Continuar' }).click();
    await expect(frame.getByRole('heading', { name: 'Hay un problema' })).toBeVisible();
    // A frame shorter than the page also leaves no blank below it: the frame has grown only once
    // none of the page is cut off (waiting for "little blank" alone read the heights too early).
    await expect.poll(blankBelow, 'grown with the errors: none of it cut off').toBeGreaterThan(-2);
    expect(await blankBelow(), 'grown with the errors: no blank').toBeLessThan(100);
    const tallest = Math.max(...(await heights()));
    await frame.getByRole('link', { name: 'Atrás' }).click();
    await expect(frame.getByRole('heading', { level: 1, name: /dinero/ })).toBeVisible();
    await expect.poll(blankBelow, 'the loan page again').toBeLessThan(100);
    expect(await blankBelow(), 'none of the page cut off').toBeGreaterThan(-2);
    expect((await heights()).at(-1)).toBeLessThan(tallest - 200);
  });

  // Walked in a partner's page (credisol-es, 375 px): the consent bar's room below the page
  // (the body's padding) was never told to the partner, so the bar covered the page's end, or,
  // once chosen, left as much blank space.
  test('the frame makes room for the consent bar while it shows, and gives it back once chosen', async ({
    page,
  }) => {
    await page.goto(`${PARENT_ORIGIN}/`);
    const frame = page.frameLocator('iframe');
    const bar = frame.getByRole('dialog', { name: 'Consentimiento de cookies' });
    await expect(bar).toBeVisible();
    const lastHeight = async () =>
      (
        await page.evaluate(() =>
          (window as unknown as { heights: { height: number }[] }).heights.map(
            (each) => each.height,
          ),
        )
      ).at(-1) ?? 0;
    const pageHeight = () =>
      frame.locator('html').evaluate((html) => html.getBoundingClientRect().height);
    const toldRight = async () => Math.abs((await lastHeight()) - (await pageHeight())) <= 12;
    await expect.poll(toldRight, 'with the bar').toBe(true);
    const withBar = await lastHeight();
    await bar.getByRole('button', { name: 'Rechazar todas' }).click();
    await expect.poll(toldRight, 'once chosen').toBe(true);
    expect(await lastHeight()).toBeLessThan(withBar - 100);
  });

  // Walker A3: the partner makes the frame as tall as the page, so a bar at the frame's bottom
  // was at the form's end, below Continue and off the screen as the page opened.
  test('the consent bar shows at the top of the frame, on the screen as the page opens, over none of the form', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${PARENT_ORIGIN}/`);
    const frame = page.frameLocator('iframe');
    const bar = frame.getByRole('dialog', { name: 'Consentimiento de cookies' });
    await expect(bar).toBeVisible();
    // Once the frame is as tall as the page, with the bar's room.
    await expect
      .poll(() => page.locator('iframe').evaluate((element) => element.clientHeight))
      .toBeGreaterThan(1000);
    // Once it has slid in.
    await expect.poll(async () => (await bar.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    const barBox = await bar.boundingBox();
    if (!barBox) throw new Error('The bar has no box');
    expect(barBox.y + barBox.height, 'the bar on the partner’s first screen').toBeLessThan(740);
    const heading = frame.getByRole('heading', { level: 1 });
    const headingTop = async () => (await heading.boundingBox())?.y ?? 0;
    const withBar = await headingTop();
    expect(withBar, 'the heading below the bar').toBeGreaterThanOrEqual(barBox.y + barBox.height);
    await bar.getByRole('button', { name: 'Rechazar todas' }).click();
    await expect(bar).toBeHidden();
    await expect.poll(headingTop, 'the bar’s room given back').toBeLessThan(withBar - 100);
  });

  // Walker D3: the settings, as tall as the frame (itself as tall as the page), opened with their
  // buttons some 1,600 px below the partner's screen.
  for (const [width, height] of [
    [375, 740],
    [1280, 800],
  ] as const) {
    test(`the cookie settings open whole on the partner's screen (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto(`${PARENT_ORIGIN}/?brand=credisol-es`);
      const frame = page.frameLocator('iframe');
      await expect
        .poll(() => page.locator('iframe').evaluate((element) => element.clientHeight))
        .toBeGreaterThan(1000);
      await frame.getByRole('button', { name: 'Elegir' }).click();
      const save = frame.getByRole('button', { name: 'Guardar mi elección' });
      await expect(save).toBeVisible();
      const onScreen = async (name: string) => {
        const box = await frame.getByRole('button', { name }).boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= height;
      };
      await expect.poll(() => onScreen('Guardar mi elección')).toBe(true);
      expect(await onScreen('Cerrar')).toBe(true);
      await save.click();
      await expect(frame.getByRole('dialog', { name: 'Consentimiento de cookies' })).toBeHidden();
    });
  }

  // Walker w6 (default-es and pozyczka-plus-pl, 375 and 1280 px): on a page longer than the
  // partner's screen, the settings opened from the link below the form were centred on the link,
  // their Reject and Save below the partner's screen, and the partner's page scrolled only to
  // their top.
  test('the cookie settings opened below a long page open whole on the partner’s screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${PARENT_ORIGIN}/?brand=default-es`);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: 'Rechazar todas' }).click();
    await frame.getByRole('button', { name: 'Continuar' }).click();
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Datos personales');
    // The partner's own content goes on below the frame (its footer), so the frame's end can
    // stand in the middle of the partner's screen.
    await page.evaluate(() => {
      document.body.style.paddingBottom = '800px';
    });
    const link = frame.getByRole('button', { name: 'Configuración de cookies' });
    // The partner's page scrolled down until the link shows in the middle of its screen.
    await link.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await link.click();
    const settings = frame.getByRole('dialog', { name: 'Configuración de cookies' });
    await expect(settings).toBeVisible();
    const onScreen = async (name: string) => {
      const box = await settings.getByRole('button', { name }).boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 740;
    };
    await expect.poll(() => onScreen('Guardar mi elección')).toBe(true);
    expect(await onScreen('Rechazar todas')).toBe(true);
    expect(await onScreen('Aceptar todas')).toBe(true);
  });

  // Walked in a partner's page (default-es, +redirected): "Ver la oferta" opened the lender's
  // site inside the frame, where a lender's page (framing refused) shows nothing.
  for (const method of ['GET', 'POST'] as const) {
    test(`the partner's offer (${method}) opens in the whole tab, not inside the frame`, async ({
      page,
    }) => {
      await page.route('https://partner.example/**', (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          headers: { 'x-frame-options': 'DENY' },
          body: '<!doctype html><html lang="en"><title>Partner offer</title><h1>Partner offer</h1>',
        }),
      );
      await page.goto(`${PARENT_ORIGIN}/`);
      const frame = page.frameLocator('iframe');
      const continueTo = async (heading: string) => {
        await frame.locator('button[type="submit"]:visible').click();
        await expect(frame.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      };
      await frame.getByRole('button', { name: 'Rechazar todas' }).click();
      await continueTo('Datos personales');
      await fillPersonalDetails(frame, spanishApplicant);
      await continueTo('Datos de contacto');
      const tag = method === 'POST' ? 'redirectpost' : 'redirected';
      await fillContactDetails(frame, { ...spanishApplicant, email: `ana+${tag}@example.com` });
      await continueTo('Ingresos');
      await fillIncomeDetails(frame, spanishApplicant);
      await continueTo('Otra información');
      await fillOtherInformation(frame, spanishApplicant);
      await continueTo('Persona de referencia');
      await fillReferenceInformation(frame, spanishApplicant);
      await continueTo('Continúa con nuestro socio');
      await frame
        .getByRole('link', { name: 'Ver la oferta' })
        .or(frame.getByRole('button', { name: 'Ver la oferta' }))
        .click();
      await expect(page).toHaveURL(/^https:\/\/partner\.example\/apply\?ref=/);
      await expect(page.getByRole('heading', { level: 1, name: 'Partner offer' })).toBeVisible();
    });
  }

  // Walked in a partner's page (credisol-es, 375 px): the amount dialog, centred in the frame as
  // tall as the page, opened some 600 px above what the partner's page showed, with the focus.
  // Walked in a partner's page (default-es, 375 and 1280 px): with the partner's page scrolled
  // down to Continue, a Continue pressed offline, then the connection back: the toast "Vuelves a
  // tener conexión." showed at the top of the frame, 273 px above the partner's screen.
  test('a toast shows where the partner’s page shows the frame', async ({
    page,
    context,
    allowConsoleError,
  }) => {
    // The save sent offline fails as the browser's own request does.
    allowConsoleError(/ERR_INTERNET_DISCONNECTED/);
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(`${PARENT_ORIGIN}/?brand=default-es`);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: 'Rechazar todas' }).click();
    await frame.getByRole('button', { name: 'Continuar' }).click();
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Datos personales');
    await fillPersonalDetails(frame, spanishApplicant);
    await expect
      .poll(() => page.locator('iframe').evaluate((element) => element.clientHeight))
      .toBeGreaterThan(900);
    const next = frame.getByRole('button', { name: 'Continuar' });
    await next.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await context.setOffline(true);
    await next.click();
    await context.setOffline(false);
    const toast = frame.getByText('Vuelves a tener conexión.');
    await expect(toast).toBeVisible();
    await expect
      .poll(async () => {
        const box = await toast.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= 667;
      })
      .toBe(true);
  });

  test('the amount dialog opens where the partner’s page shows the frame', async ({ page }) => {
    await page.setViewportSize({ width: 420, height: 700 });
    await page.goto(`${PARENT_ORIGIN}/?brand=credisol-es`);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: 'Rechazar todas' }).click();
    const change = frame.getByRole('button', { name: 'Cambiar importe o plazo' });
    await change.scrollIntoViewIfNeeded();
    await change.click();
    const dialog = frame.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Boxes of a frame's elements are given in the partner's window.
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= 700;
      })
      .toBe(true);
  });

  // Tried in a partner's page: the frame hides the footer, and with it the only way to change the
  // tracking choice made in the frame's banner. A choice must be as easy to withdraw as to give.
  test('the tracking choice made in the frame can be changed there later, below the form', async ({
    page,
    allowConsoleError,
  }) => {
    // Once accepted, the vendors' scripts are asked for: their hosts are not reachable from here
    // (the vendors' stand-ins answer the top page's requests, not a frame's).
    allowConsoleError(/ERR_NAME_NOT_RESOLVED/);
    await page.goto(`${PARENT_ORIGIN}/`);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: 'Rechazar todas' }).click();
    await expect(frame.getByRole('dialog', { name: 'Consentimiento de cookies' })).toBeHidden();
    // Still no footer: the link alone, after the form.
    await expect(frame.getByRole('contentinfo')).toHaveCount(0);
    const link = frame.getByRole('button', { name: 'Configuración de cookies' });
    await expect(link).toBeVisible();
    // Both read in one go inside the frame: the frame itself moves on the partner's page as it
    // gives back the banner's room (two boxes read apart, on the top page, once disagreed).
    await expect
      .poll(() =>
        link.evaluate((button) => {
          const main = button.ownerDocument.querySelector('main');
          return (
            main !== null &&
            button.getBoundingClientRect().top >= main.getBoundingClientRect().bottom
          );
        }),
      )
      .toBe(true);
    await link.click();
    const settings = frame.getByRole('dialog', { name: 'Configuración de cookies' });
    await expect(settings).toBeVisible();
    // Where the link was pressed, on the partner's screen (walker D3), not centred in the frame.
    const accept = settings.getByRole('button', { name: 'Aceptar todas' });
    const viewport = page.viewportSize();
    const box = await accept.boundingBox();
    expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
    await accept.click();
    await expect(settings).toBeHidden();
    // Consent Mode is told of the new choice, in the frame's own data layer.
    const framed = page.frames().find((candidate) => candidate !== page.mainFrame());
    if (!framed) throw new Error('No frame');
    await expect
      .poll(() =>
        framed.evaluate(() =>
          ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
            .map((entry) => Array.from(entry))
            .filter((entry) => entry[0] === 'consent' && entry[1] === 'update')
            .map((entry) => (entry[2] as { analytics_storage?: string }).analytics_storage),
        ),
      )
      .toEqual(['denied', 'granted']);
  });

  test("posts FORM_HEIGHT to a page of the form's own origin, which needs no partner configured", async ({
    page,
  }) => {
    // A page of the form's own site (the framing policy's 'self'): no brand lists it, and a
    // walker found its frame never told a height.
    await page.route(`${WEB_ORIGIN}/own-site-page.html`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="en"><title>Own site</title><body>
          <script>
            window.heights = [];
            window.addEventListener('message', (event) => {
              if (event.data && event.data.type === 'FORM_HEIGHT') window.heights.push(event.origin);
            });
          </script>
          <iframe title="Loan application" width="375" height="400"
            src="/application-frontend/?brand=default-es"></iframe>
        </body></html>`,
      }),
    );
    await page.goto(`${WEB_ORIGIN}/own-site-page.html`);
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heights: string[] }).heights))
      .toContain(WEB_ORIGIN);
  });

  test('refuses to be framed by a page the brand does not allow', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/frame-ancestors/);
    const blocked = page.waitForEvent('console', (message) =>
      /frame-ancestors/.test(message.text()),
    );
    await page.goto(`http://127.0.0.1:${PARENT_PORT}/`);
    await blocked;
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});
