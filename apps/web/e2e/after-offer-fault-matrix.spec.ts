import { ApplicationState } from '@lf/contract';
import type { Page } from '@playwright/test';
import { afterOfferCalls, openFor, TRY_AGAIN, type AfterOfferCall } from './after-offer-calls';
import {
  fetchThrough,
  fieldRefused,
  lastingFaults,
  movedElsewhere,
  passingFaults,
  type Fault,
} from './api-faults';
import { RETRY_DELAYS_MS } from '../src/lib/retry-with-backoff';
import { API_ORIGIN, expect, expectAccessible } from './fixtures';
import { test } from './shared-page';
import { openAtState } from './seeded-lead';
import { completeApplication } from './state-completers/application-states';

/**
 * The fault matrix of fault-matrix.spec.ts for every call after the offer (after-offer-calls.ts)
 * and for the checking page's status calls, walked through the real sandbox. What every fault
 * does to every kind of call (how often it is sent, what the page is given) is the unit matrix
 * (features/lead/stage-call-faults.test.ts); here each page meets one lasting fault (in turn, so
 * every kind is met on several pages): a message in the applicant's language, every answer kept,
 * and trying again completes the stage, and the count of tries says whether the page sent it
 * again by itself (only where that cannot count twice). The first page of each kind of call also
 * meets a 500 once, a 429 with Retry-After and a hang past the client's limit. A 409 (the lead
 * moved on in another tab) is followed; a field the server refuses is named by it. The lead is
 * moved once. Of the form stages' saves the aide's is walked here; every other one meets a lasting
 * fault in its own language in features/offer-forms/offer-form-pages.test.tsx (one code serves
 * them all: the page's form, its call, its message).
 */

const LEAD_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.source;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The call's path as a pattern, whichever lead the page holds. */
function pathPattern(call: Pick<AfterOfferCall, 'path'>): RegExp {
  if (typeof call.path === 'string') return new RegExp(`^${escaped(call.path)}$`);
  const marker = '00000000-0000-4000-8000-000000000000';
  return new RegExp(`^${escaped(call.path(marker)).replace(marker, LEAD_ID)}$`);
}

interface Seen {
  /** Tries of the call (not its preflights). */
  count: number;
  /** Its answers that went through. */
  succeeded: number;
}

/**
 * Faults the call while `active()` holds; counts each try that reached the route and each
 * answer that went through.
 */
async function faultCalls(
  page: Page,
  call: Pick<AfterOfferCall, 'path' | 'method'>,
  fault: Fault,
  active: () => boolean,
): Promise<Seen> {
  const seen: Seen = { count: 0, succeeded: 0 };
  const pattern = pathPattern(call);
  const isCall = (method: string) =>
    method !== 'OPTIONS' && (call.method === undefined || call.method === method);
  await page.route(
    (url) => url.href.startsWith(API_ORIGIN) && pattern.test(url.pathname),
    async (route) => {
      if (!isCall(route.request().method())) return route.continue();
      seen.count += 1;
      if (active()) return fault(route);
      const response = await fetchThrough(route);
      if (response.ok()) seen.succeeded += 1;
      return route.fulfill({ response });
    },
  );
  return seen;
}

const landed = (call: AfterOfferCall, page: Page, timeout = 15_000) =>
  call.lands instanceof RegExp
    ? expect(page).toHaveURL(call.lands, { timeout })
    : call.lands(page, timeout);

const tryAgain = (call: AfterOfferCall, page: Page) =>
  call.retry ? call.retry(page) : page.getByRole('button', { name: TRY_AGAIN }).first().click();

/** Opens the page and answers it; a read's fault is in place before its page opens. */
async function openAndAnswer(call: AfterOfferCall, page: Page, fault: () => Promise<Seen>) {
  if (!call.answer) {
    const seen = await fault();
    await openFor(call, page);
    return seen;
  }
  await openFor(call, page);
  const seen = await fault();
  await call.answer(page);
  return seen;
}

