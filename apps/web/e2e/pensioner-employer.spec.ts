import {
  LeadUrlAnswerSchema,
  WRITE_SECRET_HEADER,
  type LeadData,
  type LeadUrlAnswer,
} from '@lf/contract';
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
  type V3Applicant,
} from './v3-applicants';

/**
 * A pensioner is not asked for an employer: the pension payer is asked once, on the income page
 * (decision 0041's addendum "who has an employer"). Before, the v3 employer page asked for the
 * "employer or pension payer" after the income page had asked who pays the pension, and the
 * classic income page asked both.
 */

/** The lead as the sandbox stores it, read as a returning link would: its answers and revision. */
async function storedAnswer(page: Page, id: string, secret: string): Promise<LeadUrlAnswer> {
  const response = await page.request.get(`${API_ORIGIN}/v3/lead/url/${id}/continue`, {
    headers: { [WRITE_SECRET_HEADER]: secret },
  });
  expect(response.status()).toBe(200);
  return LeadUrlAnswerSchema.parse(await response.json());
}

async function storedLead(page: Page, id: string, secret: string): Promise<LeadData> {
  return (await storedAnswer(page, id, secret)).data;
}

const PAYER = 'Seguridad Social';

test.describe('a pensioner has no employer to name', () => {
  test('credisol-es (v3): after choosing a pension, the job’s pages (sector, contract, title, employer) are never shown, going on or back, and the lead holds the payer', async ({
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

    // ... then back to the income page, where the income turns out to be a pension: every page
    // between them was shown to the employee, the job's sector and contract type among them.
    const back = page.locator('.lf-back-link:visible');
    const sourceAt = applicant.pages.indexOf('income-source');
    const payAt = applicant.pages.indexOf('income-payday');
    const pepAt = applicant.pages.indexOf('pep-details');
    // The income source is asked before any page that hangs on it (the flow check refuses a
    // flow that asks the job's sector first).
    expect(sourceAt).toBeLessThan(applicant.pages.indexOf('job-area'));
    expect(sourceAt).toBeLessThan(applicant.pages.indexOf('position-type'));
    for (const path of applicant.pages.slice(sourceAt, pepAt).reverse()) {
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
    await expect(page).toHaveURL(addressOf(applicant, 'income-payday'));
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    // Counted without the six pages of a job (its sector, contract type, contract dates, title
    // and employer): 35 pages less six.
    await expect(page.locator('.lf-progress:visible')).toContainText(`Paso ${payAt + 1} de 29`);
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
    // Back from the page after it goes to the income page, and on again skips nothing asked.
    await back.click();
    await expect(page).toHaveURL(addressOf(applicant, 'income-source'));
    await continueByKeyboard(page);
    await expect(page).toHaveURL(addressOf(applicant, 'income-payday'));

    // On to the end: the job's pages are skipped, going on.
    const jobPages = [
      'job-area',
      'position-type',
      'income-contract-started-at',
      'income-contract-expires-at',
      'job-title',
      'employer-name',
    ];
    const pensionersPages = applicant.pages.filter((path) => !jobPages.includes(path));
    const walk = pensionersPages.slice(pensionersPages.indexOf('income-payday') + 1);
    for (const next of walk.slice(0, walk.indexOf('pep-details') + 1)) {
      await answerPage(page, applicant, 'quickly');
      await page.locator('form.lf-step button[type="submit"]:visible').click();
      await expect(page).toHaveURL(addressOf(applicant, next));
      await expect(page.locator('form.lf-step')).toBeVisible();
    }
    await expect(page.locator('.lf-progress:visible')).toContainText('Paso 28 de 29');
    // Back from the page after the job's skips them too.
    await back.click();
    await expect(page).toHaveURL(
      addressOf(applicant, pensionersPages[pensionersPages.indexOf('pep-details') - 1] ?? ''),
    );
    await continueByKeyboard(page);
    await expect(page).toHaveURL(addressOf(applicant, 'pep-details'));
    // A reload resumes where the pensioner is, not on the employer's page: once the saves made on
    // the way here are answered and this tab holds the lead's revision (a reload during one would
    // send the next save a stale revision: refused, read again and sent once more, but with a 409
    // in the console). The page's busy mark alone can come before a save drawn late is sent.
    const { id, writeSecret } = await heldLead(page);
    await expect
      .poll(async () => {
        const busy = await page.locator('.lf-step__actions:visible').getAttribute('aria-busy');
        const held = await heldLead(page);
        return (
          busy !== 'true' && held.revision === (await storedAnswer(page, id, writeSecret)).revision
        );
      })
      .toBe(true);
    await page.reload();
    await expect(page).toHaveURL(addressOf(applicant, 'pep-details'));

    await answerQuicklyUntil(page, applicant, 'total-debt');
    await answerPage(page, applicant, 'quickly');
    await page.locator('form.lf-step button[type="submit"]:visible').click();
    await expect(page).toHaveURL(/\/checking$/);
    for (const skipped of jobPages) {
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

  test('default-es (classic): a number typed with a letter comes back as typed after a reload', async ({
    page,
  }) => {
    await openAtState(page, {
      brand: 'default-es',
      product: 'default-es',
      state: ApplicationState.INCOME_DETAILS,
      data: { personalDetails: seededPersonalDetails, contactDetails: seededContactDetails },
    });
    await field(page, 'incomeDetails.monthlyIncome').fill('1850x');
    await page.reload();
    await expect(field(page, 'incomeDetails.monthlyIncome')).toHaveValue('1850x');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Hay un problema' })).toBeVisible();
    await expect(page).toHaveURL(/income-details(\?|$)/);
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

test.describe('a permanent contract has no end to ask', () => {
  /** The step and the total of "Paso n de m" on the page shown. */
  async function stepOf(page: Page): Promise<[number, number]> {
    const text = (await page.locator('.lf-progress:visible').textContent()) ?? '';
    const [, step = '', total = ''] = /Paso (\d+) de (\d+)/.exec(text) ?? [];
    return [Number(step), Number(total)];
  }

  test('credisol-es (v3): after “Contrato indefinido” the end date’s page is never shown, going on or back, and the count leaves it out', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const employee = spanishV3Applicant('pablo.ruiz@example.com');
    const permanent: V3Applicant = {
      ...employee,
      answers: {
        ...employee.answers,
        'position-type': [
          { kind: 'choice', path: 'incomeDetails.positionType', value: 'permanent' },
        ],
      },
    };
    await page.goto(`./?brand=${permanent.brand}`);
    await answerQuicklyUntil(page, permanent, 'position-type');
    // Before the answer, the end date's page is one of those counted.
    const [, before] = await stepOf(page);
    await answerQuicklyUntil(page, permanent, 'income-contract-started-at');
    const [startedAt, total] = await stepOf(page);
    expect(total).toBe(before - 1);

    await answerPage(page, permanent, 'quickly');
    await page.locator('form.lf-step button[type="submit"]:visible').click();
    await expect(page).toHaveURL(addressOf(permanent, 'job-title'));
    expect(await stepOf(page)).toEqual([startedAt + 1, total]);
    await expectAccessible(page);

    // Back from the page after it goes past it too.
    await page.locator('.lf-back-link:visible').click();
    await expect(page).toHaveURL(addressOf(permanent, 'income-contract-started-at'));
    // Opened by its address, it sends the applicant on to the next page asked.
    await page.goto(`./income-contract-expires-at?brand=${permanent.brand}`);
    await expect(page).toHaveURL(addressOf(permanent, 'job-title'));
  });
});
