import { ApplicationState, OfferStagePaths, WRITE_SECRET_HEADER } from '@lf/contract';
import type { Page } from '@playwright/test';
import { chooseRadio } from './application-flow';
import { API_ORIGIN, expect, expectAccessible } from './fixtures';
import { test } from './shared-page';
import { openAtState, openAtStateLookedAt } from './seeded-lead';
import { completeApplication } from './state-completers/application-states';

const field = (page: Page, path: string) => page.locator(`#${path.replace(/\./g, '-')}`);
const historyLength = (page: Page) => page.evaluate(() => window.history.length);

test.describe('the state-driven forms: faults, keyboard, history and bad input', () => {
  test('a failed save keeps every answer and Try again sends them', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 503/);
    await openAtState(page, { state: ApplicationState.AIDE, data: completeApplication });
    let refused = 0;
    await page.route(`${API_ORIGIN}/lead/aide`, (route) => {
      refused += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    });
    await chooseRadio(page, 'aide.receivesAid', 'yes');
    await field(page, 'aide.housingAidAmount').fill('150');
    await field(page, 'aide.familyAllowanceAmount').fill('80');
    await field(page, 'aide.otherAidAmount').fill('0');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByText('No hemos podido guardar tu solicitud')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Volver a intentarlo' })).toBeVisible();
    expect(refused).toBeGreaterThan(0);
    await expect(field(page, 'aide.housingAidAmount')).toHaveValue('150');
    await expect(field(page, 'aide.familyAllowanceAmount')).toHaveValue('80');
    await expectAccessible(page);

    // A reload keeps them too.
    await page.reload();
    await expect(field(page, 'aide.housingAidAmount')).toHaveValue('150');

    await page.unroute(`${API_ORIGIN}/lead/aide`);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/checking$/);
  });

  test('the vehicle page by keyboard alone: the models follow the make, and leaving replaces the history entry', async ({
    page,
  }) => {
    await openAtState(page, { state: ApplicationState.VEHICLE, data: completeApplication });
    const make = page.getByLabel('Marca');
    const model = page.getByLabel(/^Modelo/);
    await make.focus();
    await page.keyboard.press('ArrowDown'); // (blank) → Audi
    await expect(make).toHaveValue('Audi');
    await expect(model.locator('option')).toContainText(['Elige…', 'A1', 'A3']);
    await page.keyboard.type('Seat'); // a select's type-ahead
    await expect(make).toHaveValue('Seat');
    await page.keyboard.press('Tab');
    await expect(model).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(model).toHaveValue('Arona');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2018');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1234 BCD');
    await page.keyboard.press('Tab');
    await page.keyboard.type('85000');
    await expectAccessible(page);
    const before = await historyLength(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checking$/);
    expect(await historyLength(page)).toBe(before);
  });

  test('a vehicle list that fails to load offers Try again, and loads then', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 503/);
    await page.route(`${API_ORIGIN}${OfferStagePaths.vehicleModels}`, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await openAtState(page, {
      state: ApplicationState.VEHICLE,
      data: { ...completeApplication, vehicle: { make: 'Dacia', year: 2016 } },
    });
    await expect(page.getByText('No se ha podido cargar la lista de vehículos')).toBeVisible({
      timeout: 15_000,
    });
    await expectAccessible(page);
    await page.unroute(`${API_ORIGIN}${OfferStagePaths.vehicleModels}`);
    await page.getByRole('button', { name: 'Volver a intentarlo' }).click();
    await expect(page.getByLabel('Marca')).toHaveValue('Dacia');
    await expect(page.getByLabel(/^Año de fabricación/)).toHaveValue('2016');
  });

  test('employment details come before the offer: moving on pushes a history entry', async ({
    page,
  }) => {
    await openAtState(page, {
      state: ApplicationState.EMPLOYMENT_DETAILS,
      data: completeApplication,
    });
    await field(page, 'employer.name').fill('Talleres Ruiz');
    await field(page, 'employer.postalCode').fill('28013');
    await field(page, 'employer.province').selectOption('Madrid');
    await field(page, 'employer.city').fill('Madrid');
    await field(page, 'employer.street').fill('Calle de Alcalá');
    await field(page, 'employer.houseNumber').fill('42');
    await field(page, 'incomeDetails.workPhone').fill('912 345 678');
    const before = await historyLength(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/checking$/);
    expect(await historyLength(page)).toBe(before + 1);
  });

  test('a Polish identity card or account number that does not add up is refused before sending', async ({
    page,
  }) => {
    await openAtState(page, {
      brand: 'pozyczka-plus-pl',
      state: ApplicationState.WNIOSEK,
      data: completeApplication,
    });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/lead/wniosek')) {
        sent.push(request.url());
      }
    });
    await field(page, 'wniosek.idCardNumber').fill('ABA 300001');
    await field(page, 'wniosek.bankAccountNumber').fill('61 1090 1014 0000 0712 1981 2875');
    await field(page, 'wniosek.mothersMaidenName').fill('<script>alert(1)</script>');
    await page.getByRole('button', { name: 'Dalej' }).click();

    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Ten numer dowodu się nie zgadza');
    await expect(summary).toContainText('Ten numer rachunku się nie zgadza');
    await expect(page).toHaveTitle(/^Błąd: /);
    await expectAccessible(page);
    expect(sent).toEqual([]);
  });

  test('a lead another tab moved on is followed: the save reads where it stands and goes there', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 409/);
    const lead = await openAtStateLookedAt(page, {
      state: ApplicationState.CUSTOMER_DEBTS,
      data: completeApplication,
    });
    // The other tab completes the page first.
    const other = await page.request.post(`${API_ORIGIN}/lead/offer/customer-debts`, {
      headers: { [WRITE_SECRET_HEADER]: lead.writeSecret ?? '' },
      data: { id: lead.id, customerDebts: { hasDebts: false } },
    });
    expect(other.status()).toBe(200);

    await chooseRadio(page, 'customerDebts.hasDebts', 'no');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/(checking|thank-you)$/);
  });
});
