import { ApplicationState, OfferStagePaths } from '@lf/contract';
import type { Page, Route } from '@playwright/test';
import { chooseRadio } from './application-flow';
import { API_ORIGIN, expect, expectAccessible, test } from './fixtures';
import { openAtState } from './seeded-lead';
import { completeApplication } from './state-completers/application-states';
import { SANDBOX_CODE } from './state-completers/mobile-states';

/**
 * The fault matrix of fault-matrix.spec.ts, for the calls after the offer (a scope's consents, a
 * form stage's save, an offer's answer) and for the checking page's status calls: each fault the
 * lead API can give, and what the applicant sees. Lasting faults: a message in Spanish, every
 * answer kept, and Try again completes the stage. Passing faults (a 429 with Retry-After, one
 * 500, a hang past the client's limit): retried by themselves. The lead is moved once.
 */
type Fault = (route: Route) => Promise<void>;

const errorBody = (code: string) => JSON.stringify({ error: { code, message: 'refused' } });

const lasting: { name: string; fault: Fault }[] = [
  {
    name: '500',
    fault: (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: errorBody('internal_error'),
      }),
  },
  { name: '503 without a body', fault: (route) => route.fulfill({ status: 503, body: '' }) },
  { name: 'connection refused', fault: (route) => route.abort('connectionrefused') },
  {
    name: 'malformed JSON',
    fault: (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"id": "' }),
  },
];

const passing: { name: string; fault: Fault; refusedUnprocessed?: true }[] = [
  {
    name: '429 with Retry-After: 1',
    fault: (route) =>
      route.fulfill({
        status: 429,
        headers: { 'retry-after': '1', 'access-control-expose-headers': 'retry-after' },
        contentType: 'application/json',
        body: errorBody('rate_limited'),
      }),
    refusedUnprocessed: true,
  },
  {
    name: 'a 500 once',
    fault: (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: errorBody('internal_error'),
      }),
  },
  // Never answered: the client's own time limit (15 s) ends the wait.
  { name: 'a hang', fault: async () => undefined },
];

interface AfterOfferCall {
  name: string;
  state: ApplicationState;
  /** The call's address, as page.route matches it. */
  path: string;
  /** Gives the page's answers and presses its button. */
  answer: (page: Page) => Promise<void>;
  /** The answers are still there. */
  kept: (page: Page) => Promise<void>;
  message: string;
  /** Where the lead goes once the call goes through. */
  lands: RegExp;
  /**
   * An answer the applicant gives once (an offer's): only a 429, which the server refused without
   * acting on, is sent again by itself; after any other fault the applicant presses Try again.
   */
  sentOnce?: true;
}

const field = (page: Page, path: string) => page.locator(`#${path.replace(/\./g, '-')}`);
const tfBankCheck = (page: Page) =>
  page.getByRole('checkbox', { name: 'Estudio de solvencia de TF Bank' });

const calls: AfterOfferCall[] = [
  {
    name: 'a scope’s consents',
    state: ApplicationState.TFBANK_CONSENTS,
    path: OfferStagePaths.offerDynamicPolicy,
    answer: async (page) => {
      await page
        .getByRole('checkbox', { name: 'Información normalizada europea de TF Bank' })
        .check();
      await tfBankCheck(page).check();
      await page.getByRole('button', { name: 'Continuar' }).click();
    },
    kept: (page) => expect(tfBankCheck(page)).toBeChecked(),
    message: 'No hemos podido guardar tus consentimientos',
    lands: /\/checking$/,
  },
  {
    name: 'a form stage’s save',
    state: ApplicationState.AIDE,
    path: '/lead/aide',
    answer: async (page) => {
      await chooseRadio(page, 'aide.receivesAid', 'yes');
      await field(page, 'aide.housingAidAmount').fill('150');
      await field(page, 'aide.familyAllowanceAmount').fill('80');
      await field(page, 'aide.otherAidAmount').fill('0');
      await page.getByRole('button', { name: 'Continuar' }).click();
    },
    kept: (page) => expect(field(page, 'aide.housingAidAmount')).toHaveValue('150'),
    message: 'No hemos podido guardar tu solicitud',
    lands: /\/checking$/,
  },
  {
    name: 'an offer’s answer',
    state: ApplicationState.COFIDIS_OFFER,
    path: OfferStagePaths.acceptOffer,
    answer: (page) => page.getByRole('button', { name: 'Aceptar la oferta' }).click(),
    kept: (page) => expect(page).toHaveURL(/\/cofidis-offer$/),
    message: 'No hemos podido enviar tu respuesta',
    lands: /\/accepted$/,
    sentOnce: true,
  },
  {
    name: 'a verification code',
    state: ApplicationState.MOBILE_VERIFICATION,
    path: OfferStagePaths.mobileVerify,
    answer: async (page) => {
      await page.getByLabel('Código del SMS').fill(SANDBOX_CODE);
      await page.getByRole('button', { name: 'Verificar' }).click();
    },
    kept: (page) => expect(page.getByLabel('Código del SMS')).toHaveValue(SANDBOX_CODE),
    message: 'No hemos podido comprobar tu código',
    lands: /\/checking$/,
    // Each try of a code counts as an attempt.
    sentOnce: true,
  },
];

