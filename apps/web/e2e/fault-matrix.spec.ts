import { ApplicationState, LeadAnswerSchema } from '@lf/contract';
import type { Page } from '@playwright/test';
import { continueTo, fillPersonalDetails, spanishApplicant } from './application-flow';
import {
  againIfDropped,
  errorBody,
  fieldRefused,
  lastingFaults as lasting,
  rateLimited,
  serverError,
  type Fault,
} from './api-faults';
import { API_ORIGIN, expect, expectAccessible, isLeadUpdate, LEAD_SAVE } from './fixtures';
import { test } from './shared-page';
import { heldLead } from './held-lead';

/**
 * The lead API failing in every way it can, on the create (the first step's Continue) and on an
 * update (the personal details' Continue): each answer typed is kept, one lead is made, the
 * applicant reads a message in their language, and the save is retried (by itself where the
 * failure may pass, by Try again where it persists).
 */

/** Faults that pass by themselves: the save goes through without the applicant doing anything. */
const passing: { name: string; fault: Fault; minimumWaitMs: number }[] = [
  { name: '429 with Retry-After: 2', fault: rateLimited(2), minimumWaitMs: 2_000 },
  { name: 'a 500 once', fault: serverError, minimumWaitMs: 500 },
];

interface Saves {
  /** Idempotency keys of every create attempt. */
  createKeys: string[];
  /** Lead ids of every update attempt. */
  updateIds: string[];
  /** When each attempt of the faulted call was sent. */
  attemptsAt: number[];
}

/** Applies `fault` to the `method` saves while `active()` holds; every other call goes through. */
async function faultSaves(page: Page, method: 'POST' | 'PUT', fault: Fault, active: () => boolean) {
  const saves: Saves = { createKeys: [], updateIds: [], attemptsAt: [] };
  await page.route(LEAD_SAVE, async (route) => {
    const request = route.request();
    if (request.method() === 'POST')
      saves.createKeys.push(request.headers()['idempotency-key'] ?? '');
    if (request.method() === 'PUT') saves.updateIds.push(String(request.postDataJSON()?.id));
    if (request.method() !== method) return route.continue();
    saves.attemptsAt.push(Date.now());
    return active() ? fault(route) : route.continue();
  });
  return saves;
}

async function expectOneLead(page: Page, saves: Saves) {
  expect(new Set(saves.createKeys).size).toBe(1);
  expect(new Set(saves.updateIds).size).toBeLessThanOrEqual(1);
  const { id } = await heldLead(page);
  const status = await againIfDropped(() => page.request.get(`${API_ORIGIN}/lead/status/${id}`));
  expect(status.status()).toBe(200);
  expect(LeadAnswerSchema.parse(await status.json()).id).toBe(id);
}

