import { LeadAnswerSchema } from '@lf/contract';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, isLeadSaveUrl } from './fixtures';
import {
  field,
  fillContactDetails,
  fillPersonalDetails,
  spanishApplicant,
} from './application-flow';
import { heldLead } from './held-lead';
import { AFTER_FIRST_PAGE_MARK, waitForMark } from './page-marks';

const amountSlider = (page: Page) => page.getByRole('slider', { name: 'Importe del préstamo' });
const periodSlider = (page: Page) => page.getByRole('slider', { name: 'Plazo de devolución' });

/** 800 € for 90 days as the page shows them: each value beside its slider (its output). */
async function expectShown800For90(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^800\s€$/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^90 días$/ })).toBeVisible();
}

/** On the first step: 800 € (two steps down from 1000) for 90 days (End on the period). */
async function chooseLoan(page: Page) {
  await page.goto('./');
  await page.getByRole('button', { name: 'Reducir el importe' }).click();
  await page.getByRole('button', { name: 'Reducir el importe' }).click();
  await periodSlider(page).focus();
  await page.keyboard.press('End');
  await expectShown800For90(page);
}

async function expectChosenLoan(page: Page) {
  await expect(amountSlider(page)).toHaveValue('800');
  await expect(periodSlider(page)).toHaveValue('90');
  await expectShown800For90(page);
}

function leadCreated(page: Page) {
  return page.waitForResponse(
    (response) => isLeadSaveUrl(response.url()) && response.request().method() === 'POST',
  );
}

/** From the first page to the personal details, with the lead the tab holds written down. */
async function toPersonalDetails(page: Page, firstPage: string) {
  await page.goto(firstPage);
  await page.locator('button[type="submit"]:visible').click();
  await expect(page).toHaveURL(/personal-details$/);
  // The tab writes the lead it holds once the page moved to is drawn: reloaded, it needs it.
  await heldLead(page);
}

