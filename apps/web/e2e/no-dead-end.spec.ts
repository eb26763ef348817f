import { expect, expectAccessible, test } from './fixtures';
import { ApplicationState, openAtState } from './seeded-lead';
import { SANDBOX_CODE } from './state-completers/mobile-states';
import {
  addressOf,
  answerPage,
  answerQuicklyUntil,
  romanianV3Applicant,
  spanishV3Applicant,
  taggedEmail,
} from './v3-applicants';

/**
 * Issue 37, "no dead end anywhere": a v3 applicant never ends on a page that offers only a new
 * application ("Continúa tu solicitud"), nor on the not-found page for a page of another flow.
 */
test.describe('no dead end', () => {
  test('credisol-es: `+mobile-verification`, every page answered, code 123456: a decision, kept over a reload', async ({
    page,
  }) => {
    // Every page of the v3-default flow, checking twice and the code between.
    test.setTimeout(240_000);
    const applicant = spanishV3Applicant(
      taggedEmail('lucia.martin@example.com', 'mobile-verification'),
    );
    const last = applicant.pages.at(-1) ?? '';
    await page.goto(`./?brand=${applicant.brand}`);
    await expect(page).toHaveURL(addressOf(applicant, applicant.pages[0] ?? ''));
    await answerQuicklyUntil(page, applicant, last);
    await answerPage(page, applicant, 'quickly');
    await page.locator('form.lf-step button[type="submit"]:visible').click();

    // Checked, the sandbox asks for the mobile code.
    await expect(page).toHaveURL(/\/mobile-verification$/, { timeout: 20_000 });
    const code = page.getByLabel('Código del SMS');
    await expect(code).toBeVisible();
    await code.fill(SANDBOX_CODE);
    await page.getByRole('button', { name: 'Verificar' }).click();

    // Verified, the lead is checked again and decided: no reference-person page it has no page for.
    await expect(page).toHaveURL(/\/thank-you$/, { timeout: 20_000 });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText('Continúa tu solicitud');
    await expectAccessible(page);

    await page.reload();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText('Continúa tu solicitud');
  });

  test('credisol-es: a lead the server holds at a classic step its flow lacks is asked on its own pages, also after a reload', async ({
    page,
  }) => {
    // As the sandbox had left a v3 lead after its code: at the reference person.
    await openAtState(page, {
      brand: 'credisol-es',
      state: ApplicationState.REFERENCE_INFORMATION,
      data: { contactDetails: { email: 'lucia.martin@example.com' } },
    });
    const asked = page.locator('form.lf-step');
    await expect(asked).toBeVisible();
    await expect(page).not.toHaveURL(/\/(reference-information|404)(\?|$)/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Continúa tu solicitud');
    const where = page.url();
    await page.reload();
    await expect(asked).toBeVisible();
    expect(page.url()).toBe(where);
  });

  test('lei-rapid-ro: a step path of another flow opens the applicant’s own page, not the not-found page', async ({
    page,
  }) => {
    const applicant = romanianV3Applicant();
    await page.goto(`./?brand=${applicant.brand}`);
    await expect(page).toHaveURL(addressOf(applicant, applicant.pages[0] ?? ''));
    // A v3-default page, and a classic one, neither in lei-rapid-ro's flow.
    for (const path of ['gender', 'reference-information']) {
      // The server knows every catalogue page: 200, and the app takes the applicant on.
      const response = await page.goto(`./${path}?brand=${applicant.brand}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(addressOf(applicant, applicant.pages[0] ?? ''));
      await expect(page.locator('form.lf-step')).toBeVisible();
    }
  });

  test('default-es (classic): a v3 step path opens the applicant’s own page, with or without a lead', async ({
    page,
  }) => {
    // Without a lead: the classic form's first page.
    const response = await page.goto('./gender?brand=default-es');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/application-frontend\/loan-information(\?|$)/);
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
    await expectAccessible(page);

    // With a lead at the contact details: that page, its form shown.
    await openAtState(page, { brand: 'default-es', state: ApplicationState.CONTACT_DETAILS });
    await expect(page.locator('#contactDetails-email')).toBeVisible();
    await page.goto('./gender?brand=default-es');
    await expect(page).toHaveURL(/\/application-frontend\/contact-details(\?|$)/);
    await expect(page.locator('#contactDetails-email')).toBeVisible();
    await expectAccessible(page);
  });
});