test.describe('the lead API failing: every answer kept, one lead, a message, a retry', () => {
  test.beforeEach(({ allowConsoleError }) => {
    allowConsoleError(/Failed to load resource|ERR_|net::|status of 5\d\d|status of 429/);
  });

  // The lead API decides (decision 0029): a classic page waits for its save's answer, and a save
  // that fails keeps the applicant on the page, told until Try again, which goes under the same
  // idempotency key. A refused amount reads as any other failure: the sliders cannot hold a
  // value to correct.
  const createFaults = [
    ...lasting,
    { name: 'a field the server refuses', fault: fieldRefused('amount', 'too_large') },
  ];
  for (const { name, fault } of createFaults) {
    test(`create, ${name}: the page says so, keeps the amount, and Try again makes one lead`, async ({
      page,
    }) => {
      let down = true;
      const saves = await faultSaves(page, 'POST', fault, () => down);
      await page.goto('./');
      await page.getByRole('button', { name: 'Reducir el importe' }).click();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByRole('alert')).toContainText('No hemos podido guardar tu solicitud', {
        timeout: 15_000,
      });
      await expect(page).not.toHaveURL(/personal-details$/);
      await expect(page.getByRole('slider', { name: 'Importe del préstamo' })).toHaveValue('900');
      await expectAccessible(page);
      down = false;
      await page.getByRole('button', { name: 'Volver a intentarlo' }).click();
      await expect(page).toHaveURL(/personal-details$/);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByTestId('summary-amount')).toHaveText('900 €');
      await expectOneLead(page, saves);
    });
  }

  // The create reached the lead API every time but its answer never came back (the connection
  // dropped after the request left); the applicant moved the amount, then pressed Try again. That
  // create carried another amount under the same key: the server refused it as another request,
  // and a second lead was made under a new key, the first keeping the amount left.
  test('create, answered but the answer lost: the amount moved, Try again makes one lead, with the amount moved', async ({
    page,
  }) => {
    let answerLost = true;
    const made: string[] = [];
    await page.route(LEAD_SAVE, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      made.push(String((await response.json())?.id ?? (await response.text())));
      return answerLost ? route.abort('connectionreset') : route.fulfill({ response });
    });
    await page.goto('./');
    await page.getByRole('button', { name: 'Reducir el importe' }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert')).toContainText('No hemos podido guardar tu solicitud', {
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Reducir el importe' }).click();
    await page.getByRole('button', { name: 'Reducir el importe' }).click();
    answerLost = false;
    const updated = page.waitForRequest(isLeadUpdate);
    await page.getByRole('button', { name: 'Volver a intentarlo' }).click();
    await expect(page).toHaveURL(/personal-details$/);
    await expect(page.getByTestId('summary-amount')).toHaveText('700 €');
    expect(new Set(made)).toEqual(new Set([made[0]]));
    expect((await updated).postDataJSON()).toMatchObject({ id: made[0], amount: 700 });
    expect((await (await updated).response())?.status()).toBe(200);
  });

  for (const { name, fault } of lasting) {
    test(`update, ${name}: the page says so, keeps every answer, and Try again saves them to the same lead`, async ({
      page,
    }) => {
      let down = false;
      const saves = await faultSaves(page, 'PUT', fault, () => down);
      await page.goto('./');
      await continueTo(page, /personal-details$/);
      await fillPersonalDetails(page, spanishApplicant);
      down = true;
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByRole('alert')).toContainText('No hemos podido guardar tu solicitud', {
        timeout: 15_000,
      });
      await expect(page).toHaveURL(/personal-details$/);
      await expect(page.locator('#personalDetails-firstName')).toHaveValue('Ana');
      await expect(page.locator('#personalDetails-personalCode')).toHaveValue('12345678Z');
      down = false;
      await page.getByRole('button', { name: 'Volver a intentarlo' }).click();
      await expect(page).toHaveURL(/contact-details$/);
      await expectOneLead(page, saves);
    });
  }

  for (const { name, fault, minimumWaitMs } of passing) {
    for (const method of ['POST', 'PUT'] as const) {
      test(`${method === 'POST' ? 'create' : 'update'}, ${name}: the save is retried by itself, after the wait asked`, async ({
        page,
      }) => {
        let faults = method === 'POST' ? 1 : 0;
        const saves = await faultSaves(page, method, fault, () => faults-- > 0);
        await page.goto('./');
        await continueTo(page, /personal-details$/, { checkPage: false });
        if (method === 'PUT') {
          await fillPersonalDetails(page, spanishApplicant);
          faults = 1;
          await continueTo(page, /contact-details$/, { checkPage: false });
        }
        await expect.poll(() => saves.attemptsAt.length, { timeout: 10_000 }).toBe(2);
        const [first = 0, second = 0] = saves.attemptsAt;
        expect(second - first).toBeGreaterThanOrEqual(minimumWaitMs - 50);
        await expectOneLead(page, saves);
      });
    }
  }

  test('update, a field the server refuses: named by its field, in the applicant’s language', async ({
    page,
  }) => {
    let refuse = false;
    await faultSaves(
      page,
      'PUT',
      (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: errorBody('invalid_body', {
            field: 'personalDetails.firstName',
            fieldErrors: [
              {
                fieldName: 'personalDetails.firstName',
                message: 'Too long',
                code: 'too_long',
                limit: 2,
              },
            ],
          }),
        }),
      () => refuse,
    );
    await page.goto('./');
    await continueTo(page, /personal-details$/, { checkPage: false });
    await fillPersonalDetails(page, spanishApplicant);
    refuse = true;
    await page.getByRole('button', { name: 'Continuar' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Hay un problema' });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('link')).toHaveCount(1);
    await expect(page.locator('#personalDetails-firstName')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.locator('#personalDetails-firstName')).toHaveValue('Ana');
    await expect(page).toHaveURL(/personal-details$/);
    await expectAccessible(page);
  });
  const updateRetriedByItself: { name: string; fault: Fault }[] = [
    // Never answered: the client's own time limit ends the wait, and the save is sent again.
    { name: 'a hang', fault: async () => undefined },
    // Another writer saved first: the lead is read again, the answers put back, saved once more.
    {
      name: '409 stale_revision',
      fault: (route) =>
        route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: errorBody('stale_revision'),
        }),
    },
  ];
  for (const { name, fault } of updateRetriedByItself) {
    test(`update, ${name}: saved by itself on the second try, to the same lead`, async ({
      page,
    }) => {
      let faults = 0;
      const saves = await faultSaves(page, 'PUT', fault, () => faults-- > 0);
      await page.goto('./');
      await continueTo(page, /personal-details$/, { checkPage: false });
      await fillPersonalDetails(page, spanishApplicant);
      faults = 1;
      await page.getByRole('button', { name: 'Continuar' }).click();
      // The page waits for its save's answer: after a hang, the client's own time limit first.
      await expect(page).toHaveURL(/contact-details$/, { timeout: 30_000 });
      const { id } = await heldLead(page);
      const status = await againIfDropped(() =>
        page.request.get(`${API_ORIGIN}/lead/status/${id}`),
      );
      expect(LeadAnswerSchema.parse(await status.json()).applicationState).toBe(
        ApplicationState.CONTACT_DETAILS,
      );
      expect(saves.attemptsAt).toHaveLength(2);
      await expectOneLead(page, saves);
    });
  }
});
