import { configureStore } from '@reduxjs/toolkit';
import { WRITE_SECRET_HEADER } from '@lf/contract';
import { describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { setLogSinks } from '../../lib/logger';
import { applicationSlice, initialApplicationState } from '../application';
import { askLackingDataPoints } from './lacking-data-points';

const LEAD_ID = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';

function setUp(
  answer: ApiResult<unknown>,
  id: string | null = LEAD_ID,
  writeSecret: string | null = null,
) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    return answer;
  }) as unknown as ApiClient;
  const data = { amount: 500, period: 61, ...(id ? { id } : {}) };
  const store = configureStore({
    reducer: { application: applicationSlice.reducer },
    preloadedState: {
      application: { ...initialApplicationState(data), leadRevision: 2, writeSecret },
    },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api } } }),
  });
  setLogSinks([]);
  return { store, requests };
}

const paths = ['personalDetails.firstName', 'personalDetails.gender'] as const;

describe('asking which data points a lead lacks (issue 38 item 5)', () => {
  test('asks /v3/test/datapoints about the lead and keeps what it lacks, with the lead asked', async () => {
    const { store, requests } = setUp({
      ok: true,
      status: 200,
      data: { id: LEAD_ID, missing: ['personalDetails.gender'], present: [paths[0]] },
    });
    const lacking = await store.dispatch(askLackingDataPoints(paths));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/v3/test/datapoints',
      body: { id: LEAD_ID, dataPoints: [...paths] },
    });
    expect(lacking?.missing).toEqual(new Set(['personalDetails.gender']));
    expect(lacking?.askedAtRevision).toBe(2);
    expect(lacking?.askedWith).toBe(store.getState().application.applicationData);
  });

  test("asks with the lead's write secret this browser holds: the API tells a lead's gaps to no one else", async () => {
    const secret = 's'.repeat(43);
    const { store, requests } = setUp(
      { ok: true, status: 200, data: { id: LEAD_ID, missing: [], present: [...paths] } },
      LEAD_ID,
      secret,
    );
    await store.dispatch(askLackingDataPoints(paths));
    expect(requests[0]?.headers).toEqual({ [WRITE_SECRET_HEADER]: secret });
  });

  test('a failed ask is no answer: the answers held here decide', async () => {
    const { store } = setUp({
      ok: false,
      status: 503,
      error: { code: 'internal_error', message: 'down' },
    });
    await expect(store.dispatch(askLackingDataPoints(paths))).resolves.toBeNull();
  });

  test('without a lead nothing is asked', async () => {
    const { store, requests } = setUp({ ok: true, status: 200, data: {} }, null);
    await expect(store.dispatch(askLackingDataPoints(paths))).resolves.toBeNull();
    expect(requests).toEqual([]);
  });
});
