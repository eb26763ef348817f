import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures';
import { test } from './shared-page';
import { ApplicationState, openAtState } from './seeded-lead';
import { completeApplication } from './state-completers/application-states';

/**
 * Session state as the spec names it (issue 38 item 6), seen by the applicant: the lender of the
 * offer taken (`applicationResult`) on the result page, through a reload; and the session's UI
 * colours map (`uiColors`) drawn over the brand's colours where it keeps the text readable.
 */

const customProperty = (page: Page, name: string) =>
  page.evaluate(
    (property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(),
    name,
  );

test('the offer taken names its lender on the result page, and still does after a reload', async ({
  page,
}) => {
  await openAtState(page, { state: ApplicationState.COFIDIS_OFFER, data: completeApplication });
  await page.getByRole('button', { name: 'Aceptar la oferta' }).click();
  await expect(page).toHaveURL(/\/accepted$/);
  const contact = page.getByRole('region', { name: '¿Tienes alguna pregunta?' });
  await expect(contact).toContainText('Tu prestamista: Cofidis');
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu solicitud ha sido aceptada');
  await expect(contact).toContainText('Tu prestamista: Cofidis');
});

test('the session’s UI colours are drawn over the brand’s; one that would make text unreadable is not', async ({
  page,
}) => {
  await page.goto('./');
  const brandPrimary = await customProperty(page, '--lf-primary');
  const brandSurface = await customProperty(page, '--lf-surface');
  await page.evaluate(() =>
    sessionStorage.setItem(
      'uiColors',
      JSON.stringify({ primary: '#004d40', 'on-primary': '#ffffff', surface: '#222222' }),
    ),
  );
  await page.reload();
  const continueButton = page.getByRole('button', { name: 'Continuar' });
  await expect(continueButton).toBeVisible();
  await expect.poll(() => customProperty(page, '--lf-primary')).toBe('#004d40');
  await expect(continueButton).toHaveCSS('background-color', 'rgb(0, 77, 64)');
  // A dark surface under the brand's dark text would fall below 4.5:1: the brand's stays.
  expect(await customProperty(page, '--lf-surface')).toBe(brandSurface);
  expect(brandPrimary).not.toBe('#004d40');
  await expectAccessible(page);
});
