import { API_ORIGIN, expect, expectAccessible, test } from './fixtures';
import { ApplicationState, openAtState } from './seeded-lead';

/**
 * A brand's terms and privacy links open its pages on the lead API the app is deployed with (the
 * sandbox here), not a dead address (issue 37): the footer's in place, as a site's footer links
 * do; those beside a consent in a new tab, so the form stays where the applicant left it. These
 * tests take a context of their own (./fixtures): a new tab opens in it.
 */
test.describe('a brand’s terms and privacy', () => {
  test('the footer’s terms link opens the brand’s terms page, in its language, in place', async ({
    page,
  }) => {
    await page.goto('./');
    const terms = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Términos y condiciones', exact: true });
    await expect(terms).toHaveAttribute('href', `${API_ORIGIN}/policies/default-es/terms`);
    await expect(terms).not.toHaveAttribute('target');
    const answered = page.waitForResponse(`${API_ORIGIN}/policies/default-es/terms`);
    await terms.click();
    expect((await answered).status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Préstamo Claro: Términos y condiciones' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    await expectAccessible(page);
    // Back returns to the application.
    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: '¿Cuánto dinero necesitas?' }),
    ).toBeVisible();
  });

  test('the privacy policy beside the consent opens in a new tab, and its page loads', async ({
    page,
    context,
  }) => {
    await openAtState(page, { state: ApplicationState.CONTACT_DETAILS });
    const privacy = page.getByRole('link', {
      name: 'Política de tratamiento de datos (se abre en una pestaña nueva)',
    });
    await expect(privacy).toHaveAttribute('rel', 'noopener noreferrer');
    const [opened] = await Promise.all([context.waitForEvent('page'), privacy.click()]);
    await expect(opened).toHaveURL(`${API_ORIGIN}/policies/default-es/privacy`);
    await expect(
      opened.getByRole('heading', {
        level: 1,
        name: 'Préstamo Claro: Política de tratamiento de datos',
      }),
    ).toBeVisible();
    await expectAccessible(opened);
    await opened.close();
    // The form is where the applicant left it.
    await expect(page).toHaveURL(/\/contact-details$/);
    await expect(privacy).toBeVisible();
  });

  test('a v3 brand’s optional policy opens its page at its section, in a new tab', async ({
    page,
    context,
  }) => {
    await page.goto('./?brand=credisol-es');
    const profiling = page.getByRole('link', {
      name: 'Leer «Ofertas personalizadas» (se abre en una pestaña nueva)',
    });
    const [opened] = await Promise.all([context.waitForEvent('page'), profiling.click()]);
    await expect(opened).toHaveURL(
      `${API_ORIGIN}/policies/credisol-es/privacy#marketing-profiling`,
    );
    await expect(opened.getByRole('heading', { level: 1, name: /^CrediSol: / })).toBeVisible();
    await expect(
      opened.getByRole('heading', { level: 2, name: 'Ofertas personalizadas' }),
    ).toHaveAttribute('id', 'marketing-profiling');
    await opened.close();
  });
});
