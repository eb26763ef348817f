import type { Page } from '@playwright/test';
import {
  chooseRadio,
  continueTo,
  field,
  fillContactDetails,
  fillDate,
  fillPersonalDetails,
  spanishApplicant,
} from './application-flow';
import { expect, expectAccessible, isLeadSaveUrl } from './fixtures';
import { test } from './shared-page';
import {
  addressOf,
  answerPage,
  answerQuicklyUntil,
  spanishV3Applicant,
  taggedEmail,
} from './v3-applicants';

/**
 * Issue 37, item 6: "Implausible answers pass: living at the address since 1970 when born in
 * 1988; a reference person with one name and the applicant's own phone; [...] a monthly income of
 * 99,999,999 €." Each, tried again, is refused on its field with a message that names it, the
 * error summary lists it, nothing is saved, and the corrected answer goes on.
 */

/** Continue, expecting the page to refuse it: the summary, focused, lists exactly `messages`. */
async function continueRefused(page: Page, messages: readonly string[]) {
  const saves: string[] = [];
  const onRequest = (request: { url: () => string; method: () => string }) => {
    if (isLeadSaveUrl(request.url()) && request.method() !== 'GET') {
      saves.push(request.method());
    }
  };
  page.on('request', onRequest);
  await page.locator('form.lf-step button[type="submit"]:visible').click();
  const summary = page.getByRole('alert').filter({ hasText: 'Hay un problema' });
  await expect(summary).toBeFocused();
  // Intl writes a no-break space before the euro sign; the test reads it as a space.
  const texts = async () =>
    (await summary.getByRole('link').allTextContents()).map((text) => text.replace(/\s/gu, ' '));
  await expect.poll(texts).toEqual(messages);
  await expect(page).toHaveTitle(/^Error: /);
  await expectAccessible(page);
  page.off('request', onRequest);
  expect(saves).toEqual([]);
}

/** A field's inline message, its "Error:" prefix aside, with plain spaces. */
const inlineMessage = async (page: Page, id: string) =>
  ((await page.locator(`#${id}-error`).textContent()) ?? '').replace(/\s/gu, ' ');

const INCOME_MESSAGE =
  'Ingresos netos mensuales: la cantidad máxima es 50.000 €. Comprueba que has escrito la cantidad de un mes.';

