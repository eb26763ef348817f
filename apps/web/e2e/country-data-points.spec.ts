import { LeadUrlAnswerSchema, WRITE_SECRET_HEADER, type LeadData } from '@lf/contract';
import type { Page } from '@playwright/test';
import { chooseRadio, continueTo, field, fillDate } from './application-flow';
import { API_ORIGIN, expect, expectAccessible, isLeadUpdate, test } from './fixtures';
import { ApplicationState, openAtState, seededPhilippinePersonalDetails } from './seeded-lead';
import { addressOf, answerPage, answerQuicklyUntil, romanianV3Applicant } from './v3-applicants';

/**
 * Issue 38 item 2: each data point of the spec a country's applicants are asked (a second
 * surname, a colonia, a municipio, a barangay, a Bucharest sector, where they live, who pays
 * their pension) is on its page, kept over a reload, in the save's body and in the lead the
 * sandbox stores.
 */

/** The lead as the sandbox stores it, read as a returning link would. */
async function storedLead(page: Page, id: string, secret: string): Promise<LeadData> {
  const response = await page.request.get(`${API_ORIGIN}/v3/lead/url/${id}/continue`, {
    headers: { [WRITE_SECRET_HEADER]: secret },
  });
  expect(response.status()).toBe(200);
  return LeadUrlAnswerSchema.parse(await response.json()).data;
}

/** Reloads the page and checks each field still holds its answer. */
async function expectKeptOverReload(page: Page, values: Readonly<Record<string, string>>) {
  await page.reload();
  for (const [path, value] of Object.entries(values)) {
    await expect(field(page, path)).toHaveValue(value);
  }
}

/** Continue, and the body of the save it sent. */
async function continueSaving(page: Page, next: RegExp): Promise<unknown> {
  const saved = page.waitForRequest(isLeadUpdate);
  await continueTo(page, next);
  return (await saved).postDataJSON();
}

/** The income page of a pensioner: who pays the pension is asked only once that is chosen. */
async function answerAsPensioner(page: Page, payer: string, income: string) {
  await expect(field(page, 'incomeDetails.pensionPayer')).toHaveCount(0);
  await field(page, 'incomeDetails.incomeSource').selectOption('pensioner');
  await expect(field(page, 'incomeDetails.pensionPayer')).toBeVisible();
  await expectAccessible(page);
  await field(page, 'incomeDetails.pensionPayer').fill(payer);
  await field(page, 'incomeDetails.monthlyIncome').fill(income);
  await expectKeptOverReload(page, { 'incomeDetails.pensionPayer': payer });
}

/** The other information page, living in town. */
async function answerOtherInformation(page: Page, expenses: string) {
  await field(page, 'otherDetails.loanPurpose').selectOption('other');
  await field(page, 'otherDetails.maritalStatus').selectOption('single');
  await field(page, 'otherDetails.housingTenure').selectOption('rent');
  await chooseRadio(page, 'otherDetails.livingArea', 'urban');
  await field(page, 'otherDetails.numberOfDependants').fill('0');
  await field(page, 'expenses.monthlyExpenses').fill(expenses);
  await page.reload();
  await expect(
    page.locator('input[type="radio"][name="otherDetails-livingArea"][value="urban"]'),
  ).toBeChecked();
}

