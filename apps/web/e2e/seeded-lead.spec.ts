import { expect, expectAccessible } from './fixtures';
import { test } from './shared-page';
import {
  ApplicationState,
  openAtState,
  seededContactDetails,
  seededPersonalDetails,
} from './seeded-lead';

const personalDetails = seededPersonalDetails;
const contactDetails = seededContactDetails;

test.describe('pages opened at a state seeded through the sandbox', () => {
  test('seeded at ACCEPTED, /accepted says so', async ({ page }) => {
    await openAtState(page, { state: ApplicationState.ACCEPTED });
    await expect(page).toHaveURL(/\/accepted$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('seeded at INCOME_DETAILS, the income form shows and Continue moves on', async ({
    page,
  }) => {
    await openAtState(page, {
      state: ApplicationState.INCOME_DETAILS,
      data: { personalDetails, contactDetails },
    });
    await expect(page).toHaveURL(/\/income-details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ingresos' })).toBeVisible();
    await expectAccessible(page);
    await page
      .getByLabel('Principal fuente de ingresos')
      .selectOption({ label: 'Trabajo por cuenta ajena' });
    await page.getByLabel('Ingresos netos mensuales').fill('1800');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/other-information$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Otra información' })).toBeVisible();
  });
});
