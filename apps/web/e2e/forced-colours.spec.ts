import { expect, test } from './fixtures';

/**
 * Windows' contrast themes (forced colours): the browser draws the page in the theme's few
 * colours. Walked on default-es, pesolend-ph and credisol-es at 375 px: the header's language
 * select, whose own text is transparent under the short code drawn over it, showed its text
 * again under the code ("EN-PH| (Pl▾⌄"), and the cookie settings' switches lost their track.
 */
test.describe('forced colours', () => {
  test.use({ viewport: { width: 375, height: 667 }, colorScheme: 'dark' });
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
  });

  test('the language select on a phone shows one text: the code, over a select whose own text is hidden', async ({
    page,
  }) => {
    await page.goto('./?brand=pesolend-ph');
    const select = page.locator('.lf-language__select');
    await expect(select).toBeVisible();
    await expect(page.locator('.lf-language__code')).toBeVisible();
    expect(await select.evaluate((element) => getComputedStyle(element).color)).toBe(
      'rgba(0, 0, 0, 0)',
    );
  });

  // Walking kredit-klar-de in a dark contrast theme: the header's and the footer's logo, drawn in
  // the brand's dark primary (#2b2b6f, 1.6:1 on black), all but vanished, and with it the link
  // home. An image keeps its own colours: the logo draws itself light in such a theme.
  for (const brand of ['kredit-klar-de', 'default-es', 'pesolend-ph', 'credisol-es']) {
    test(`${brand}: the logo stands out from a dark contrast theme's background`, async ({
      page,
    }) => {
      await page.goto(`./?brand=${brand}`);
      const logo = page.locator('header .lf-brand img');
      await expect(logo).toBeVisible();
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete))
        .toBe(true);
      const shot = await logo.screenshot();
      // The lightest pixel of the logo, by relative luminance: its strokes against black.
      const lightest = await page.evaluate(async (png) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        if (!context) return 0;
        context.drawImage(image, 0, 0);
        const { data } = context.getImageData(0, 0, image.width, image.height);
        const linear = (value: number) => {
          const c = value / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        let most = 0;
        for (let i = 0; i < data.length; i += 4) {
          const luminance =
            0.2126 * linear(data[i] ?? 0) +
            0.7152 * linear(data[i + 1] ?? 0) +
            0.0722 * linear(data[i + 2] ?? 0);
          most = Math.max(most, luminance);
        }
        return most;
      }, shot.toString('base64'));
      // At least 4.5:1 against black (luminance 0): (L + 0.05) / 0.05 ≥ 4.5.
      expect((lightest + 0.05) / 0.05).toBeGreaterThanOrEqual(4.5);
    });
  }

  // Walker w11: the amount dialog, the consent banner and the cookie settings were set apart
  // from the page by a shadow alone, which forced colours take away: the page ran on into them.
  test.describe('on a first visit', () => {
    test.use({ trackingConsent: null });

    test('the consent banner, the cookie settings and the amount dialog each keep an edge', async ({
      page,
    }) => {
      await page.goto('./?brand=credisol-es');
      const edge = (selector: string) =>
        page.locator(selector).evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.borderTopStyle} ${style.borderTopWidth}`;
        });
      const banner = page.locator('#cc-main .cm');
      await expect(banner).toBeVisible();
      expect(await edge('#cc-main .cm')).toMatch(/^solid [1-9]/);
      await page.getByRole('button', { name: 'Elegir' }).click();
      await expect(page.locator('#cc-main .pm')).toBeVisible();
      expect(await edge('#cc-main .pm')).toMatch(/^solid [1-9]/);
      await page.getByRole('button', { name: 'Rechazar todas' }).last().click();
      await expect(page.locator('#cc-main .pm')).toBeHidden();

      await page.getByRole('button', { name: 'Cambiar importe o plazo' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await edge('dialog[open]')).toMatch(/^solid [1-9]/);
    });
  });

  test.describe('the cookie settings', () => {
    test.use({ trackingConsent: ['necessary'] });

    test('each switch keeps a track, drawn apart from the dialog, and on is not drawn as off', async ({
      page,
    }) => {
      await page.goto('./?brand=default-es');
      await page.getByRole('button', { name: 'Configuración de cookies' }).click();
      const settings = page.getByRole('dialog', { name: 'Configuración de cookies' });
      await expect(settings).toBeVisible();
      // Analytics switched on; marketing stays off.
      await page.locator('#cc-main input.section__toggle').nth(1).check({ force: true });
      const colours = () =>
        page.evaluate(() => {
          const dialog = document.querySelector('#cc-main .pm');
          const tracks = [...document.querySelectorAll('#cc-main .toggle__icon')];
          return {
            dialog: dialog ? getComputedStyle(dialog).backgroundColor : '',
            tracks: tracks.map((track) => getComputedStyle(track).backgroundColor),
          };
        });
      // Necessary (on, read only), analytics (on) and marketing (off), once the switch has slid.
      await expect
        .poll(async () => {
          const { tracks } = await colours();
          return tracks.length >= 3 && tracks[1] !== tracks[2];
        })
        .toBe(true);
      const { dialog, tracks } = await colours();
      for (const track of tracks) expect(track).not.toBe(dialog);
    });
  });
});