test.describe('data points a country asks (issue 38 item 2)', () => {
  test('presta-ya-mx: second surname, municipio, colonia, living area and pension payer, on the page, sent and stored', async ({
    page,
  }) => {
    test.slow();
    const lead = await openAtState(page, {
      brand: 'presta-ya-mx',
      product: 'presta-ya-mx',
      state: ApplicationState.PERSONAL_DETAILS,
      data: { amount: 5000 },
    });
    await field(page, 'personalDetails.firstName').fill('Gabriela');
    await field(page, 'personalDetails.lastName').fill('Hernández');
    await expect(page.getByLabel('Segundo apellido')).toBeVisible();
    await field(page, 'personalDetails.secondLastName').fill('González');
    await fillDate(page, 'personalDetails.dateOfBirth', '1956-04-27');
    await field(page, 'personalDetails.personalCode').fill('HEGG560427MVZRRL04');
    await chooseRadio(page, 'personalDetails.gender', 'female');
    await expectKeptOverReload(page, { 'personalDetails.secondLastName': 'González' });
    expect(await continueSaving(page, /contact-details$/)).toMatchObject({
      personalDetails: { lastName: 'Hernández', secondLastName: 'González' },
    });

    await field(page, 'contactDetails.email').fill('gabriela.hernandez@example.com.mx');
    await field(page, 'contactDetails.phoneNumber').fill('5512345678');
    await field(page, 'contactDetails.postalCode').fill('06000');
    await field(page, 'contactDetails.city').fill('Ciudad de México');
    await expect(page.getByLabel('Municipio o alcaldía')).toBeVisible();
    await field(page, 'contactDetails.municipality').fill('Cuauhtémoc');
    await expect(page.getByLabel('Colonia', { exact: true })).toBeVisible();
    await field(page, 'contactDetails.suburb').fill('Roma Norte');
    await field(page, 'contactDetails.province').fill('CDMX');
    await field(page, 'contactDetails.street').fill('Calle Orizaba');
    await field(page, 'contactDetails.houseNumber').fill('101');
    await field(page, 'generalPolicies').check();
    await expectKeptOverReload(page, {
      'contactDetails.municipality': 'Cuauhtémoc',
      'contactDetails.suburb': 'Roma Norte',
    });
    await field(page, 'generalPolicies').check();
    expect(await continueSaving(page, /income-details$/)).toMatchObject({
      contactDetails: { municipality: 'Cuauhtémoc', suburb: 'Roma Norte' },
    });

    await answerAsPensioner(page, 'IMSS', '12000');
    expect(await continueSaving(page, /other-information$/)).toMatchObject({
      incomeDetails: { incomeSource: 'pensioner', pensionPayer: 'IMSS' },
    });

    await answerOtherInformation(page, '6000');
    expect(await continueSaving(page, /reference-information$/)).toMatchObject({
      otherDetails: { livingArea: 'urban' },
    });

    expect(await storedLead(page, lead.id, lead.writeSecret ?? '')).toMatchObject({
      personalDetails: { secondLastName: 'González' },
      contactDetails: { municipality: 'Cuauhtémoc', suburb: 'Roma Norte' },
      incomeDetails: { incomeSource: 'pensioner', pensionPayer: 'IMSS' },
      otherDetails: { livingArea: 'urban' },
    });
  });

  test('credito-agil-co: second surname, barrio and living area, on the page, sent and stored', async ({
    page,
  }) => {
    test.slow();
    const lead = await openAtState(page, {
      brand: 'credito-agil-co',
      product: 'credito-agil-co',
      state: ApplicationState.PERSONAL_DETAILS,
      data: { amount: 500000 },
    });
    await field(page, 'personalDetails.firstName').fill('Camila');
    await field(page, 'personalDetails.lastName').fill('Rodríguez');
    await field(page, 'personalDetails.secondLastName').fill('Gómez');
    await fillDate(page, 'personalDetails.dateOfBirth', '1988-09-14');
    await field(page, 'personalDetails.personalCode').fill('1020304050');
    await chooseRadio(page, 'personalDetails.gender', 'female');
    await expectKeptOverReload(page, { 'personalDetails.secondLastName': 'Gómez' });
    expect(await continueSaving(page, /contact-details$/)).toMatchObject({
      personalDetails: { secondLastName: 'Gómez' },
    });

    await field(page, 'contactDetails.email').fill('camila.rodriguez@example.com.co');
    await field(page, 'contactDetails.phoneNumber').fill('3001234567');
    await field(page, 'contactDetails.postalCode').fill('110111');
    await field(page, 'contactDetails.city').fill('Bogotá');
    // A Colombian address has no municipio apart from its town.
    await expect(field(page, 'contactDetails.municipality')).toHaveCount(0);
    await expect(page.getByLabel('Barrio', { exact: true })).toBeVisible();
    await field(page, 'contactDetails.suburb').fill('Chapinero Alto');
    await field(page, 'contactDetails.province').fill('Bogotá D.C.');
    await field(page, 'contactDetails.street').fill('Calle 45');
    await field(page, 'contactDetails.houseNumber').fill('12-34');
    await expectKeptOverReload(page, { 'contactDetails.suburb': 'Chapinero Alto' });
    await field(page, 'generalPolicies').check();
    expect(await continueSaving(page, /income-details$/)).toMatchObject({
      contactDetails: { suburb: 'Chapinero Alto' },
    });

    await field(page, 'incomeDetails.incomeSource').selectOption('employed');
    await expect(field(page, 'incomeDetails.pensionPayer')).toHaveCount(0);
    await field(page, 'incomeDetails.monthlyIncome').fill('3000000');
    await continueTo(page, /other-information$/);

    await answerOtherInformation(page, '1200000');
    expect(await continueSaving(page, /reference-information$/)).toMatchObject({
      otherDetails: { livingArea: 'urban' },
    });

    expect(await storedLead(page, lead.id, lead.writeSecret ?? '')).toMatchObject({
      personalDetails: { secondLastName: 'Gómez' },
      contactDetails: { suburb: 'Chapinero Alto' },
      otherDetails: { livingArea: 'urban' },
    });
  });

  test('pesolend-ph: barangay, living area and pension payer, on the page, sent and stored', async ({
    page,
  }) => {
    test.slow();
    const lead = await openAtState(page, {
      brand: 'pesolend-ph',
      product: 'pesolend-ph',
      state: ApplicationState.CONTACT_DETAILS,
      data: {
        amount: 5000,
        personalDetails: seededPhilippinePersonalDetails,
      },
    });
    await field(page, 'contactDetails.email').fill('juan.delacruz@example.ph');
    await field(page, 'contactDetails.phoneNumber').fill('0917 123 4567');
    await field(page, 'contactDetails.postalCode').fill('1000');
    await field(page, 'contactDetails.city').fill('Manila');
    await expect(page.getByLabel('Barangay', { exact: true })).toBeVisible();
    await field(page, 'contactDetails.suburb').fill('Barangay 659-A');
    await field(page, 'contactDetails.province').fill('Metro Manila');
    await field(page, 'contactDetails.street').fill('Rizal Avenue');
    await field(page, 'contactDetails.houseNumber').fill('12');
    await expectKeptOverReload(page, { 'contactDetails.suburb': 'Barangay 659-A' });
    await field(page, 'generalPolicies').check();
    expect(await continueSaving(page, /income-details$/)).toMatchObject({
      contactDetails: { suburb: 'Barangay 659-A' },
    });

    await answerAsPensioner(page, 'Social Security System', '20000');
    expect(await continueSaving(page, /other-information$/)).toMatchObject({
      incomeDetails: { pensionPayer: 'Social Security System' },
    });

    await answerOtherInformation(page, '9000');
    expect(await continueSaving(page, /reference-information$/)).toMatchObject({
      otherDetails: { livingArea: 'urban' },
    });

    expect(await storedLead(page, lead.id, lead.writeSecret ?? '')).toMatchObject({
      contactDetails: { suburb: 'Barangay 659-A' },
      incomeDetails: { incomeSource: 'pensioner', pensionPayer: 'Social Security System' },
      otherDetails: { livingArea: 'urban' },
    });
  });

  test('vay-nhanh-vn: living area, on the page, sent and stored', async ({ page }) => {
    const lead = await openAtState(page, {
      brand: 'vay-nhanh-vn',
      product: 'vay-nhanh-vn',
      state: ApplicationState.OTHER_INFORMATION,
      data: {
        amount: 5_000_000,
        personalDetails: { firstName: 'Lan', lastName: 'Nguyễn' },
        contactDetails: { email: 'lan.nguyen@example.vn', city: 'Phường Bến Thành' },
        incomeDetails: { incomeSource: 'employed', monthlyIncome: 15_000_000 },
      },
    });
    await expect(page).toHaveURL(/\/other-information(\?|$)/);
    await expect(
      page.getByRole('group', { name: 'Bạn sống ở thành thị hay nông thôn?' }),
    ).toBeVisible();
    await expectAccessible(page);
    await answerOtherInformation(page, '5000000');
    expect(await continueSaving(page, /reference-information$/)).toMatchObject({
      otherDetails: { livingArea: 'urban' },
    });
    expect(await storedLead(page, lead.id, lead.writeSecret ?? '')).toMatchObject({
      otherDetails: { livingArea: 'urban' },
    });
  });

  test('lei-rapid-ro (v3): a Bucharest address’s sector, on the page, sent and stored', async ({
    page,
  }) => {
    test.slow();
    const applicant = romanianV3Applicant();
    await page.goto(`./?brand=${applicant.brand}`);
    await answerQuicklyUntil(page, applicant, 'address-information');
    // Outside Bucharest there is no sector to give.
    await field(page, 'contactDetails.province').selectOption('Cluj');
    await expect(field(page, 'contactDetails.district')).toHaveCount(0);
    await answerPage(page, applicant, 'quickly');
    await expect(page.getByLabel('Sector', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await expectKeptOverReload(page, {
      'contactDetails.province': 'București',
      'contactDetails.district': 'Sector 3',
    });
    const saved = page.waitForRequest(
      (request) =>
        isLeadUpdate(request) && JSON.stringify(request.postDataJSON()).includes('"district"'),
    );
    await page.locator('form.lf-step button[type="submit"]:visible').click();
    await expect(page).toHaveURL(addressOf(applicant, 'id-card'));
    expect((await saved).postDataJSON()).toMatchObject({
      contactDetails: { province: 'București', district: 'Sector 3' },
    });

    // The lead this tab created, and the write secret it holds (the app's session state).
    const { id, secret } = await page.evaluate(() => {
      const state = JSON.parse(sessionStorage.getItem('state') ?? '{}') as {
        applicationData?: { id?: string };
        writeSecret?: string;
      };
      return { id: state.applicationData?.id ?? '', secret: state.writeSecret ?? '' };
    });
    expect(await storedLead(page, id, secret)).toMatchObject({
      contactDetails: { province: 'București', district: 'Sector 3' },
    });

    // Moved out of Bucharest: the sector is asked no more, and the page sends it removed (the
    // lead API refuses a sector with another province).
    await page.goBack();
    await expect(page).toHaveURL(addressOf(applicant, 'address-information'));
    await field(page, 'contactDetails.province').selectOption('Cluj');
    await expect(field(page, 'contactDetails.district')).toHaveCount(0);
    await page.locator('form.lf-step button[type="submit"]:visible').click();
    await expect(page).toHaveURL(addressOf(applicant, 'id-card'));
    await expect
      .poll(async () => (await storedLead(page, id, secret)).contactDetails)
      .toMatchObject({ province: 'Cluj' });
    expect((await storedLead(page, id, secret)).contactDetails?.district ?? null).toBeNull();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