test.describe('nothing an applicant chose is lost', () => {
  test('a brand that keeps no answers on the device (kredit-klar-de): a reload keeps them, nothing personal is left on the device, a new tab starts without them', async ({
    page,
    context,
  }) => {
    await toPersonalDetails(page, './?brand=kredit-klar-de');
    await page.locator('#personalDetails-firstName').fill('Anneliese');
    await page.locator('#personalDetails-lastName').fill('Schmidt');
    await page.reload();
    await expect(page.locator('#personalDetails-firstName')).toHaveValue('Anneliese');
    const onDevice = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
    expect(onDevice).not.toContain('Anneliese');
    expect(onDevice).not.toContain('storedLoanApplication');

    const tab = await context.newPage();
    await tab.goto('./?brand=kredit-klar-de');
    // The new tab's app has started and gone idle (the page sent shows its button before that).
    await waitForMark(tab, AFTER_FIRST_PAGE_MARK);
    const kept = await tab.evaluate(() => window.sessionStorage.getItem('state'));
    expect(kept ?? '').not.toContain('Anneliese');
    await tab.close();
  });

  test('what is typed the moment a page is in the document is kept through a reload', async ({
    page,
  }) => {
    await toPersonalDetails(page, './');
    // Reloaded, the page is drawn anew; the name typed into its field the moment the field is in
    // the document, before React has run the page's effects (a task later).
    await page.addInitScript(() => {
      if (sessionStorage.getItem('test:typed')) return;
      const typeName = new MutationObserver(() => {
        const field = document.querySelector<HTMLInputElement>('#personalDetails-firstName');
        if (!field) return;
        typeName.disconnect();
        sessionStorage.setItem('test:typed', 'yes');
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
          field,
          'Lucía',
        );
        field.dispatchEvent(new Event('input', { bubbles: true }));
      });
      document.addEventListener('DOMContentLoaded', () =>
        typeName.observe(document.body, { childList: true, subtree: true }),
      );
    });
    await page.reload();
    await expect(page.locator('#personalDetails-firstName')).toHaveValue('Lucía');
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('state') ?? ''))
      .toContain('Lucía');
    await page.reload();
    await expect(page.locator('#personalDetails-firstName')).toHaveValue('Lucía');
  });

  test('a reload shows the amount and period as they were', async ({ page }) => {
    await chooseLoan(page);
    await page.reload();
    await expectChosenLoan(page);
    await expectAccessible(page);
  });

  test('a closed and reopened tab shows the amount and period as they were', async ({
    page,
    context,
  }) => {
    await chooseLoan(page);
    await page.close();
    const reopened = await context.newPage();
    await reopened.goto('./');
    await expectChosenLoan(reopened);
    await expectAccessible(reopened);
  });

  test('Back then Forward show every answer as it was, inside the app and after leaving it', async ({
    page,
  }) => {
    await chooseLoan(page);
    const created = leadCreated(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    expect((await created).status()).toBe(201);
    await expect(page).toHaveURL(/\/personal-details$/);
    await expect(page.getByTestId('summary-amount')).toHaveText('800 €');
    await expectAccessible(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/application-frontend\/$/);
    await expectChosenLoan(page);
    await expectAccessible(page);

    await page.goForward();
    await expect(page).toHaveURL(/\/personal-details$/);
    await expect(page.getByTestId('summary-amount')).toHaveText('800 €');
    await expect(page.getByTestId('summary-period')).toHaveText('90 días');

    // Leave the app altogether, then come back: a full page load restores the same answers.
    await page.goto('about:blank');
    await page.goBack();
    await expect(page).toHaveURL(/\/personal-details$/);
    await expect(page.getByTestId('summary-amount')).toHaveText('800 €');
    await expect(page.getByTestId('summary-period')).toHaveText('90 días');
    await expectAccessible(page);
    await page.goBack();
    await expectChosenLoan(page);
  });

  test('a reload after the lead was created keeps updating the same lead', async ({ page }) => {
    await chooseLoan(page);
    const created = leadCreated(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    const { id } = LeadAnswerSchema.parse(await (await created).json());
    await expect(page).toHaveURL(/\/personal-details$/);
    await heldLead(page, (held) => held.id === id);

    await page.reload();
    await page.getByRole('link', { name: 'Cambiar importe o plazo' }).click();
    await expectChosenLoan(page);
    const updated = page.waitForRequest(
      (request) => isLeadSaveUrl(request.url()) && request.method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Continuar' }).click();
    expect((await updated).postDataJSON()).toMatchObject({ id, amount: 800, period: 90 });
    await expect(page).toHaveURL(/\/personal-details$/);
  });
});

test.describe('what is only typed stays in the browser until its page’s Continue', () => {
  test('a loan moved on the change page and left by the browser’s Back is not sent: the lead’s loan shows again', async ({
    page,
  }) => {
    await chooseLoan(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/personal-details$/);
    await page.getByRole('link', { name: 'Cambiar importe o plazo' }).click();
    await expectChosenLoan(page);
    await page.getByRole('button', { name: 'Aumentar el importe' }).click();
    await expect(amountSlider(page)).toHaveValue('900');

    // Back without Continue: the change is dropped, as a page's typing is never sent unless its
    // Continue is pressed (walker: the next page's Continue sent 900 € the applicant had left).
    await page.goBack();
    await expect(page).toHaveURL(/\/personal-details$/);
    await expect(page.getByTestId('summary-amount')).toHaveText('800 €');
    await fillPersonalDetails(page, spanishApplicant);
    const updated = page.waitForRequest(
      (request) => isLeadSaveUrl(request.url()) && request.method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Continuar' }).click();
    expect((await updated).postDataJSON()).not.toMatchObject({ amount: 900 });
    await expect(page).toHaveURL(/\/contact-details$/);
    await page.getByRole('link', { name: 'Cambiar importe o plazo' }).click();
    await expectChosenLoan(page);
  });

  test('an address half typed on the contact page is not sent when the loan is changed from it, and is still there after', async ({
    page,
  }) => {
    await chooseLoan(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/personal-details$/);
    await fillPersonalDetails(page, spanishApplicant);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/contact-details$/);

    await page.locator('#contactDetails-email').fill('ana@');
    await page.locator('#contactDetails-phoneNumber').fill('55');
    await page.getByRole('link', { name: 'Cambiar importe o plazo' }).click();
    await expectChosenLoan(page);
    await page.getByRole('button', { name: 'Aumentar el importe' }).click();
    const updated = page.waitForRequest(
      (request) => isLeadSaveUrl(request.url()) && request.method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Continuar' }).click();
    const sent = (await updated).postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ amount: 900, period: 90 });
    expect(sent).not.toHaveProperty('contactDetails');
    expect(sent).not.toHaveProperty('generalPolicies');

    // The lead takes the new loan and sends the applicant back to where they were, with what
    // they typed there and no message about it: it was never checked.
    await expect(page).toHaveURL(/\/contact-details$/);
    await expect(page.locator('#contactDetails-email')).toHaveValue('ana@');
    await expect(page.getByTestId('summary-amount')).toHaveText('900 €');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('#contactDetails-phoneNumber')).toHaveValue('55');
    // Back still goes to the page before, not to the loan's page (walker w5: it led there, whose
    // Continue came back here, round and round).
    await page.getByRole('link', { name: 'Atrás' }).click();
    await expect(page).toHaveURL(/\/personal-details$/);
  });
});