/** Faults `path`'s calls while `active()` holds; counts every call that reached the route. */
async function faultCalls(page: Page, path: string, fault: Fault, active: () => boolean) {
  const calls = { count: 0, methods: [] as string[] };
  await page.route(`${API_ORIGIN}${path}*`, async (route) => {
    calls.methods.push(route.request().method());
    if (route.request().method() === 'OPTIONS') return route.continue();
    calls.count += 1;
    return active() ? fault(route) : route.continue();
  });
  return calls;
}

test.describe('after the offer, the lead API failing: every answer kept, a message, a retry', () => {
  test.beforeEach(({ allowConsoleError }) => {
    allowConsoleError(/Failed to load resource|ERR_|net::|status of 5\d\d|status of 429/);
  });

  for (const call of calls) {
    for (const { name, fault } of lasting) {
      test(`${call.name}, ${name}: the page says so, keeps the answers, and Try again goes on`, async ({
        page,
      }) => {
        await openAtState(page, { state: call.state, data: completeApplication });
        let down = true;
        await faultCalls(page, call.path, fault, () => down);
        await call.answer(page);
        const alert = page.getByRole('alert').filter({ hasText: call.message });
        await expect(alert).toBeVisible({ timeout: 15_000 });
        await call.kept(page);
        await expectAccessible(page);
        down = false;
        await page.getByRole('button', { name: 'Volver a intentarlo' }).click();
        await expect(page).toHaveURL(call.lands);
      });
    }

    for (const { name, fault, refusedUnprocessed } of passing) {
      const byItself = !call.sentOnce || refusedUnprocessed;
      const retried = byItself ? 'retried by itself' : 'Try again';
      test(`${call.name}, ${name}: ${retried}, and the lead moves once`, async ({ page }) => {
        test.setTimeout(60_000);
        await openAtState(page, { state: call.state, data: completeApplication });
        let faults = 1;
        const seen = await faultCalls(page, call.path, fault, () => faults-- > 0);
        const moved: number[] = [];
        page.on('response', (response) => {
          const { pathname } = new URL(response.url());
          if (pathname === call.path && response.ok()) moved.push(response.status());
        });
        await call.answer(page);
        if (!byItself) {
          const alert = page.getByRole('alert').filter({ hasText: call.message });
          await expect(alert).toBeVisible({ timeout: 30_000 });
          await call.kept(page);
          await page.getByRole('button', { name: 'Volver a intentarlo' }).click();
        }
        await expect(page).toHaveURL(call.lands, { timeout: 30_000 });
        expect(seen.count, seen.methods.join()).toBe(2);
        expect(moved).toEqual([200]);
      });
    }
  }
});

test('a form stage’s save, a field the server refuses: named by its field, the answers kept', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 422/);
  await openAtState(page, { state: ApplicationState.AIDE, data: completeApplication });
  let refuse = true;
  await faultCalls(
    page,
    '/lead/aide',
    (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'invalid_body',
            message: 'refused',
            field: 'aide.housingAidAmount',
            fieldErrors: [
              {
                fieldName: 'aide.housingAidAmount',
                message: 'Too large',
                code: 'too_large',
                limit: 100,
              },
            ],
          },
        }),
      }),
    () => refuse,
  );
  await calls[1]?.answer(page);
  const summary = page.getByRole('alert').filter({ hasText: 'Hay un problema' });
  await expect(summary).toBeVisible();
  await expect(field(page, 'aide.housingAidAmount')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'aide.housingAidAmount')).toHaveValue('150');
  await expect(page).toHaveURL(/\/aide$/);
  await expectAccessible(page);
  refuse = false;
  await field(page, 'aide.housingAidAmount').fill('90');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/checking$/);
});

test.describe('checking, the status call failing: the page keeps checking and reaches the decision', () => {
  test.beforeEach(({ allowConsoleError }) => {
    allowConsoleError(/Failed to load resource|ERR_|net::|status of 5\d\d|status of 429/);
  });

  for (const { name, fault } of [...lasting, ...passing]) {
    test(`status, ${name} on the first calls: no error page, then the decision`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const lead = await openAtState(page, {
        state: ApplicationState.CHECKING,
        data: {
          ...completeApplication,
          contactDetails: {
            ...completeApplication.contactDetails,
            email: 'ana+thankyou@example.com',
          },
        },
      });
      let faults = 2;
      const seen = await faultCalls(page, `/lead/status/${lead.id}`, fault, () => faults-- > 0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
      await expect(page).toHaveURL(/\/thank-you$/, { timeout: 60_000 });
      expect(seen.count).toBeGreaterThanOrEqual(3);
    });
  }
});
