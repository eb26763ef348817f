import { expect, test } from './fixtures';

/**
 * An applicant who prints a page (the loan and its representative example, a later step's
 * answers) gets what the page says, not what it offers to press: no buttons, no language menu,
 * no consent banner, no skip link; the brand's logo and the page's heading stay.
 */
test.describe('a printed page', () => {
  test.use({ trackingConsent: null });

  test('shows the brand, the heading and the loan’s figures, and none of the controls', async ({
    page,
  }) => {
    await page.goto('./?brand=default-es');
    await expect(page.locator('#cc-main .cm')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('img', { name: 'Préstamo Claro' }).first()).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: '¿Cuánto dinero necesitas?' }),
    ).toBeVisible();
    await expect(page.locator('.lf-cost-example')).toBeVisible();
    for (const control of [
      page.getByRole('button', { name: 'Continuar' }),
      page.getByRole('button', { name: 'Reducir el importe' }),
      page.locator('.lf-language'),
      page.locator('#cc-main .cm'),
      page.locator('.lf-footer__links'),
    ]) {
      await expect(control).toBeHidden();
    }
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
  });
});
