import { configureStore } from '@reduxjs/toolkit';
import { ApplicationState, OfferStagePaths, type LeadAnswer } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { applicationSlice, initialApplicationState } from '../application';
import { leadProblemOf } from './lead-problems';
import { moveLead, type StageCall } from './stage-calls';

/**
 * The after-offer fault matrix below the page: every way the lead API can fail a state-driven
 * page's call, through the real API client, for a call retried with backoff and for a call sent
 * once (an offer's answer, a code). The end-to-end matrix (after-offer-fault-matrix.spec.ts)
 * walks each page through one fault of each kind; this says what every fault does to every
 * kind of call: how often it is sent, and what the page is given.
 */

const LEAD_ID = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';
const moved: LeadAnswer = {
  id: LEAD_ID,
  applicationState: ApplicationState.THANK_YOU,
  leadStatus: 1,
  expiresAt: '2026-11-26T10:00:00.000Z',
  revision: 4,
};
const RETRIES = 3;
const TIMEOUT_MS = 20;

type Answer = (signal: AbortSignal) => Promise<Response>;
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );
const apiError = (code: string, extra: Record<string, unknown> = {}) => ({
  error: { code, message: 'refused', ...extra },
});
const through: Answer = () => json(200, moved);
/** Never answered: the client's own time limit ends the wait. */
const hang: Answer = (signal) =>
  new Promise((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
  );

const lastingFaults: Record<string, Answer> = {
  '500': () => json(500, apiError('internal_error')),
  '503 without a body': () => Promise.resolve(new Response('', { status: 503 })),
  'connection refused': () => Promise.reject(new TypeError('Failed to fetch')),
  'malformed JSON': () =>
    Promise.resolve(
      new Response('{"id": "', { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
};

const passingFaults: Record<string, { answer: Answer; refusedUnprocessed: boolean }> = {
  '429 with Retry-After': {
    answer: () => json(429, apiError('rate_limited'), { 'retry-after': '0' }),
    refusedUnprocessed: true,
  },
  'a 500 once': { answer: () => json(500, apiError('internal_error')), refusedUnprocessed: false },
  'a hang': { answer: hang, refusedUnprocessed: false },
};

/** A page's call against an API that answers each try with the next of `answers` (the last repeats). */
function page(answers: Answer[]) {
  let sent = 0;
  const api = createApiClient({
    baseUrl: 'http://api.test/',
    timeoutMs: TIMEOUT_MS,
    fetchImpl: async (_input, init = {}) => {
      const answer = answers[Math.min(sent, answers.length - 1)] ?? through;
      sent += 1;
      if (!init.signal) throw new Error('Every call carries a signal');
      return answer(init.signal);
    },
  });
  const store = configureStore({
    reducer: { application: applicationSlice.reducer },
    preloadedState: {
      application: {
        ...initialApplicationState({ amount: 500, period: 61, id: LEAD_ID }),
        writeSecret: null,
      },
    },
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { api, retryDelaysMs: Array<number>(RETRIES).fill(0) } },
      }),
  });
  return { store, sent: () => sent };
}

const kinds: { name: string; call: StageCall; retried: boolean }[] = [
  {
    name: 'a call retried with backoff (a skip)',
    call: {
      request: (id) => ({ method: 'POST', path: OfferStagePaths.skip(id) }),
      failureMessage: 'x',
    },
    retried: true,
  },
  {
    name: 'a call sent once (an offer’s answer)',
    call: {
      request: (id) => ({ method: 'POST', path: OfferStagePaths.acceptOffer, body: { id } }),
      failureMessage: 'x',
      retry: false,
    },
    retried: false,
  },
];

describe.each(kinds)('$name', ({ call, retried }) => {
  test.each(Object.entries(lastingFaults))(
    '%s, lasting: the page is given the failure, the lead unmoved; trying again goes on',
    async (name, fault) => {
      // A malformed answer is no passing fault: it is never sent again.
      const sends = retried && name !== 'malformed JSON' ? 1 + RETRIES : 1;
      const applicant = page([...Array<Answer>(sends).fill(fault), through]);
      const failed = await applicant.store.dispatch(moveLead(call));
      expect(failed.ok).toBe(false);
      expect(applicant.sent()).toBe(sends);
      const { progressState, applicationData } = applicant.store.getState().application;
      expect(progressState).not.toBe(ApplicationState.THANK_YOU);
      expect(applicationData.id).toBe(LEAD_ID);
      // The fault lifted, Try again sends it once more, and the lead moves on.
      const again = await applicant.store.dispatch(moveLead(call));
      expect(again.ok).toBe(true);
      expect(applicant.sent()).toBe(sends + 1);
      expect(applicant.store.getState().application.progressState).toBe(ApplicationState.THANK_YOU);
    },
  );

  test.each(Object.entries(passingFaults))(
    '%s: sent again only where that cannot count twice, and then goes through once',
    async (_name, { answer, refusedUnprocessed }) => {
      const passing = page([answer, through]);
      const result = await passing.store.dispatch(moveLead(call));
      const resent = retried || refusedUnprocessed;
      expect(result.ok).toBe(resent);
      expect(passing.sent()).toBe(resent ? 2 : 1);
      if (resent)
        expect(passing.store.getState().application.progressState).toBe(ApplicationState.THANK_YOU);
    },
  );

  test('409 (the lead moved on in another tab): told apart, so the page follows the lead', async () => {
    const result = await page([() => json(409, apiError('wrong_state'))]).store.dispatch(
      moveLead(call),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('wrong_state');
  });

  test('422 refusing a field: the page is given the field’s name, never a retry', async () => {
    const refusing = page([
      () =>
        json(
          422,
          apiError('invalid_body', {
            field: 'amount',
            fieldErrors: [{ fieldName: 'amount', message: 'Refused', code: 'invalid_format' }],
          }),
        ),
    ]);
    const result = await refusing.store.dispatch(moveLead(call));
    expect(refusing.sent()).toBe(1);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.fieldErrors?.map((error) => error.fieldName)).toEqual(['amount']);
      expect(leadProblemOf(result.error)).not.toEqual({ kind: 'gone', reason: 'unknown' });
    }
  });
});
