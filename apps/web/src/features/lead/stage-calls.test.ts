import { configureStore } from '@reduxjs/toolkit';
import { ApplicationState, LeadPaths, OfferStagePaths, type LeadAnswer } from '@lf/contract';
import { describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { applicationSlice, initialApplicationState } from '../application';
import { leadProblemOf } from './lead-problems';
import { moveLead } from './stage-calls';

const LEAD_ID = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';
const SECRET = 'st4g3-s3cr3t-st4g3-s3cr3t-st4g3-s3cr3t-st4g';
const moved: LeadAnswer = {
  id: LEAD_ID,
  applicationState: ApplicationState.THANK_YOU,
  leadStatus: 1,
  expiresAt: '2026-11-26T10:00:00.000Z',
  revision: 4,
};

function setUp(writeSecret: string | null, ...results: ApiResult<unknown>[]) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    return results.length > 1 ? (results.shift() as ApiResult<unknown>) : results[0];
  }) as unknown as ApiClient;
  const store = configureStore({
    reducer: { application: applicationSlice.reducer },
    preloadedState: {
      application: {
        ...initialApplicationState({ amount: 500, period: 61, id: LEAD_ID }),
        writeSecret,
      },
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { api, retryDelaysMs: [0] } } }),
  });
  return { store, requests };
}

const skip = moveLead({
  request: (id) => ({ method: 'POST', path: OfferStagePaths.skip(id) }),
  failureMessage: 'Failed to skip the stage',
});

describe('a state-driven page’s call', () => {
  test('carries the lead’s write secret in its header, never in its address', async () => {
    const { store, requests } = setUp(SECRET, { ok: true, status: 200, data: moved });
    await store.dispatch(skip);
    expect(requests[0]?.headers).toEqual({ 'lead-write-secret': SECRET });
    expect(requests[0]?.path).toBe(OfferStagePaths.skip(LEAD_ID));
    expect(store.getState().application.leadRevision).toBe(4);
  });

  test('carries none when the lead API gave none', async () => {
    const { store, requests } = setUp(null, { ok: true, status: 200, data: moved });
    await store.dispatch(skip);
    expect(requests[0]?.headers).toBeUndefined();
  });

  test('refused as not this browser’s lead, it reads as no application on this device', async () => {
    const { store } = setUp(null, {
      ok: false,
      status: 403,
      error: { code: 'write_secret_refused', message: 'no' },
    });
    const result = await store.dispatch(skip);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(leadProblemOf(result.error)).toEqual({ kind: 'gone', reason: 'unknown' });
    expect(store.getState().application.applicationData.id).toBe(LEAD_ID);
    expect(LeadPaths.leadStatus(LEAD_ID)).not.toContain(SECRET);
  });

  test('a call sent once (an offer’s answer) is sent again only after a 429, never after a 500', async () => {
    const sentOnce = moveLead({
      request: (id) => ({ method: 'POST', path: OfferStagePaths.acceptOffer, body: { id } }),
      failureMessage: 'Failed to send the offer decision',
      retry: false,
    });
    const limited = setUp(
      SECRET,
      { ok: false, status: 429, error: { code: 'rate_limited', message: 'wait' } },
      { ok: true, status: 200, data: moved },
    );
    expect((await limited.store.dispatch(sentOnce)).ok).toBe(true);
    expect(limited.requests).toHaveLength(2);

    const failed = setUp(
      SECRET,
      { ok: false, status: 500, error: { code: 'internal_error', message: 'down' } },
      { ok: true, status: 200, data: moved },
    );
    expect((await failed.store.dispatch(sentOnce)).ok).toBe(false);
    expect(failed.requests).toHaveLength(1);
  });
});
