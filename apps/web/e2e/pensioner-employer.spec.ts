import { LeadUrlAnswerSchema, WRITE_SECRET_HEADER, type LeadData } from '@lf/contract';
import type { Page } from '@playwright/test';
import { continueTo, field } from './application-flow';
import { API_ORIGIN, expect, expectAccessible, isLeadUpdate, test } from './fixtures';
import { heldLead } from './held-lead';
import {
  ApplicationState,
  openAtState,
  seededContactDetails,
  seededPersonalDetails,
} from './seeded-lead';
import {
  addressOf,
  answerByKeyboard,
  answerPage,
  answerQuicklyUntil,
  continueByKeyboard,
  pagePath,
  spanishV3Applicant,
  typeInto,
} from './v3-applicants';

/**
 * A pensioner is not asked for an employer: the pension payer is asked once, on the income page
 * (decision 0041's addendum "who has an employer"). Before, the v3 employer page asked for the
 * "employer or pension payer" after the income page had asked who pays the pension, and the
 * classic income page asked both.
 */

/** The lead as the sandbox stores it, read as a returning link would. */
async function storedLead(page: Page, id: string, secret: string): Promise<LeadData> {
  const response = await page.request.get(`${API_ORIGIN}/v3/lead/url/${id}/continue`, {
    headers: { [WRITE_SECRET_HEADER]: secret },
  });
  expect(response.status()).toBe(200);
  return LeadUrlAnswerSchema.parse(await response.json()).data;
}

const PAYER = 'Seguridad Social';

test.describe('a pensioner has no employer to name', () => {
  test('credisol-es (v3): after choosing a pension, the job’s pages (contract, title, employer) are never shown, going on or back, and the lead holds the payer', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const applicant = spanishV3Applicant('carmen.lopez@example.com');
    await page.goto(`./?brand=${applicant.brand}`);
    await expect(page).toHaveURL(addressOf(applicant, 'initial-details'));
    // First as an employee, who names the employer ...
    await answerQuicklyUntil(page, applicant, 'employer-name');
    await expect(page.getByLabel('Empresa', { exact: true })).toBeVisible();
    await answerPage(page, applicant, 'quickly');
    await continueTo(page, addressOf(applicant, 'pep-details'), { checkPage: false });

    // ... then back to the income page, where the income turns out to be a pension.
    const back = page.locator('.lf-back-link');
    for (const path of [
      'employer-name',
      'job-title',
      'income-contract-expires-at',
      'income-contract-started-at',
      'income-source',
    ]) {
      await back.click();
      await expect(page).toHaveURL(addressOf(applicant, path));
    }
    const shown: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) shown.push(pagePath(page));
    });
    await expect(field(page, 'incomeDetails.pensionPayer')).toHaveCount(0);
    await answerByKeyboard(page, {
      kind: 'choice',
      path: 'incomeDetails.incomeSource',
      value: 'pensioner',
    });
    await expect(page.getByLabel('¿Quién te paga la pensión?')).toBeVisible();
    await typeInto(page, '#incomeDetails-pensionPayer', PAYER);
    await expectAccessible(page);
    const saved = page.waitForRequest(isLeadUpdate);
    await continueByKeyboard(page);
    // The job's own pages (its contract, title and employer) are not a pensioner's: skipped.
    await expect(page).toHaveURL(addressOf(applicant, 'pep-details'));
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    // Counted without them: 35 pages less the six of a job (its sector and contract type, asked
    // before the income source, among them).
    await expect(page.locator('.lf-progress')).toContainText('Paso 28 de 29');
    // The payer is sent, and the job's answers given before are sent as removed.
    expect((await saved).postDataJSON()).toMatchObject({
      incomeDetails: {
        incomeSource: 'pensioner',
        pensionPayer: PAYER,
        incomeContractStartedAt: null,
        jobTitle: null,
      },
      employer: { name: null },
    });
    await expectAccessible(page);
    // Back from the page after them skips them too.
    await back.click();
    await expect(page).toHaveURL(addressOf(applicant, 'income-source'));
    await continueByKeyboard(page);
    await expect(page).toHaveURL(addressOf(applicant, 'pep-details'));
    // A reload resumes where the pensioner is, not on the employer's page: once the save made on
    // the way here is answered (a reload during it would send the next save a stale revision).
    await expect(page.locator('.lf-step__actions')).not.toHaveAttribute('aria-busy', 'true');
    await page.reload();
    await expect(page).toHaveURL(addressOf(applicant, 'pep-details'));

    await answerQuicklyUntil(page, applicant, 'total-debt');
    await answerPage(page, applicant, 'quickly');
    await page.locator('form.lf-step button[type="submit"]').click();
    await expect(page).toHaveURL(/\/checking$/);
    for (const skipped of ['income-contract-started-at', 'job-title', 'employer-name']) {
      expect(shown).not.toContain(skipped);
    }
    // Asked once: no page after the income page asked for the payer.
    const lead = await heldLead(page);
    const stored = await storedLead(page, lead.id, lead.writeSecret);
    expect(stored).toMatchObject({
      incomeDetails: { incomeSource: 'pensioner', pensionPayer: PAYER },
    });
    expect(stored.employer?.name).toBeUndefined();
    expect(stored.incomeDetails?.jobTitle).toBeUndefined();
  });

  test('default-es (classic): the income page asks a pensioner for the payer only, and the lead holds it', async ({
    page,
  }) => {
    const lead = await openAtState(page, {
      brand: 'default-es',
      product: 'default-es',
      state: ApplicationState.INCOME_DETAILS,
      data: { personalDetails: seededPersonalDetails, contactDetails: seededContactDetails },
    });
    const employer = field(page, 'employer.name');
    const payer = field(page, 'incomeDetails.pensionPayer');
    // An employee is asked for the employer (optional here), by that name alone.
    await field(page, 'incomeDetails.incomeSource').selectOption('employed');
    await expect(page.getByLabel('Empresa (opcional)')).toBeVisible();
    await employer.fill('Talleres Ruiz');
    await expect(payer).toHaveCount(0);
    // A pension: the payer is asked, the employer no longer.
    await field(page, 'incomeDetails.incomeSource').selectOption('pensioner');
    await expect(employer).toHaveCount(0);
    await expect(field(page, 'incomeDetails.jobTitle')).toHaveCount(0);
    await expect(payer).toBeVisible();
    await expectAccessible(page);
    await typeInto(page, '#incomeDetails-pensionPayer', PAYER);
    await field(page, 'incomeDetails.monthlyIncome').fill('1400');
    const saved = page.waitForRequest(isLeadUpdate);
    await continueTo(page, /other-information$/);
    expect((await saved).postDataJSON()).toMatchObject({
      incomeDetails: { incomeSource: 'pensioner', pensionPayer: PAYER },
      employer: { name: null },
    });
    const stored = await storedLead(page, lead.id, lead.writeSecret ?? '');
    expect(stored).toMatchObject({
      incomeDetails: { incomeSource: 'pensioner', pensionPayer: PAYER },
    });
    expect(stored.employer?.name).toBeUndefined();
  });
});
