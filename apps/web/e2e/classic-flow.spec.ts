import type { Page } from '@playwright/test';
import {
  chooseRadio,
  continueTo,
  fillDate,
  fillApplication,
  fillPersonalDetails,
  spanishApplicant,
  type Applicant,
} from './application-flow';
import { backOutOfTheApplication } from './blank-page';
import { expect, expectAccessible, isLeadUpdate, LEAD_SAVE } from './fixtures';
import { test } from './shared-page';

const tagged = (applicant: Applicant, tag: string): Applicant => ({
  ...applicant,
  email: applicant.email.replace('@', `+${tag}@`),
});

async function startApplication(page: Page, path = './') {
  await page.goto(path);
  await expectAccessible(page);
  await continueTo(page, /personal-details$/);
}

test.describe('classic application flow', () => {
  test('an empty Continue shows a focused error summary that links to each field', async ({
    page,
  }) => {
    await startApplication(page);
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

  test('a mistyped DNI and a field the server refuses are explained by the field', async ({
    page,
    allowConsoleError,
  }) => {
    // The browser itself reports the server's 422 answer on the console.
    allowConsoleError(/status of 422/);
    await startApplication(page);
    await page.locator('#personalDetails-personalCode').fill('12345678A');
    await page.locator('#personalDetails-personalCode').blur();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.locator('#personalDetails-personalCode-error')).toContainText(
      'DNI o NIE: este número no cuadra',
    );
    await page.locator('#personalDetails-personalCode').fill('12345678Z');
    await page.locator('#personalDetails-firstName').fill('Ana');
    await page.locator('#personalDetails-lastName').fill('García');
    await fillDate(page, 'personalDetails.dateOfBirth', '1990-05-17');
    await chooseRadio(page, 'personalDetails.gender', 'female');
    await continueTo(page, /contact-details$/);
    const applicant = tagged(spanishApplicant, 'fielderror');
    await page.locator('#contactDetails-email').fill(applicant.email);
    await page.locator('#contactDetails-phoneNumber').fill(applicant.phone);
    await page.locator('#contactDetails-postalCode').fill(applicant.postalCode);
    await page.locator('#contactDetails-city').fill(applicant.city);
    await page.locator('#contactDetails-province').fill(applicant.province);
    await page.locator('#contactDetails-street').fill(applicant.street);
    await page.locator('#contactDetails-houseNumber').fill(applicant.houseNumber);
    await page.locator('#generalPolicies').check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    // The server's own text is for operators: the applicant reads it in their language.
    await expect(page.locator('#contactDetails-email-error')).toContainText(
      'Correo electrónico: no podemos aceptar este dato',
    );
    await expect(page.locator('#contactDetails-email-error')).not.toContainText(
      'This e-mail address is not accepted',
    );
    await expect(page).toHaveURL(/contact-details$/);
    await expectAccessible(page);
  });

  const outcomes = [
    { tag: 'accepted', path: /accepted$/ },
    { tag: 'thankyou', path: /thank-you$/ },
    { tag: 'redirected', path: /redirected$/ },
    { tag: 'rejected', path: /rejected$/ },
  ] as const;
  const brands = [{ name: 'Spanish', query: './', applicant: spanishApplicant }] as const;
  for (const brand of brands) {
    for (const outcome of outcomes) {
      test(`${brand.name} brand: an application the sandbox marks "${outcome.tag}" ends on its page`, async ({
        page,
      }) => {
        await startApplication(page, brand.query);
        await fillApplication(page, tagged(brand.applicant, outcome.tag));
        await continueTo(page, /checking$/);
        await expect(page).toHaveURL(outcome.path, { timeout: 20_000 });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The answers do not outlive the application on this device.
        await expect
          .poll(() => page.evaluate(() => window.localStorage.getItem('storedLoanApplication')))
          .toBeNull();
        await expectAccessible(page);
        if (outcome.tag === 'redirected') {
          await expect(page.locator('a[href^="https://partner.example/"]')).toBeVisible();
        }
        // Back leaves the decided application at once, for the page before it.
        await backOutOfTheApplication(page);
      });
    }
  }

  test('the result pages say what happened in the applicant’s language', async ({ page }) => {
    await startApplication(page);
    await fillApplication(page, tagged(spanishApplicant, 'accepted'));
    await continueTo(page, /checking$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' }),
    ).toBeVisible({ timeout: 20_000 });
  });

  test('Back and Forward keep every answer', async ({ page }) => {
    await startApplication(page);
    await fillApplication(page, spanishApplicant);
    await page.goBack();
    await expect(page).toHaveURL(/other-information$/);
    await expect(page.locator('#expenses-monthlyExpenses')).toHaveValue('700');
    await page.goBack();
    await expect(page.locator('#incomeDetails-monthlyIncome')).toHaveValue('1800');
    await page.goBack();
    await expect(page.locator('#contactDetails-email')).toHaveValue(spanishApplicant.email);
    await page.goForward();
    await page.goForward();
    await page.goForward();
    await expect(page.locator('#referenceDetails-name')).toHaveValue('Luis García');
  });

  test('amounts written as Spain writes them, with or without the euro, are read, sent as numbers and shown back the same way (issue 37)', async ({
    page,
  }) => {
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (isLeadUpdate(request)) sent.push(request.postDataJSON());
    });
    await startApplication(page);
    await fillApplication(page, {
      ...spanishApplicant,
      // The field shows "€" beside the amount; typed all the same, it is read as that amount.
      monthlyIncome: '1.800 €',
      monthlyExpenses: '€1.250,50',
    });
    await expect
      .poll(() => JSON.stringify(sent))
      .toMatch(/"monthlyIncome":1800\b[\s\S]*"monthlyExpenses":1250\.5\b/);
    await page.goBack();
    await expect(page).toHaveURL(/other-information$/);
    await expect(page.locator('#expenses-monthlyExpenses')).toHaveValue('1250,50');
    await page.goBack();
    await expect(page.locator('#incomeDetails-monthlyIncome')).toHaveValue('1800');
  });

  test('an outage during a step loses nothing and makes one lead only', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource|ERR_FAILED|net::/);
    let down = false;
    let creates = 0;
    const updatedIds = new Set<string>();
    await page.route(LEAD_SAVE, async (route) => {
      const method = route.request().method();
      if (method === 'POST') creates += 1;
      if (method === 'PUT') updatedIds.add(String(route.request().postDataJSON()?.id));
      if (down && method === 'PUT') return route.abort('internetdisconnected');
      return route.continue();
    });
    await startApplication(page);
    await page.locator('#personalDetails-firstName').fill('Ana');
    await page.locator('#personalDetails-lastName').fill('García');
    await fillDate(page, 'personalDetails.dateOfBirth', '1990-05-17');
    await page.locator('#personalDetails-personalCode').fill('12345678Z');
    await chooseRadio(page, 'personalDetails.gender', 'female');
    down = true;
    // The lead API decides (decision 0029): the page waits for its save, and tells its failure.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert')).toContainText('No hemos podido guardar tu solicitud', {
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/personal-details$/);
    await expect(page.locator('#personalDetails-firstName')).toHaveValue('Ana');
    await expectAccessible(page);
    await page.reload();
    await expect(page.locator('#personalDetails-lastName')).toHaveValue('García');
    down = false;
    const saved = page.waitForResponse(
      (response) => isLeadUpdate(response.request()) && response.status() === 200,
    );
    await continueTo(page, /contact-details$/);
    expect((await saved).request().postDataJSON()).toMatchObject({
      personalDetails: { firstName: 'Ana', lastName: 'García', personalCode: '12345678Z' },
    });
    expect(creates).toBe(1);
    expect(updatedIds.size).toBe(1);
  });

  test('a DNI the page took but the lead API’s check refuses is shown at its field', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 422/);
    // A request the page would not send: its DNI's letter made wrong on the way. The lead API
    // runs the page's own check (the contract's, decision 0042) and refuses it at its path.
    await page.route(LEAD_SAVE, async (route) => {
      const request = route.request();
      const body = isLeadUpdate(request)
        ? (request.postDataJSON() as { personalDetails?: Record<string, unknown> })
        : undefined;
      if (!body?.personalDetails?.personalCode) return route.continue();
      const personalDetails = { ...body.personalDetails, personalCode: '12345678A' };
      return route.continue({ postData: JSON.stringify({ ...body, personalDetails }) });
    });
    await startApplication(page);
    await fillPersonalDetails(page, spanishApplicant);
    const refused = page.waitForResponse((response) => isLeadUpdate(response.request()));
    await page.getByRole('button', { name: 'Continuar' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(422);
    expect(await answer.json()).toMatchObject({
      error: {
        fieldErrors: [
          {
            fieldName: 'personalDetails.personalCode',
            code: 'invalid_format',
            message: 'Fails its check (validation>personalCodeCheckDigit)',
          },
        ],
      },
    });
    await expect(page).toHaveURL(/personal-details$/);
    await expect(page.locator('#personalDetails-personalCode')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByRole('alert').first()).toContainText('DNI o NIE: revisa este dato');
    await expectAccessible(page);
  });

  test('a postcode fills in the town and province; an e-mail typo gets a suggestion', async ({
    page,
  }) => {
    await startApplication(page);
    await fillApplication(page, spanishApplicant);
    await page.goto('./contact-details');
    await page.locator('#contactDetails-city').fill('');
    await page.locator('#contactDetails-province').fill('');
    await page.locator('#contactDetails-postalCode').fill('08001');
    await page.locator('#contactDetails-postalCode').blur();
    await expect(page.locator('#contactDetails-city')).toHaveValue('Barcelona');
    await expect(page.locator('#contactDetails-province')).toHaveValue('Barcelona');
    await page.locator('#contactDetails-email').fill('ana@gmial.com');
    await page.locator('#contactDetails-email').blur();
    await page.getByRole('button', { name: 'Usar esta dirección' }).click();
    await expect(page.locator('#contactDetails-email')).toHaveValue('ana@gmail.com');
    await expectAccessible(page);
  });

  test('the whole application can be done with the keyboard alone', async ({ page }) => {
    await page.goto('./');
    const press = (key: string) => page.keyboard.press(key);
    /** Tabs forward until the element is focused, as a keyboard user would. */
    const tabTo = async (selector: string) => {
      for (let step = 0; step < 40; step += 1) {
        if (await page.locator(selector).evaluate((node) => node === document.activeElement))
          return;
        await press('Tab');
      }
      throw new Error(`Could not reach ${selector} with Tab`);
    };
    const type = async (selector: string, text: string) => {
      await tabTo(selector);
      await page.keyboard.type(text);
    };
    const choose = async (selector: string, option: string) => {
      await tabTo(selector);
      await page.keyboard.type(option);
    };
    const submit = async () => {
      await tabTo('button[type="submit"]:visible');
      await press('Enter');
    };
    await tabTo('input[name="amount"]');
    await press('ArrowLeft');
    await submit();
    await expect(page).toHaveURL(/personal-details$/);
    await type('#personalDetails-firstName', 'Ana');
    await type('#personalDetails-lastName', 'García');
    await type('#personalDetails-dateOfBirth', '17');
    await type('#personalDetails-dateOfBirth-month', '05');
    await type('#personalDetails-dateOfBirth-year', '1990');
    await type('#personalDetails-personalCode', '12345678Z');
    // Radios: Tab reaches the group, Space checks the first option (Mujer), arrows move.
    await tabTo('#personalDetails-gender');
    await press('Space');
    await submit();
    await expect(page).toHaveURL(/contact-details$/);
    await type('#contactDetails-email', 'ana+accepted@example.com');
    await type('#contactDetails-phoneNumber', '612345678');
    await type('#contactDetails-postalCode', '28013');
    await type('#contactDetails-city', 'Madrid');
    await type('#contactDetails-province', 'Madrid');
    await type('#contactDetails-street', 'Calle Mayor');
    await type('#contactDetails-houseNumber', '12');
    await tabTo('#generalPolicies');
    await press('Space');
    await submit();
    await expect(page).toHaveURL(/income-details$/);
    await choose('#incomeDetails-incomeSource', 'Trabajo');
    await type('#incomeDetails-monthlyIncome', '1800');
    await submit();
    await expect(page).toHaveURL(/other-information$/);
    await choose('#otherDetails-loanPurpose', 'Un coche');
    await choose('#otherDetails-maritalStatus', 'Soltero');
    await choose('#otherDetails-housingTenure', 'De alquiler');
    await type('#otherDetails-numberOfDependants', '0');
    await type('#expenses-monthlyExpenses', '700');
    await submit();
    await expect(page).toHaveURL(/reference-information$/);
    await tabTo('#referenceDetails-type');
    await press('Space');
    await type('#referenceDetails-name', 'Luis García');
    await type('#referenceDetails-phoneNumber', '698765432');
    await submit();
    await expect(page).toHaveURL(/accepted$/, { timeout: 20_000 });
    await expectAccessible(page);
  });
});