test.describe('after the offer, the lead API failing: every answer kept, a message, a retry', () => {
  test.beforeEach(({ allowConsoleError }) => {
    allowConsoleError(/Failed to load resource|ERR_|net::|status of (4|5)\d\d/);
  });

  /** The first call of each kind (retried, sent once but for a 429, never by itself). */
  const firstOfKind = new Set(
    ['passing', 'rate-limited', 'never'].flatMap((kind) => {
      const first = afterOfferCalls.find((call) => (call.byItself ?? 'passing') === kind);
      return first ? [first] : [];
    }),
  );

  afterOfferCalls.forEach((call, callIndex) => {
    const lasting = lastingFaults[callIndex % lastingFaults.length];
    if (!lasting) throw new Error('No lasting fault');
    test(`${call.name}, ${lasting.name}: the page says so, keeps the answers, and trying again goes on`, async ({
      page,
    }) => {
      let down = true;
      const seen = await openAndAnswer(call, page, () =>
        faultCalls(page, call, lasting.fault, () => down),
      );
      const alert = page.getByRole('alert').filter({ hasText: call.message });
      await expect(alert).toBeVisible({ timeout: 20_000 });
      // Sent again by itself only where that cannot count twice, and a malformed answer never.
      expect(seen.count).toBe(
        (call.byItself ?? 'passing') === 'passing' && lasting.name !== 'malformed JSON'
          ? 1 + RETRY_DELAYS_MS.length
          : 1,
      );
      await call.kept(page);
      await expectAccessible(page);
      down = false;
      await tryAgain(call, page);
      await landed(call, page);
      expect(seen.succeeded).toBe(1);
    });

    const byItself = call.byItself ?? 'passing';
    // Whether this call is sent again by itself is its lasting test's count; the passing faults
    // are walked on the first call of each kind (the unit matrix gives every call kind all).
    const passing = firstOfKind.has(call) ? passingFaults : [];
    for (const { name, fault, refusedUnprocessed, hang } of passing) {
      // An upload waits two minutes for its answer (lib/upload-client), longer than a test.
      if (hang && byItself === 'never') continue;
      const retried = byItself === 'passing' || (byItself === 'rate-limited' && refusedUnprocessed);
      test(`${call.name}, ${name}: ${retried ? 'retried by itself' : 'trying again'}, and the call goes through once`, async ({
        page,
      }) => {
        let faults = 1;
        const seen = await openAndAnswer(call, page, () =>
          faultCalls(page, call, fault, () => faults-- > 0),
        );
        if (!retried) {
          const alert = page.getByRole('alert').filter({ hasText: call.message });
          await expect(alert).toBeVisible({ timeout: 30_000 });
          await call.kept(page);
          await tryAgain(call, page);
        }
        await landed(call, page, 30_000);
        expect(seen.count).toBe(2);
        expect(seen.succeeded).toBe(1);
      });
    }

    if (call.moves) {
      test(`${call.name}, 409 (the lead moved on in another tab): the page follows the lead`, async ({
        page,
      }) => {
        let moved = 1;
        const seen = await openAndAnswer(call, page, () =>
          faultCalls(page, call, movedElsewhere, () => moved-- > 0),
        );
        await landed(call, page);
        await expect(page.getByRole('alert').filter({ hasText: call.message })).toHaveCount(0);
        expect(seen.count).toBe(1);
      });
    }

    const { refusable } = call;
    if (refusable) {
      test(`${call.name}, 422 refusing ${refusable.fieldName}: named by its field, the answers kept`, async ({
        page,
      }) => {
        let refuse = true;
        await openAndAnswer(call, page, () =>
          faultCalls(page, call, fieldRefused(refusable.fieldName), () => refuse),
        );
        await refusable.shown(page);
        await call.kept(page);
        await expectAccessible(page);
        refuse = false;
        await call.answer?.(page);
        await landed(call, page);
      });
    }
  });
});

test.describe('checking, the status call failing: the page keeps checking and reaches the decision', () => {
  test.beforeEach(({ allowConsoleError }) => {
    allowConsoleError(/Failed to load resource|ERR_|net::|status of 5\d\d|status of 429/);
  });

  // The status call is a read retried with backoff (the unit matrix gives every fault): a fault
  // that lasts a while, one the server asks to wait out, and one that never answers.
  const checkingFaults = [...lastingFaults, ...passingFaults].filter(({ name }) =>
    ['503 without a body', '429 with Retry-After: 1', 'a hang'].includes(name),
  );
  for (const { name, fault } of checkingFaults) {
    test(`status, ${name} on the first calls: no error page, then the decision`, async ({
      page,
    }) => {
      await openAtState(page, {
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
      const seen = await faultCalls(
        page,
        { path: (id) => `/lead/status/${id}` },
        fault,
        () => faults-- > 0,
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
      await expect(page).toHaveURL(/\/thank-you$/, { timeout: 60_000 });
      expect(seen.count).toBeGreaterThanOrEqual(3);
    });
  }
});
