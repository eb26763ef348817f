import {
  ApplicationState,
  LeadAnswerSchema,
  LeadUrlAnswerSchema,
  leadUrlPath,
  WRITE_SECRET_HEADER,
} from '@lf/contract';
import type { Page, Request } from '@playwright/test';
import {
  chooseRadio,
  continueTo,
  fillContactDetails,
  fillDate,
  spanishApplicant,
} from './application-flow';
import { againIfDropped } from './api-faults';
import { API_ORIGIN, expect, expectAccessible, isLeadSaveUrl } from './fixtures';
import { test } from './shared-page';
import { heldLead } from './held-lead';
import { openAtState } from './seeded-lead';
import { freshLinkByEmail } from './fresh-link';
import { interceptVendors } from './vendor-interception';

async function fillPersonalDetails(page: Page, firstName: string) {
  await page.locator('#personalDetails-firstName').fill(firstName);
  await page.locator('#personalDetails-lastName').fill('García');
  await fillDate(page, 'personalDetails.dateOfBirth', '1990-05-17');
  await page.locator('#personalDetails-personalCode').fill('12345678Z');
  await chooseRadio(page, 'personalDetails.gender', 'female');
}

const isLeadSave = (request: Request) => isLeadSaveUrl(request.url());

/** Another tab of the same browser, its vendors' scripts stood in for as the first tab's are. */
async function secondTab(page: Page): Promise<Page> {
  const second = await page.context().newPage();
  await interceptVendors(page.context(), second, () => ({ calls: [], requests: [], block: false }));
  return second;
}

/** The lead as the lead API keeps it, read with the secret a tab holds. */
async function leadAsSaved(page: Page, held: { id: string; writeSecret: string }) {
  const answer = await page.request.get(`${API_ORIGIN}${leadUrlPath(held.id, 'continue')}`, {
    headers: { [WRITE_SECRET_HEADER]: held.writeSecret },
  });
  return LeadUrlAnswerSchema.parse(await answer.json());
}

