import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

interface Applicant {
  email: string;
  personalCode: string;
  phone: string;
  postalCode: string;
  city: string;
  province: string;
}

const spanish: Applicant = {
  email: 'ana.garcia+accepted@example.com',
  personalCode: '12345678Z',
  phone: '612345678',
  postalCode: '28013',
  city: 'Madrid',
  province: 'Madrid',
};

async function continueTo(page: Page, path: RegExp) {
  await page.getByRole('button', { name: /Continuar|Continuă/ }).click();
  await expect(page).toHaveURL(path);
  await expectAccessible(page);
}

async function fillSpanishApplication(page: Page, applicant: Applicant) {
  await page.goto('./');
  await expectAccessible(page);
  await continueTo(page, /personal-details$/);
  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByLabel('Apellidos').fill('García López');
  await page.getByLabel('Fecha de nacimiento').fill('1990-05-17');
  await page.getByLabel('DNI o NIE').fill(applicant.personalCode);
  await page.getByLabel('Sexo').selectOption('female');
  await continueTo(page, /contact-details$/);
  await page.getByLabel('Correo electrónico').fill(applicant.email);
  await page.getByLabel('Teléfono móvil').fill(applicant.phone);
  await page.getByLabel('Código postal').fill(applicant.postalCode);
  await page.getByLabel('Localidad').fill(applicant.city);
  await page.getByLabel('Provincia').fill(applicant.province);
  await page.getByLabel('Calle').fill('Calle Mayor');
  await page.getByLabel('Número', { exact: true }).fill('12');
  await page.getByLabel(/Acepto los términos/).check();
  await continueTo(page, /income-details$/);
  await page.getByLabel('Principal fuente de ingresos').selectOption('employed');
  await page.getByLabel('Ingresos netos mensuales').fill('1800');
  await continueTo(page, /other-information$/);
  await page.getByLabel('¿Para qué es el préstamo?').selectOption('car');
  await page.getByLabel('Estado civil').selectOption('single');
  await page.getByLabel('¿Dónde vives?').selectOption('rent');
  await page.getByLabel(/Número de personas/).fill('0');
  await page.getByLabel('Gastos mensuales del hogar').fill('700');
  await continueTo(page, /reference-information$/);
  await page.getByLabel('¿Quién es tu persona de referencia?').selectOption('family');
  await page.getByLabel('Su nombre completo').fill('Luis García');
  await page.getByLabel('Su número de teléfono').fill('698765432');
}

test.describe('classic application flow', () => {
  test('an empty Continue shows a focused error summary that links to each field', async ({
    page,
  }) => {
    await page.goto('./');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/personal-details$/);
    await page.getByRole('button', { name: 'Continuar' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Hay un problema' });
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(summary.getByRole('link')).toHaveCount(5);
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectAccessible(page);
    await summary.getByRole('link').first().click();
    await expect(page.getByLabel('Nombre', { exact: true })).toBeFocused();
    await page.getByLabel('Nombre', { exact: true }).fill('Ana');
    await expect(page.getByLabel('Nombre', { exact: true })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('goes from the amount to checking, and Back keeps every answer', async ({ page }) => {
    await fillSpanishApplication(page, spanish);
    await page.goBack();
    await expect(page).toHaveURL(/other-information$/);
    await expect(page.getByLabel('Gastos mensuales del hogar')).toHaveValue('700');
    await page.goBack();
    await expect(page.getByLabel('Ingresos netos mensuales')).toHaveValue('1800');
    await page.goForward();
    await page.goForward();
    await expect(page.getByLabel('Su nombre completo')).toHaveValue('Luis García');
    await continueTo(page, /checking$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Estamos revisando tu solicitud' }),
    ).toBeVisible();
  });
});
