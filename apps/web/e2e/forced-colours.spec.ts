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
