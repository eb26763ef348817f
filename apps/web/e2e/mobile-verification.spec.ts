import { LeadAnswerSchema, WRITE_SECRET_HEADER } from '@lf/contract';
import type { Page } from '@playwright/test';
import {
  chooseRadio,
  continueTo,
  fillContactDetails,
  spanishApplicant as ana,
} from './application-flow';
import { againIfDropped } from './api-faults';
import { API_ORIGIN, expect, expectAccessible, test, LEAD_SAVE, isLeadSaveUrl } from './fixtures';
import {
  ApplicationState,
  backdateCode,
  openAtState,
  seededContactDetails,
  seededPersonalDetails,
} from './seeded-lead';
import { SANDBOX_CODE } from './state-completers/mobile-states';
import { STATE_PAGES_LOADED_MARK, refuseLateScripts, waitForMark } from './page-marks';

const field = (page: Page, path: string) => page.locator(`#${path.replace(/\./g, '-')}`);
const codeField = (page: Page) => page.getByLabel('Código del SMS');
const verifyButton = (page: Page) => page.getByRole('button', { name: 'Verificar' });
const resendButton = (page: Page) => page.getByRole('button', { name: 'Enviar un código nuevo' });
const data = { personalDetails: seededPersonalDetails, contactDetails: seededContactDetails };

/** Opens the code page of a lead waiting for a code, once its code has been sent. */
async function openVerification(page: Page) {
  const lead = await openAtState(page, { state: ApplicationState.MOBILE_VERIFICATION, data });
  await expect(codeField(page)).toBeVisible();
  return lead;
}