test.describe('implausible answers are refused on their field (issue 37)', () => {
  test('default-es (classic): an income of 99,999,999 €, and a reference with one name and the applicant’s own phone', async ({
    page,
  }) => {
    const applicant = { ...spanishApplicant, email: taggedEmail(spanishApplicant.email, 'plaus') };
    await page.goto('./');
    await continueTo(page, /personal-details$/);
    await fillPersonalDetails(page, applicant);
    await continueTo(page, /contact-details$/);
    await fillContactDetails(page, applicant);
    await continueTo(page, /income-details$/);

    await field(page, 'incomeDetails.incomeSource').selectOption('employed');
    await field(page, 'incomeDetails.monthlyIncome').fill('99999999');
    await continueRefused(page, [INCOME_MESSAGE]);
    await expect(field(page, 'incomeDetails.monthlyIncome')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(await inlineMessage(page, 'incomeDetails-monthlyIncome')).toContain(INCOME_MESSAGE);
    await field(page, 'incomeDetails.monthlyIncome').fill(applicant.monthlyIncome);
    await continueTo(page, /other-information$/);

    await field(page, 'otherDetails.loanPurpose').selectOption('car');
    await field(page, 'otherDetails.maritalStatus').selectOption('single');
    await field(page, 'otherDetails.housingTenure').selectOption('rent');
    await field(page, 'otherDetails.numberOfDependants').fill('0');
    await field(page, 'expenses.monthlyExpenses').fill(applicant.monthlyExpenses);
    await continueTo(page, /reference-information$/);

    await chooseRadio(page, 'referenceDetails.type', 'family');
    await field(page, 'referenceDetails.name').fill('Luis');
    // The applicant's own mobile, written another way.
    await field(page, 'referenceDetails.phoneNumber').fill('+34 612 34 56 78');
    const nameMessage = 'Su nombre completo: escribe un nombre y al menos un apellido';
    const phoneMessage = 'Su número de teléfono: debe ser distinto de tu número de móvil';
    await continueRefused(page, [nameMessage, phoneMessage]);
    expect(await inlineMessage(page, 'referenceDetails-name')).toContain(nameMessage);
    expect(await inlineMessage(page, 'referenceDetails-phoneNumber')).toContain(phoneMessage);
    await page.getByRole('alert').getByRole('link', { name: phoneMessage }).click();
    await expect(field(page, 'referenceDetails.phoneNumber')).toBeFocused();

    await field(page, 'referenceDetails.name').fill(applicant.referenceName);
    await field(page, 'referenceDetails.phoneNumber').fill(applicant.referencePhone);
    await continueTo(page, /checking$/);
  });

  test('credisol-es (v3): a province the postcode does not name, an income of 99,999,999 € and a move-in in 1970 for someone born in 1988', async ({
    page,
  }) => {
    // 28 pages answered on the way: more than a short test's time on a loaded machine.
    test.setTimeout(240_000);
    const applicant = spanishV3Applicant(taggedEmail('lucia.martin@example.com', 'plaus'));
    await page.goto(`./?brand=${applicant.brand}`);
    // The page the flow puts after `path` (v3-default.json's order).
    const after = (path: string) => applicant.pages[applicant.pages.indexOf(path) + 1] ?? '';

    // Walked: the postcode 28013 (Madrid) with the province Barcelona was sent as it stood.
    await answerQuicklyUntil(page, applicant, 'address-information');
    await answerPage(page, applicant, 'quickly');
    await field(page, 'contactDetails.province').selectOption('Barcelona');
    const provinceMessage =
      'Provincia: el código postal 28013 es de Madrid. Elige Madrid o corrige el código postal';
    await continueRefused(page, [provinceMessage]);
    expect(await inlineMessage(page, 'contactDetails-province')).toContain(provinceMessage);
    await answerPage(page, applicant, 'quickly');
    await page.locator('form.lf-step button[type="submit"]:visible').click();
    await expect(page).toHaveURL(addressOf(applicant, after('address-information')));

    await answerQuicklyUntil(page, applicant, 'monthly-income');

    await field(page, 'incomeDetails.monthlyIncome').fill('99999999');
    await continueRefused(page, [INCOME_MESSAGE]);
    expect(await inlineMessage(page, 'incomeDetails-monthlyIncome')).toContain(INCOME_MESSAGE);
    await answerPage(page, applicant, 'quickly');
    await page.locator('form.lf-step button[type="submit"]:visible').click();
    await expect(page).toHaveURL(addressOf(applicant, after('monthly-income')));

    await answerQuicklyUntil(page, applicant, 'housing-tenure-since-date');
    // Born 23 November 1988 (the date-of-birth page), living here since 1 January 1970.
    await fillDate(page, 'otherDetails.housingTenureSinceDate', '1970-01-01');
    const sinceMessage =
      'Fecha en que te mudaste: debe ser igual o posterior a tu fecha de nacimiento';
    await continueRefused(page, [sinceMessage]);
    expect(await inlineMessage(page, 'otherDetails-housingTenureSinceDate')).toContain(
      sinceMessage,
    );
    for (const part of ['', '-month', '-year']) {
      await expect(page.locator(`#otherDetails-housingTenureSinceDate${part}`)).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    }
    await answerPage(page, applicant, 'quickly');
    await page.locator('form.lf-step button[type="submit"]:visible').click();
    await expect(page).toHaveURL(addressOf(applicant, after('housing-tenure-since-date')));
  });
});