test.describe('who may write a lead, and which answers win', () => {
  test('the write secret is made in this tab before the create, travels only in headers, never comes back, and stays in this tab', async ({
    page,
  }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto('./');
    const create = page.waitForRequest(
      (request) => isLeadSave(request) && request.method() === 'POST',
    );
    await continueTo(page, /personal-details$/);
    const held = await heldLead(page);
    expect(held.writeSecret).toMatch(/^[\w-]{43}$/);
    expect(held.revision).toBe(1);
    // Proposed on the create; its answer carries none, so no stored answer or replay can (issue 36).
    expect((await create).headers()[WRITE_SECRET_HEADER]).toBe(held.writeSecret);
    expect(await (await (await create).response())?.text()).not.toContain(held.writeSecret);

    await fillPersonalDetails(page, 'Ana');
    const update = page.waitForRequest(
      (request) => isLeadSave(request) && request.method() === 'PUT',
    );
    await continueTo(page, /contact-details$/);
    await (await update).response();
    expect((await update).headers()[WRITE_SECRET_HEADER]).toBe(held.writeSecret);
    expect((await update).postDataJSON()).toMatchObject({ revision: 1 });

    for (const request of requests) expect(request.url()).not.toContain(held.writeSecret);
    const onDevice = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
    expect(onDevice).not.toContain(held.writeSecret);
    expect(onDevice).toContain(held.id);

    // Anyone else holding the id, from any origin, cannot overwrite the answers.
    const stranger = await page.request.put(`${API_ORIGIN}/v3/lead`, {
      data: { product: 'default-es', id: held.id, contactDetails: { email: 'thief@example.com' } },
    });
    expect(stranger.status()).toBe(403);
    // Nor read them: the link's call answers nothing of the lead without a credential.
    const look = await againIfDropped(() =>
      page.request.get(`${API_ORIGIN}${leadUrlPath(held.id, 'continue')}`),
    );
    expect(look.status()).toBe(401);
    expect(await look.text()).not.toContain('Ana');
    const lead = await leadAsSaved(page, held);
    expect(lead.data.contactDetails?.email).toBeUndefined();
    expect(lead.data.personalDetails?.firstName).toBe('Ana');
  });

  test('an update made stale by another writer: the lead is read again, this step’s answers go on top, and it is saved once more by itself', async ({
    page,
    allowConsoleError,
  }) => {
    // The browser logs the refused (stale) update.
    allowConsoleError(/status of 409/);
    await page.goto('./');
    await continueTo(page, /personal-details$/);
    const held = await heldLead(page);

    // Another writer with the secret (another tab of this applicant) saves first.
    const other = await page.request.put(`${API_ORIGIN}/v3/lead`, {
      headers: { [WRITE_SECRET_HEADER]: held.writeSecret },
      data: {
        product: 'default-es',
        id: held.id,
        revision: held.revision,
        amount: 700,
        personalDetails: { firstName: 'Anita', lastName: 'Ruiz' },
      },
    });
    expect(other.status()).toBe(200);
    const afterOther = LeadAnswerSchema.parse(await other.json()).revision ?? 0;

    const statuses: number[] = [];
    page.on('response', (response) => {
      if (isLeadSaveUrl(response.url())) statuses.push(response.status());
    });
    await fillPersonalDetails(page, 'Ana María');
    await continueTo(page, /contact-details$/);
    await expect.poll(() => statuses).toEqual([409, 200]);
    await expectAccessible(page);
    // The other writer's amount is kept, and shown; this step's answers won over its own.
    await expect(page.getByTestId('summary-amount')).toHaveText('700 €');
    const lead = await leadAsSaved(page, held);
    expect(lead.data.personalDetails).toMatchObject({ firstName: 'Ana María', lastName: 'García' });
    expect(lead.data.amount).toBe(700);
    expect(lead.applicationState).toBe(ApplicationState.CONTACT_DETAILS);
    await heldLead(page, (lead) => lead.revision === afterOther + 1);
  });

  test('a save this tab may not make (another tab holds the lead) is told, makes no second lead, and a fresh link lets this tab go on with the same lead', async ({
    page,
    allowConsoleError,
  }) => {
    // The browser logs the refused update, and the continue page's read without a credential.
    allowConsoleError(/status of 40[13]/);
    // A lead with a way to reach the applicant: a fresh link goes to its e-mail.
    await page.goto('./');
    await continueTo(page, /personal-details$/);
    await fillPersonalDetails(page, 'Ana');
    await continueTo(page, /contact-details$/);
    await fillContactDetails(page, spanishApplicant);
    await continueTo(page, /income-details$/);
    const held = await heldLead(page);
    // This tab's secret is not the lead's any more (as in a tab that never had it).
    await page.evaluate(() => {
      const state = JSON.parse(window.sessionStorage.getItem('state') ?? '{}') as Record<
        string,
        unknown
      >;
      const secret = String(state.writeSecret ?? '');
      state.writeSecret = [...secret].reverse().join('');
      window.sessionStorage.setItem('state', JSON.stringify(state));
    });
    await page.reload();
    const creates: string[] = [];
    page.on('request', (request) => {
      if (isLeadSave(request) && request.method() === 'POST') creates.push(request.url());
    });

    await page.getByRole('link', { name: 'Atrás' }).click();
    await expect(page).toHaveURL(/contact-details$/);
    await page.getByRole('button', { name: 'Continuar' }).click();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Esta solicitud está abierta en otro lugar' });
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/contact-details$/);
    await expectAccessible(page);
    expect(creates).toEqual([]);

    // The way on: a fresh link to the lead's own e-mail, which this tab then follows.
    await notice.getByRole('link', { name: 'Recibir un enlace para continuar aquí' }).click();
    const link = await freshLinkByEmail(page, held.id);
    await page.goto(link);
    await expect(page).toHaveURL(/income-details$/);
    // The link got this tab a secret of its own for the same lead.
    const refusedSecret = [...held.writeSecret].reverse().join('');
    await heldLead(
      page,
      (lead) =>
        lead.id === held.id && lead.writeSecret !== '' && lead.writeSecret !== refusedSecret,
    );
    expect(creates).toEqual([]);
  });

  test('a second tab of the same browser carries on with the first tab’s lead: its Continue saves that lead, and no second one is made', async ({
    page,
    allowConsoleError,
  }) => {
    // The first tab's next update is stale once the second has written: read again, sent again.
    allowConsoleError(/status of 409/);
    await page.goto('./');
    await continueTo(page, /personal-details$/);
    const held = await heldLead(page);

    const second = await secondTab(page);
    const creates: string[] = [];
    second.on('request', (request) => {
      if (isLeadSave(request) && request.method() === 'POST') creates.push(request.url());
    });
    await second.goto('./');
    // Once the new tab is idle, the first hands its lead over (a BroadcastChannel of this browser).
    await heldLead(second, (lead) => lead.id === held.id && lead.writeSecret === held.writeSecret);
    await continueTo(second, /personal-details$/);
    expect(creates).toEqual([]);
    // The first tab goes on writing the same lead too.
    await fillPersonalDetails(page, 'Ana');
    await continueTo(page, /contact-details$/);
    expect(creates).toEqual([]);
    await second.close();
  });

  test('a second tab opened at the address the first shows (copied, or a link opened in a new tab) carries on there once it has the lead, not on the loan page; an address further on lands where the lead stands', async ({
    page,
  }) => {
    await page.goto('./');
    await continueTo(page, /personal-details$/);
    await fillPersonalDetails(page, 'Ana');
    await continueTo(page, /contact-details$/);
    const held = await heldLead(page);

    const second = await secondTab(page);
    const creates: string[] = [];
    second.on('request', (request) => {
      if (isLeadSave(request) && request.method() === 'POST') creates.push(request.url());
    });
    await second.goto('./contact-details');
    await heldLead(second, (lead) => lead.id === held.id);
    await expect(second).toHaveURL(/contact-details$/);
    await expect(second.getByRole('heading', { level: 1 })).toHaveText('Datos de contacto');
    await expectAccessible(second);
    // The page's Back walks to the application's earlier page, with what the other tab answered.
    await second.getByRole('link', { name: 'Atrás' }).click();
    await expect(second).toHaveURL(/personal-details$/);
    await expect(second.locator('#personalDetails-firstName')).toHaveValue('Ana');
    await second.close();

    // A page the lead has not reached yet (the income details): the lead's own page instead.
    const third = await secondTab(page);
    await third.goto('./income-details');
    await heldLead(third, (lead) => lead.id === held.id);
    await expect(third).toHaveURL(/contact-details$/);
    await third.close();
    expect(creates).toEqual([]);
  });

  test('a result page opened in a second tab shows the result the first tab holds, not an invitation to apply again', async ({
    page,
  }) => {
    // Walker J: "No encontramos tu solicitud… Empieza una nueva solicitud", minutes after the
    // decision, on every result page and brand.
    const lead = await openAtState(page, {
      state: ApplicationState.ACCEPTED,
      data: { personalDetails: { firstName: 'Ana' } },
    });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' }),
    ).toBeVisible();
    const second = await secondTab(page);
    await second.goto('./accepted');
    await heldLead(second, (held) => held.id === lead.id);
    await expect(
      second.getByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' }),
    ).toBeVisible();
    await expect(second).toHaveURL(/\/accepted$/);
    await expectAccessible(second);
    await second.close();
  });

  test('two tabs of one application: a correction saved in one is not undone by the other tab’s next save, which shows it', async ({
    page,
    allowConsoleError,
  }) => {
    // Each tab's first save after the other's is refused as stale, read again and sent again.
    allowConsoleError(/status of 409/);
    await page.goto('./');
    await continueTo(page, /personal-details$/);
    await fillPersonalDetails(page, 'Ana');
    await continueTo(page, /contact-details$/);
    const held = await heldLead(page);

    // The second tab joins the lead and opens its personal details, as the lead then held them.
    const second = await secondTab(page);
    await second.goto('./');
    await heldLead(second, (lead) => lead.id === held.id);
    await continueTo(second, /contact-details$/);
    await second.goto('./personal-details');
    await expect(second.locator('#personalDetails-firstName')).toHaveValue('Ana');

    // The first tab corrects the first name.
    await page.goBack();
    await expect(page).toHaveURL(/personal-details$/);
    await page.locator('#personalDetails-firstName').fill('Beatriz');
    await continueTo(page, /contact-details$/);

    // The second tab, still showing "Ana", changes the last name only.
    await second.locator('#personalDetails-lastName').fill('Martín');
    await continueTo(second, /contact-details$/);
    const lead = await leadAsSaved(page, held);
    expect(lead.data.personalDetails).toMatchObject({ firstName: 'Beatriz', lastName: 'Martín' });
    // Back on its personal details, the second tab shows what the lead holds.
    await second.goBack();
    await expect(second).toHaveURL(/personal-details$/);
    await expect(second.locator('#personalDetails-firstName')).toHaveValue('Beatriz');
    await expect(second.locator('#personalDetails-lastName')).toHaveValue('Martín');
    await second.close();
  });
});