/** Tabs forward until `selector` has focus, as a keyboard user would. */
async function tabTo(page: Page, selector: string) {
  for (let step = 0; step < 30; step += 1) {
    if (await page.locator(selector).evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${selector} with Tab`);
}

test.describe('mobile verification', () => {
  test('`+mobile`: the classic flow stops for the code, by keyboard, and goes on to a decision', async ({
    page,
  }) => {
    await openAtState(page, {
      state: ApplicationState.CONTACT_DETAILS,
      data: { personalDetails: seededPersonalDetails },
    });
    await fillContactDetails(page, {
      ...ana,
      email: 'ana.garcia+mobile+accepted@example.com',
      phone: '612 345 678',
    });
    await continueTo(page, /\/mobile-verification$/);
    await expect(page.getByText('código de 6 cifras al ••• ••• 678')).toBeVisible();
    // The code by keyboard alone: Tab to the field, type, Enter.
    await tabTo(page, '#mobile-code');
    await page.keyboard.type(SANDBOX_CODE);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/income-details$/);
    // Leaving the verification replaced its entry: Back returns to the contact details.
    await page.goBack();
    await expect(page).toHaveURL(/\/contact-details$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/income-details$/);
    await field(page, 'incomeDetails.incomeSource').selectOption('employed');
    await field(page, 'incomeDetails.monthlyIncome').fill(ana.monthlyIncome);
    await continueTo(page, /other-information$/);
    await field(page, 'otherDetails.loanPurpose').selectOption('car');
    await field(page, 'otherDetails.maritalStatus').selectOption('single');
    await field(page, 'otherDetails.housingTenure').selectOption('rent');
    await field(page, 'otherDetails.numberOfDependants').fill('0');
    await field(page, 'expenses.monthlyExpenses').fill(ana.monthlyExpenses);
    await continueTo(page, /reference-information$/);
    await chooseRadio(page, 'referenceDetails.type', 'family');
    await field(page, 'referenceDetails.name').fill(ana.referenceName);
    await field(page, 'referenceDetails.phoneNumber').fill(ana.referencePhone);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/accepted$/, { timeout: 20_000 });
  });

  // The code page's own code is lazy: shown through the page loader, React 19 held it back at
  // least 300 ms after the loader appeared (353 ms from the press, against 66 for a step). Now
  // the move waits for the page's code, and the contact details stay until the code page
  // replaces them.
  test('`+mobile`: the code page replaces the contact details without the page loader between them', async ({
    page,
  }) => {
    await openAtState(page, {
      state: ApplicationState.CONTACT_DETAILS,
      data: {
        personalDetails: seededPersonalDetails,
        contactDetails: { ...seededContactDetails, email: 'ana.garcia+mobile@example.com' },
      },
    });
    await field(page, 'generalPolicies').check();
    await page.evaluate(() => {
      const seen = window as unknown as { pageLoaderSeen: boolean };
      seen.pageLoaderSeen = false;
      new MutationObserver(() => {
        // The page's loader is the 80 px one; the code page's own (sending the code) is 48 px.
        if (document.querySelector('.lf-loader__ring[width="80"]')) seen.pageLoaderSeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await continueTo(page, /\/mobile-verification$/, { checkPage: false });
    await expect(codeField(page)).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { pageLoaderSeen: boolean }).pageLoaderSeen),
    ).toBe(false);
  });

  test('`+mobile`: on the contact details, reached from the personal details, the code page needs no more code from the server', async ({
    page,
  }) => {
    // From the third page on, the pages a step's answer names are loaded while the page is idle.
    await openAtState(page, {
      state: ApplicationState.PERSONAL_DETAILS,
      data: { personalDetails: seededPersonalDetails },
    });
    await continueTo(page, /\/contact-details$/, { checkPage: false });
    await fillContactDetails(page, {
      ...ana,
      email: 'ana.garcia+mobile@example.com',
      phone: '612 345 678',
    });
    await waitForMark(page, STATE_PAGES_LOADED_MARK);
    const late = await refuseLateScripts(page);
    await continueTo(page, /\/mobile-verification$/, { checkPage: false });
    await expect(codeField(page)).toBeVisible();
    expect(late).toEqual([]);
  });

  // The lead API decides (decision 0029): a classic Continue waits for its save's answer, so a
  // second press while it is out sends nothing, and the detour the answer names is where the
  // applicant ends, the lead still waiting for its code. (Before, the page moved on at once, the
  // second press queued a save for the next page, and its answer took the applicant on from the
  // code page to /income-details.) The v3 flow has no such detour in the sandbox: its own order
  // picks its pages (`+mobile` does not detour it).
  for (const { page: form, state } of [
    { page: 'personal-details', state: ApplicationState.PERSONAL_DETAILS },
    { page: 'contact-details', state: ApplicationState.CONTACT_DETAILS },
  ]) {
    test(`\`+mobile\`: Continue pressed twice quickly on the ${form} ends on the code page, and the lead waits there`, async ({
      page,
    }) => {
      // Every address the app's router goes to, in order.
      await page.addInitScript(() => {
        const record = window as unknown as { routesTaken: string[] };
        record.routesTaken = [];
        for (const method of ['pushState', 'replaceState'] as const) {
          const original = history[method].bind(history);
          history[method] = (...args: Parameters<History['pushState']>) => {
            original(...args);
            record.routesTaken.push(window.location.pathname);
          };
        }
      });
      const contact = { ...seededContactDetails, email: 'ana.garcia+mobile@example.com' };
      const lead = await openAtState(page, {
        state,
        data: { personalDetails: seededPersonalDetails, contactDetails: contact },
      });
      await expect(page).toHaveURL(new RegExp(`/${form}$`));
      if (form === 'contact-details') await field(page, 'generalPolicies').check();
      // The update is slowed, so that the second press comes while it is out.
      const updates: string[] = [];
      await page.route(LEAD_SAVE, async (route) => {
        if (route.request().method() === 'PUT') {
          updates.push(route.request().url());
          await new Promise((resolve) => setTimeout(resolve, 800));
        }
        await route.continue();
      });
      const continueButton = page.getByRole('button', { name: 'Continuar' });
      const sent = page.waitForRequest(
        (request) => isLeadSaveUrl(request.url()) && request.method() === 'PUT',
      );
      await continueButton.click();
      await sent;
      await expect(continueButton).toHaveAttribute('aria-busy', 'true');
      // Forced: Playwright waits for a button marked aria-disabled to be enabled.
      await continueButton.click({ force: true });

      await expect(page).toHaveURL(/\/mobile-verification$/);
      await expect(codeField(page)).toBeVisible();
      // Time for any later answer to arrive: none comes, and none moves the applicant.
      await page.waitForTimeout(1500);
      await expect(page).toHaveURL(/\/mobile-verification$/);
      expect(updates).toHaveLength(1);
      const routesTaken = await page.evaluate(
        () => (window as unknown as { routesTaken: string[] }).routesTaken,
      );
      expect(routesTaken.some((route) => route.endsWith('/income-details'))).toBe(false);
      const status = await againIfDropped(() =>
        page.request.get(`${API_ORIGIN}/lead/status/${lead.id}`),
      );
      expect(LeadAnswerSchema.parse(await status.json()).applicationState).toBe(
        ApplicationState.MOBILE_VERIFICATION,
      );
      await expectAccessible(page);
    });
  }

  test('a wrong code, then too many: each has its own message, and the field keeps the code', async ({
    page,
    allowConsoleError,
  }) => {
    // The browser reports the server's refusals (422, 429) on the console itself.
    allowConsoleError(/status of (422|429)/);
    await openVerification(page);
    await codeField(page).fill('000000');
    await verifyButton(page).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Hay un problema' });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('te quedan 4 intentos');
    await expect(page).toHaveTitle(/^Error: Verifica tu número de móvil/);
    await expect(codeField(page)).toHaveValue('000000');
    await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    for (const left of [3, 2, 1]) {
      await verifyButton(page).click();
      await expect(summary).toContainText(left === 1 ? 'te queda 1 intento' : `te quedan ${left}`);
    }
    await verifyButton(page).click();
    await expect(summary).toContainText('Has escrito un código incorrecto demasiadas veces');
    await expect(
      page.getByText('Podrás pedir un código nuevo dentro de 15 minutos.'),
    ).toBeVisible();
    await expect(resendButton(page)).toHaveAttribute('aria-disabled', 'true');
    await summary.getByRole('link').click();
    await expect(resendButton(page)).toBeFocused();
    await expectAccessible(page);
  });

  test('an expired code offers a new one, which then verifies', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 410/);
    const lead = await openVerification(page);
    await backdateCode(page, lead.id, 11);
    await codeField(page).fill(SANDBOX_CODE);
    await verifyButton(page).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Hay un problema' });
    await expect(summary).toContainText('Este código ha caducado. Pide un código nuevo');
    await expectAccessible(page);
    // The page was opened with a fresh code: its own cool-down has to end first.
    await page.reload();
    await expect(resendButton(page)).not.toHaveAttribute('aria-disabled');
    await resendButton(page).click();
    await expect(
      page.getByText(/Podrás pedir un código nuevo dentro de (30|29) segundos/),
    ).toBeVisible();
    await expect(resendButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(resendButton(page)).toBeFocused();
    // It looks unavailable too, on a phone where no pointer shows `not-allowed`.
    expect(
      Number(await resendButton(page).evaluate((button) => getComputedStyle(button).opacity)),
    ).toBeLessThan(0.7);
    await expect(
      page.getByRole('status').filter({ hasText: 'código nuevo a tu móvil acabado en 678' }),
    ).toBeAttached();
    await codeField(page).fill(SANDBOX_CODE);
    await verifyButton(page).click();
    await expect(page).toHaveURL(/\/income-details$/);
  });

  test('hostile input is refused before anything is sent, and nothing of it runs', async ({
    page,
  }) => {
    await openVerification(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v2/customer/mobile')) sent.push(request.url());
    });
    await page.evaluate(() => {
      (window as unknown as { pwned: boolean }).pwned = false;
    });
    for (const [typed, message] of [
      [
        '<img src=x onerror="window.pwned=true">',
        'Escribe el código de 6 cifras del SMS, solo con números',
      ],
      ['1'.repeat(2000), 'El código debe tener 6 cifras'],
      ['12345', 'El código debe tener 6 cifras'],
    ] as const) {
      await codeField(page).fill(typed);
      await verifyButton(page).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Hay un problema' })).toContainText(
        message,
      );
    }
    await page.getByRole('link', { name: 'Cambiar tu número de móvil' }).click();
    const phone = page.getByLabel('Teléfono móvil');
    await phone.fill('"><script>window.pwned=true</script>');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { pwned: boolean }).pwned)).toBe(false);
    await expectAccessible(page);
  });

  test('a failed verification keeps the code and tries again', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/ERR_FAILED|Failed to load resource/);
    await openVerification(page);
    let refused = false;
    await page.route('**/v2/customer/mobile/verify', async (route) => {
      if (refused) return route.continue();
      refused = true;
      return route.abort('failed');
    });
    await codeField(page).fill(SANDBOX_CODE);
    await verifyButton(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'No hemos podido comprobar tu código' }),
    ).toBeVisible();
    // Focus moves to the message, so a screen reader reads it and Tab goes on from there.
    await expect(page.locator(':focus')).toContainText('No hemos podido comprobar tu código');
    await expect(codeField(page)).toHaveValue(SANDBOX_CODE);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Volver a intentarlo' }).click();
    await expect(page).toHaveURL(/\/income-details$/);
  });

  test('the number can be changed and the change cancelled; the code then goes to the new one', async ({
    page,
  }) => {
    await openVerification(page);
    await page.getByRole('link', { name: 'Cambiar tu número de móvil' }).click();
    await expect(page).toHaveURL(/\/change-mobile-number$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cambia tu número de móvil');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Atrás' }).click();
    await expect(page).toHaveURL(/\/mobile-verification$/);
    await expect(codeField(page)).toBeVisible();

    await page.getByRole('link', { name: 'Cambiar tu número de móvil' }).click();
    const phone = page.getByLabel('Teléfono móvil');
    await phone.fill('12');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Hay un problema' })).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await phone.fill('611 22 33 44');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/mobile-verification$/);
    await expect(page.getByText('código de 6 cifras al ••• ••• 344')).toBeVisible();
    await codeField(page).fill(SANDBOX_CODE);
    await verifyButton(page).click();
    await expect(page).toHaveURL(/\/income-details$/);
  });

  test('a lead verified in another tab: the page follows it', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 409/);
    const lead = await openVerification(page);
    const verified = await page.request.post(`${API_ORIGIN}/v2/customer/mobile/verify`, {
      headers: { [WRITE_SECRET_HEADER]: lead.writeSecret ?? '' },
      data: { id: lead.id, code: SANDBOX_CODE },
    });
    expect(verified.status()).toBe(200);
    await codeField(page).fill(SANDBOX_CODE);
    await verifyButton(page).click();
    await expect(page).toHaveURL(/\/income-details$/);
  });
});
