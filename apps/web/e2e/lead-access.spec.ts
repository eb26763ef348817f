import {
  ApplicationState,
  LeadAnswerSchema,
  LeadUrlAnswerSchema,
  leadUrlPath,
  WRITE_SECRET_HEADER,
} from '@lf/contract';
import type { Page, Request } from '@playwright/test';
import { chooseRadio, continueTo, fillDate } from './application-flow';
import { API_ORIGIN, expect, expectAccessible } from './fixtures';
import { test } from './shared-page';
import { heldLead } from './held-lead';

async function fillPersonalDetails(page: Page, firstName: string) {
  await page.locator('#personalDetails-firstName').fill(firstName);
  await page.locator('#personalDetails-lastName').fill('García');
  await fillDate(page, 'personalDetails.dateOfBirth', '1990-05-17');
  await page.locator('#personalDetails-personalCode').fill('12345678Z');
  await chooseRadio(page, 'personalDetails.gender', 'female');
}

const isLeadSave = (request: Request) => request.url() === `${API_ORIGIN}/v3/lead`;

test.describe('who may write a lead, and which answers win', () => {
  test('the write secret comes with the create, travels only in a header, and stays in this tab', async ({
    page,
  }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto('./');
    await continueTo(page, /personal-details$/);
    const held = await heldLead(page);
    expect(held.writeSecret).toMatch(/^[\w-]{43}$/);
    expect(held.revision).toBe(1);

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
    const look = await page.request.get(`${API_ORIGIN}${leadUrlPath(held.id, 'continue')}`);
    expect(look.status()).toBe(401);
    expect(await look.text()).not.toContain('Ana');
    const lead = LeadUrlAnswerSchema.parse(
      await (
        await page.request.get(`${API_ORIGIN}${leadUrlPath(held.id, 'continue')}`, {
          headers: { [WRITE_SECRET_HEADER]: held.writeSecret },
        })
      ).json(),
    );
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
      if (response.url() === `${API_ORIGIN}/v3/lead`) statuses.push(response.status());
    });
    await fillPersonalDetails(page, 'Ana María');
    await continueTo(page, /contact-details$/);
    await expect.poll(() => statuses).toEqual([409, 200]);
    await expectAccessible(page);
    // The other writer's amount is kept, and shown; this step's answers won over its own.
    await expect(page.getByTestId('summary-amount')).toHaveText('700 €');
    const lead = LeadUrlAnswerSchema.parse(
      await (
        await page.request.get(`${API_ORIGIN}${leadUrlPath(held.id, 'continue')}`, {
          headers: { [WRITE_SECRET_HEADER]: held.writeSecret },
        })
      ).json(),
    );
    expect(lead.data.personalDetails).toMatchObject({ firstName: 'Ana María', lastName: 'García' });
    expect(lead.data.amount).toBe(700);
    expect(lead.applicationState).toBe(ApplicationState.CONTACT_DETAILS);
    await heldLead(page, (lead) => lead.revision === afterOther + 1);
  });
});