test.describe('when browser storage is unavailable', () => {
  test.beforeEach(async ({ page }) => {
    // Storage blocked outright: reaching either store, or any of its methods, throws.
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
        Object.defineProperty(Storage.prototype, method, { configurable: true, value: refuse });
      }
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, { configurable: true, get: refuse });
      }
    });
  });

  test('the first step still works, a lead is created, and the page says a reload would lose the answers', async ({
    page,
  }) => {
    await page.goto('./');
    const storageBlocked = await page.evaluate(() => {
      try {
        return window.localStorage === null;
      } catch {
        return true;
      }
    });
    expect(storageBlocked).toBe(true);
    await expect(amountSlider(page)).toHaveValue('1000');
    // Walker A3: a reload had started the application again without a word.
    const notKept = page
      .getByRole('status')
      .filter({ hasText: 'Este navegador no está guardando tus respuestas.' });
    await expect(notKept).toBeVisible();
    // No choice can be kept without storage, so the consent bar asks on every visit: axe reads
    // the page with it, once it is there (read while it came in, it failed 1 run in 3).
    await expect(page.getByRole('dialog', { name: 'Consentimiento de cookies' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Reducir el importe' }).click();

    const created = leadCreated(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ amount: 900, tags: ['UI'] });
    expect(body.sessionId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    LeadAnswerSchema.parse(await response.json());
    await expect(page).toHaveURL(/\/personal-details$/);
    await expect(page.getByTestId('summary-amount')).toHaveText('900 €');
    await expect(notKept).toBeVisible();
    await expectAccessible(page);
  });
});

// Walker P: a page answered and saved in a second tab showed empty in the first once it was
// reloaded, its own copy being older; the device and the lead held the answers.
test.describe('two tabs of one applicant', () => {
  test('a tab reloaded goes where the other tab took the lead, shows what it answered, and goes on with the same lead', async ({
    page,
    allowConsoleError,
  }) => {
    // The tab's revision is older than the lead's: its save is refused once (409), the lead read
    // again and the save sent once more (the product's recovery).
    allowConsoleError(/status of 409 \(Conflict\)/);
    await page.goto('./');
    const created = leadCreated(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    const { id } = LeadAnswerSchema.parse(await (await created).json());
    await fillPersonalDetails(page, spanishApplicant);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/contact-details$/);
    await heldLead(page, (held) => held.id === id);

    const other = await page.context().newPage();
    await other.goto('./contact-details');
    await expect(other).toHaveURL(/contact-details$/);
    await fillContactDetails(other, spanishApplicant);
    await other.getByRole('button', { name: 'Continuar' }).click();
    await expect(other).toHaveURL(/income-details$/);
    await other.close();

    await page.reload();
    // The lead moved on in the other tab: this one goes where it stands (decision 0047), and its
    // contact page, opened again, shows what the other tab answered.
    await expect(page).toHaveURL(/income-details$/);
    await page.goto('./contact-details');
    await expect(field(page, 'contactDetails.email')).toHaveValue(spanishApplicant.email);
    await expect(field(page, 'contactDetails.street')).toHaveValue(spanishApplicant.street);
    const updated = page.waitForRequest(
      (request) => isLeadSaveUrl(request.url()) && request.method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Continuar' }).click();
    expect((await updated).postDataJSON()).toMatchObject({ id });
    await expect(page).toHaveURL(/income-details$/);
  });
});
