import type { Page } from '@playwright/test';
import { chooseRadio } from './application-flow';
import { backOutOfTheApplication } from './blank-page';
import { expect, expectAccessible, isLeadSaveUrl } from './fixtures';
import { test } from './shared-page';
import {
  ApplicationState,
  openAtState,
  seededContactDetails,
  seededPersonalDetails,
} from './seeded-lead';

const personalDetails = seededPersonalDetails;
// The sandbox accepts an application whose e-mail carries +accepted.
const contactDetails = { ...seededContactDetails, email: 'ana+accepted@example.com' };

/** Every path the page's own frame goes to from now on, history moves included. */
function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

test.describe('the flow engine', () => {
  test('Back from a decision leaves the application in one press, never through the spinner', async ({
    page,
  }) => {
    await openAtState(page, {
      state: ApplicationState.REFERENCE_INFORMATION,
      data: {
        personalDetails,
        contactDetails,
        generalPolicies: true,
        incomeDetails: { incomeSource: 'employed', monthlyIncome: 1800 },
        otherDetails: {
          loanPurpose: 'car',
          maritalStatus: 'single',
          housingTenure: 'rent',
          numberOfDependants: 0,
        },
        expenses: { monthlyExpenses: 700 },
      },
    });
    // Two more of the application's entries: the page before, and this one again.
    await page.getByRole('link', { name: 'Atrás' }).click();
    await expect(page).not.toHaveURL(/\/reference-information$/);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/reference-information$/);
    await chooseRadio(page, 'referenceDetails.type', 'family');
    await page.getByLabel('Su nombre completo').fill('Luis García');
    await page.getByLabel('Su número de teléfono').fill('698765432');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/accepted$/, { timeout: 20_000 });
    const paths = recordPaths(page);
    // One press: the form pages passed on the way lead back past themselves, to the page before
    // the application, and at no point is /checking (and its spinner) in the history.
    await backOutOfTheApplication(page);
    expect(paths.filter((path) => path.endsWith('/checking'))).toEqual([]);
    // Forward, the result is there again; reloaded, Back leaves it as before.
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tu solicitud ha sido aceptada',
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tu solicitud ha sido aceptada',
    );
    await backOutOfTheApplication(page);
  });

  for (const [path, heading] of [
    ['./cofidis-offer', 'Oferta de Cofidis'],
    ['./mobile-verification', 'Verifica tu número de móvil'],
  ] as const) {
    test(`a fresh browser opening ${path.slice(1)} sees its page, without any lead`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.slice(1)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectAccessible(page);
    });
  }

  // A result is the lead's: without one it claims no outcome (issue 36).
  for (const path of ['./accepted', './rejected', './thank-you', './redirected'] as const) {
    test(`a fresh browser opening ${path.slice(2)} is told there is no application here, and can start one`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.slice(1)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'No encontramos tu solicitud',
      );
      await expect(page.getByLabel('Contraseña')).toHaveCount(0);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Empezar una nueva solicitud' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        /¿Cuánto dinero necesitas\?/,
      );
    });
  }

  test('a fresh browser opening a later form page starts at the beginning', async ({ page }) => {
    await page.goto('./income-details');
    await expect(page).toHaveURL(/\/loan-information$/);
    await expect(page.getByRole('slider').first()).toBeVisible();
  });

  test('a form page not reached yet goes to the page of the lead’s state', async ({ page }) => {
    await openAtState(page, {
      state: ApplicationState.INCOME_DETAILS,
      data: { personalDetails, contactDetails },
    });
    await page.goto('./reference-information');
    await expect(page).toHaveURL(/\/income-details$/);
    await page.goto('./personal-details');
    await expect(page).toHaveURL(/\/personal-details$/);
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Ana');
  });

  test('after a decision the answers are read-only, and a new application starts cleanly', async ({
    page,
  }) => {
    const lead = await openAtState(page, {
      state: ApplicationState.ACCEPTED,
      data: { personalDetails, contactDetails },
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tu solicitud ha sido aceptada',
    );
    await expect(page.getByRole('link', { name: /Cambiar/ })).toHaveCount(0);
    await page.goto('./loan-information');
    await expect(page).toHaveURL(/\/accepted$/);
    await page.goto('./personal-details');
    await expect(page).toHaveURL(/\/accepted$/);

    await page.getByRole('button', { name: 'Empezar una nueva solicitud' }).click();
    await expect(page).toHaveURL(/\/loan-information$/);
    await expectAccessible(page);
    const created = page.waitForResponse(
      (response) => isLeadSaveUrl(response.url()) && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Continuar' }).click();
    const response = await created;
    const answer = (await response.json()) as { id: string };
    expect(answer.id).not.toBe(lead.id);
    // A new application starts from an empty form (issue 36): the create carries none of the
    // answers given before, and no terms, so the server asks for them from the first page on.
    expect(response.request().postDataJSON()).not.toHaveProperty('personalDetails');
    await expect(page).toHaveURL(/\/personal-details$/);
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('');
  });

  test('after each move the new page’s heading has focus, so a screen reader announces it', async ({
    page,
  }) => {
    await page.goto('./');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Datos personales' });
    await expect(heading).toBeFocused();
    await page.getByRole('link', { name: 'Atrás' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});
