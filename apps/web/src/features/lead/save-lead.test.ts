import { configureStore } from '@reduxjs/toolkit';
import {
  ApplicationState,
  LeadCreateRequestSchema,
  ProposedWriteSecretSchema,
  WRITE_SECRET_HEADER,
  type LeadAnswer,
} from '@lf/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { markInitAt } from '../../lib/load-start';
import { setLogSinks, type LogEntry } from '../../lib/logger';
import {
  answersTyped,
  applicationDataUpdated,
  applicationSlice,
  initialApplicationState,
  type ApplicationData,
  type ThunkDependencies,
} from '../application';
import { createInFlight, keepCreate } from './create-in-flight';
import { saveLead } from './save-lead';

const LEAD_ID = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';
const OTHER_ID = '9e1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';
const SESSION_ID = '0b7a6c1e-9d2f-4a3b-8c5d-112233445566';
const answer = (id = LEAD_ID): LeadAnswer => ({
  id,
  applicationState: ApplicationState.PERSONAL_DETAILS,
  leadStatus: 1,
  expiresAt: '2026-11-24T10:00:00.000Z',
});
const baseData: ApplicationData = {
  amount: 500,
  period: 61,
  tags: ['UI'],
  sessionId: SESSION_ID,
  sessionStartedAt: '2026-11-23T10:00:00.000Z',
};

function setUp(
  results: ApiResult<unknown>[],
  data: ApplicationData = baseData,
  createKey: string | null = null,
  writeSecret: string | null = null,
  brand?: ThunkDependencies['brand'],
) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    const next = results.shift();
    if (!next) throw new Error('No more answers');
    return next;
  }) as unknown as ApiClient;
  const store = configureStore({
    reducer: { application: applicationSlice.reducer },
    preloadedState: { application: { ...initialApplicationState(data, createKey), writeSecret } },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { api, retryDelaysMs: [], brand } } }),
  });
  const logs: LogEntry[] = [];
  setLogSinks([(entry) => logs.push(entry)]);
  return { store, requests, logs };
}

afterEach(() => {
  setLogSinks([]);
  // A create kept as in flight (create-in-flight.ts) is this test's only.
  sessionStorage.clear();
});

/** Holds the page's frames until the test draws them: a save made as its page moves on waits for one. */
function holdFrames(): () => void {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.stubGlobal('document', { visibilityState: 'visible' });
  return () => {
    for (const frame of frames.splice(0)) frame(performance.now());
  };
}

describe('the top-level fields a lead is sent with (issue 38 item 2)', () => {
  const saved = { ok: true, status: 200, data: answer() } as const;
  const loan = {
    amount: { min: 100, max: 1000, step: 100, default: 1000 },
    period: { min: 61, max: 90, step: 1, default: 61 },
  };
  const brand = (periodScale: 'days' | 'months') => ({
    affiliateReferenceExpiryHours: 480,
    applicationPage: 'dynamic',
    loan: { ...loan, periodScale },
  });

  test('the create carries the brand’s period scale, its financing, the lead source and the captcha’s label', async () => {
    const data = { ...baseData, affiliateReferenceParams: { attribute: 'partner-1' } };
    const { store, requests } = setUp([saved, saved], data, null, null, brand('days'));
    await store.dispatch(
      saveLead({ contactDetails: { email: 'a@example.com' }, googleCaptchaToken: 'token' }),
    );
    expect(requests[0]?.body).toMatchObject({
      periodScale: 'days',
      financingOption: 'singleRepayment',
      leadSource: 'affiliate',
      googleCaptchaToken: 'token',
      recaptchalabel: 'initial-details',
    });
    expect(requests[0]?.body).not.toHaveProperty('monthlyPaymentDay');
  });

  test('a brand lending in months sends instalments and a monthly payment day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 14, 12));
    try {
      const { store, requests } = setUp([saved], baseData, null, null, brand('months'));
      await store.dispatch(saveLead({ amount: 700 }));
      expect(requests[0]?.body).toMatchObject({
        periodScale: 'months',
        financingOption: 'instalments',
        monthlyPaymentDay: 14,
        leadSource: 'direct',
      });
      expect(requests[0]?.body).not.toHaveProperty('recaptchalabel');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the captcha’s token is sent once (Google verifies a token once)', () => {
  const saved = { ok: true, status: 200, data: answer() } as const;
  const made = { ...baseData, id: LEAD_ID, leadStatus: 1 };

  test('the save of the page that answered the captcha carries its token and label; later saves do not', async () => {
    const { store, requests } = setUp([saved, saved], made);
    await store.dispatch(saveLead({ generalPolicies: true, googleCaptchaToken: 'token' }));
    await store.dispatch(saveLead({ personalDetails: { firstName: 'Ana' } }, 'personalDetails'));
    expect(requests[0]?.body).toMatchObject({
      googleCaptchaToken: 'token',
      recaptchalabel: 'initial-details',
    });
    expect(requests[1]?.body).toMatchObject({ generalPolicies: true });
    expect(requests[1]?.body).not.toHaveProperty('googleCaptchaToken');
    expect(requests[1]?.body).not.toHaveProperty('recaptchalabel');
    // Kept in the browser all the same: the captcha's page stays answered.
    expect(store.getState().application.applicationData.googleCaptchaToken).toBe('token');
  });

  test('a create carries the token the applicant already holds; the update after it does not', async () => {
    const created = { ok: true, status: 201, data: answer() } as const;
    const { store, requests } = setUp([created, saved], {
      ...baseData,
      googleCaptchaToken: 'token',
    });
    await store.dispatch(saveLead({ contactDetails: { email: 'a@example.com' } }));
    await store.dispatch(saveLead({ personalDetails: { firstName: 'Ana' } }, 'personalDetails'));
    expect(requests[0]).toMatchObject({ method: 'POST', body: { googleCaptchaToken: 'token' } });
    expect(requests[1]).toMatchObject({ method: 'PUT' });
    expect(requests[1]?.body).not.toHaveProperty('googleCaptchaToken');
  });
});

describe('where a brand’s leads are saved (issue 38 item 5)', () => {
  const saved = { ok: true, status: 200, data: answer() } as const;
  const expiry = { affiliateReferenceExpiryHours: 480 };
  test.each([
    ['a classic brand', '/v2/lead', { ...expiry, applicationPage: 'classic' }],
    ['a dynamic (v3) brand', '/v3/lead', { ...expiry, applicationPage: 'dynamic' }],
    [
      'a classic brand whose configuration says v3',
      '/v3/lead',
      { ...expiry, applicationPage: 'classic', leadPath: 'v3' as const },
    ],
    [
      'a dynamic brand whose configuration says v2',
      '/v2/lead',
      { ...expiry, applicationPage: 'dynamic', leadPath: 'v2' as const },
    ],
  ])('%s creates and updates its lead on %s', async (_, path, brand) => {
    const { store, requests } = setUp([saved, saved], baseData, null, null, brand);
    await store.dispatch(saveLead({ amount: 700 }));
    await store.dispatch(saveLead({ amount: 800 }));
    expect(requests.map(({ method, path: at }) => [method, at])).toEqual([
      ['POST', path],
      ['PUT', path],
    ]);
  });
});

describe('save lead', () => {
  test('creates the lead with the session, device data and tags, and stores the returned id', async () => {
    markInitAt(Date.now() - 1_000);
    const { store, requests } = setUp([{ ok: true, status: 201, data: answer() }]);
    const result = await store.dispatch(saveLead({ amount: 700, periodScale: 'days' }));
    expect(result.ok).toBe(true);
    const body = requests[0]?.body;
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/v3/lead' });
    expect(body).toMatchObject({
      amount: 700,
      period: 61,
      periodScale: 'days',
      tags: ['UI'],
      sessionId: SESSION_ID,
      sessionStartedAt: '2026-11-23T10:00:00.000Z',
      deviceData: {
        timezoneOffset: expect.any(Number),
        deviceMemory: expect.any(Number),
        language: expect.any(String),
        screenResolution: expect.stringMatching(/^\d+x\d+$/),
      },
    });
    expect((body?.deviceData as { loadingTime: number }).loadingTime).toBeGreaterThanOrEqual(1_000);
    expect(LeadCreateRequestSchema.safeParse({ ...body, product: 'x' }).success).toBe(true);
    const { application } = store.getState();
    expect(application.applicationData).toMatchObject({ id: LEAD_ID, leadStatus: 1 });
    expect(application.progressState).toBe(ApplicationState.PERSONAL_DETAILS);
    expect(application.isLoading).toBe(false);
  });

  test('a save made as its page moves on keeps the answers at once and is sent once the next frame is drawn', async () => {
    const drawFrames = holdFrames();
    try {
      const { store, requests } = setUp([{ ok: true, status: 201, data: answer() }]);
      const saving = store.dispatch(
        saveLead({ amount: 700 }, '/', undefined, { sendWhenDrawn: true }),
      );
      expect(store.getState().application.applicationData.amount).toBe(700);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(requests).toHaveLength(0);
      expect(store.getState().application.isLoading).toBe(false);

      drawFrames();
      expect((await saving).ok).toBe(true);
      expect(requests[0]?.body).toMatchObject({ amount: 700 });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('saves go out one at a time: a Continue while the lead is being created updates that lead', async () => {
    // A v3 page moves on as its save goes out, so the next page's Continue can come before the
    // create's answer: sent at once, it would create a second lead.
    let answerCreate: (result: ApiResult<unknown>) => void = () => undefined;
    const requests: ApiRequest[] = [];
    const api = vi.fn((_schema: unknown, request: ApiRequest) => {
      requests.push(request);
      if (request.method === 'POST') {
        return new Promise<ApiResult<unknown>>((resolve) => (answerCreate = resolve));
      }
      return Promise.resolve({ ok: true, status: 200, data: answer() });
    }) as unknown as ApiClient;
    const store = configureStore({
      reducer: { application: applicationSlice.reducer },
      preloadedState: { application: initialApplicationState(baseData) },
      middleware: (getDefault) =>
        getDefault({ thunk: { extraArgument: { api, retryDelaysMs: [] } } }),
    });
    const first = store.dispatch(saveLead({ amount: 700 }));
    const second = store.dispatch(saveLead({ personalDetails: { firstName: 'Lucía' } }));
    // The second page's answers are kept at once, whatever the network does.
    expect(store.getState().application.applicationData.personalDetails?.firstName).toBe('Lucía');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(1);
    answerCreate({ ok: true, status: 201, data: answer() });
    expect((await first).ok).toBe(true);
    expect((await second).ok).toBe(true);
    expect(requests.map((request) => [request.method, request.path])).toEqual([
      ['POST', '/v3/lead'],
      ['PUT', '/v3/lead'],
    ]);
    expect(requests[1]?.body).toMatchObject({
      id: LEAD_ID,
      amount: 700,
      personalDetails: { firstName: 'Lucía' },
    });
  });

  test('an answer that takes the lead out of the form drops the saves queued behind it (decision 0029)', async () => {
    const detour = { ...answer(), applicationState: ApplicationState.MOBILE_VERIFICATION };
    const { store, requests } = setUp([
      { ok: true, status: 201, data: detour },
      { ok: true, status: 200, data: detour },
    ]);
    const first = store.dispatch(saveLead({ amount: 700 }));
    const second = store.dispatch(saveLead({ personalDetails: { firstName: 'Lucía' } }));
    expect((await first).ok).toBe(true);
    // Never sent: its page is gone, and its answer would move the applicant on from the detour.
    expect(await second).toMatchObject({ ok: false, status: null, error: { code: 'aborted' } });
    expect(requests).toHaveLength(1);
    // Its answers are kept, and a save made after the detour goes out with them.
    expect(store.getState().application.applicationData.personalDetails?.firstName).toBe('Lucía');
    expect((await store.dispatch(saveLead({ amount: 800 }))).ok).toBe(true);
    expect(requests[1]?.body).toMatchObject({ personalDetails: { firstName: 'Lucía' } });
  });

  test('a save that failed does not hold back the next, which carries its answers too', async () => {
    const { store, requests } = setUp(
      [
        { ok: false, status: null, error: { code: 'network_error', message: 'offline' } },
        { ok: true, status: 201, data: answer() },
        { ok: true, status: 200, data: answer() },
      ],
      baseData,
    );
    const first = store.dispatch(saveLead({ amount: 700 }));
    const second = store.dispatch(saveLead({ personalDetails: { firstName: 'Lucía' } }));
    expect((await first).ok).toBe(false);
    expect((await second).ok).toBe(true);
    // The create whose answer never came goes again as it went (it may have made the lead), and
    // the answers since follow as an update of the lead it names.
    expect(requests.map((request) => request.method)).toEqual(['POST', 'POST', 'PUT']);
    const withoutDevice = (body: Record<string, unknown> | undefined) =>
      Object.fromEntries(Object.entries(body ?? {}).filter(([key]) => key !== 'deviceData'));
    expect(withoutDevice(requests[1]?.body)).toEqual(withoutDevice(requests[0]?.body));
    expect(requests[1]?.headers?.['idempotency-key']).toBe(
      requests[0]?.headers?.['idempotency-key'],
    );
    expect(requests[2]?.body).toMatchObject({
      id: LEAD_ID,
      amount: 700,
      personalDetails: { firstName: 'Lucía' },
    });
    expect(store.getState().application.applicationData.id).toBe(LEAD_ID);
  });

  test('updates a lead that has an id, without device data or the id in the body', async () => {
    const { store, requests } = setUp([{ ok: true, status: 200, data: answer() }], {
      ...baseData,
      id: LEAD_ID,
      leadStatus: 1,
      expiresAt: '2026-11-24T10:00:00.000Z',
    });
    await store.dispatch(saveLead({ personalDetails: { firstName: 'Ana' } }, 'personalDetails'));
    expect(requests[0]).toMatchObject({ method: 'PUT', path: '/v3/lead' });
    expect(requests[0]?.body).toMatchObject({ personalDetails: { firstName: 'Ana' } });
    expect(requests[0]?.body).not.toHaveProperty('deviceData');
    expect(requests[0]?.body).not.toHaveProperty('leadStatus');
    expect(requests[0]?.body).not.toHaveProperty('expiresAt');
  });

  test('an update its page waits for is sent in the task it is made, before anything else is run (issue 34)', async () => {
    const { store, requests } = setUp([{ ok: true, status: 200, data: answer() }], {
      ...baseData,
      id: LEAD_ID,
    });
    const saving = store.dispatch(saveLead({ personalDetails: { firstName: 'Ana' } }));
    // Not a microtask later, behind React's drawing of what the Continue changed.
    expect(requests).toHaveLength(1);
    await saving;
  });

  test('the page waiting for a save is given its answer as the lead is kept, while the store still says it is saving', async () => {
    const { store } = setUp([{ ok: true, status: 200, data: { ...answer(), revision: 4 } }], {
      ...baseData,
      id: LEAD_ID,
    });
    const seen: { ok: boolean; revision: number | null; isLoading: boolean }[] = [];
    const result = await store.dispatch(
      saveLead({ personalDetails: { firstName: 'Ana' } }, '/personal-details', undefined, {
        whenAnswered: (answered) => {
          const { leadRevision, isLoading } = store.getState().application;
          seen.push({ ok: answered.ok, revision: leadRevision, isLoading });
        },
      }),
    );
    // The page moves on from there, in the answer's task: React draws the next page once, with
    // the lead kept, and never the page left as no longer saving.
    expect(seen).toEqual([{ ok: true, revision: 4, isLoading: true }]);
    expect(result.ok).toBe(true);
    expect(store.getState().application.isLoading).toBe(false);
  });

  test('a failed save is given to the page waiting for it too', async () => {
    const refused = {
      ok: false,
      status: 422,
      error: { code: 'invalid_body', message: 'no' },
    } as const;
    const { store } = setUp([refused], { ...baseData, id: LEAD_ID });
    const seen: boolean[] = [];
    await store.dispatch(
      saveLead({ personalDetails: { firstName: 'Ana' } }, '/personal-details', undefined, {
        whenAnswered: (answered) => seen.push(answered.ok),
      }),
    );
    expect(seen).toEqual([false]);
  });

  test('logs a failed create by code only, keeps the answers and the create key', async () => {
    const { store, logs } = setUp([
      { ok: false, status: null, error: { code: 'network_error', message: 'down' } },
    ]);
    const result = await store.dispatch(
      saveLead({ personalDetails: { firstName: 'Ana' }, contactDetails: { email: 'a@b.co' } }),
    );
    expect(result.ok).toBe(false);
    expect(logs).toEqual([
      {
        level: 'error',
        message: 'Failed to post lead',
        detail: '{"code":"network_error","status":null}',
      },
    ]);
    const { application } = store.getState();
    expect(application.applicationData.personalDetails).toEqual({ firstName: 'Ana' });
    expect(application.createKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(application.isLoading).toBe(false);
  });

  test('a create the server refused is not sent again: the next one carries the latest answers', async () => {
    const { store, requests } = setUp([
      {
        ok: false,
        status: 400,
        error: {
          code: 'invalid_body',
          message: 'Invalid',
          fieldErrors: [{ fieldName: 'amount', code: 'too_large', message: 'Too large' }],
        },
      },
      { ok: true, status: 201, data: answer() },
    ]);
    await store.dispatch(saveLead({ amount: 5000 }));
    // Refused for its answers, it made no lead: nothing is kept to send again.
    expect(createInFlight(store.getState().application.createKey)).toBeNull();
    const result = await store.dispatch(saveLead({ amount: 900 }));
    expect(result.ok).toBe(true);
    expect(requests.map((request) => request.method)).toEqual(['POST', 'POST']);
    expect(requests[1]?.body).toMatchObject({ amount: 900 });
  });

  test('a create sent before a reload, its answer lost, goes again as it went; the answers since update the lead it made (one lead)', async () => {
    const KEY = 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d';
    const SECRET = 'cRqzcNXpqLFXOcG7TGkbT591KxMHjxv4T8olqZTwLGQ';
    // What the tab kept of the create it sent before the reload: its key, secret and request.
    keepCreate(KEY, { ...baseData, contactDetails: { email: 'lucia@example.com' } });
    const { store, requests } = setUp(
      [
        { ok: true, status: 201, data: answer() },
        { ok: true, status: 200, data: { ...answer(), revision: 2 } },
      ],
      { ...baseData, contactDetails: { email: 'lucia@example.com' } },
      KEY,
      SECRET,
    );
    const result = await store.dispatch(
      saveLead({ contactDetails: { email: 'lucia.martin@example.com' } }),
    );
    expect(result.ok).toBe(true);
    expect(requests.map((request) => request.method)).toEqual(['POST', 'PUT']);
    expect(requests[0]?.headers?.['idempotency-key']).toBe(KEY);
    expect(requests[0]?.headers?.[WRITE_SECRET_HEADER]).toBe(SECRET);
    expect(requests[0]?.body).toMatchObject({ contactDetails: { email: 'lucia@example.com' } });
    expect(requests[1]?.body).toMatchObject({
      id: LEAD_ID,
      contactDetails: { email: 'lucia.martin@example.com' },
    });
    const { application } = store.getState();
    expect(application.applicationData.id).toBe(LEAD_ID);
    expect(application.createKey).toBeNull();
    expect(application.writeSecret).toBe(SECRET);
    // Answered: nothing is in flight any more.
    expect(createInFlight(KEY)).toBeNull();
  });

  test('a create whose answer never came is kept as it went', async () => {
    const { store } = setUp([
      { ok: false, status: null, error: { code: 'network_error', message: 'offline' } },
    ]);
    await store.dispatch(saveLead({ amount: 700 }));
    expect(createInFlight(store.getState().application.createKey)).toMatchObject({ amount: 700 });
  });

  test('a create key the server saw with other answers, not sent from this tab, is replaced', async () => {
    const { store, requests } = setUp(
      [
        {
          ok: false,
          status: 422,
          error: { code: 'idempotency_key_reused', message: 'used with another request' },
        },
        { ok: true, status: 201, data: answer() },
      ],
      baseData,
      // Kept over a reload: the create sent before it is not known here.
      'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
    );
    const result = await store.dispatch(saveLead({ personalDetails: { firstName: 'Ana María' } }));
    expect(result.ok).toBe(true);
    const keys = requests.map((request) => request.headers?.['idempotency-key']);
    expect(keys[0]).toBe('a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d');
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    // A new create, a new lead: its own secret, which the lead then keeps.
    const secrets = requests.map((request) => request.headers?.[WRITE_SECRET_HEADER]);
    expect(secrets[1]).not.toBe(secrets[0]);
    expect(store.getState().application.writeSecret).toBe(secrets[1]);
    expect(requests[1]?.body).toMatchObject({ personalDetails: { firstName: 'Ana María' } });
    expect(store.getState().application.applicationData.id).toBe(LEAD_ID);
    expect(store.getState().application.createKey).toBeNull();
  });

  test('logs a failed update by the fields at fault, never their values', async () => {
    const { store, logs } = setUp(
      [
        {
          ok: false,
          status: 400,
          error: {
            code: 'invalid_body',
            message: 'Invalid',
            fieldErrors: [
              { fieldName: 'contactDetails.email', message: 'Invalid email' },
              { fieldName: 'personalDetails.firstName', message: 'Too long' },
            ],
          },
        },
      ],
      { ...baseData, id: LEAD_ID },
    );
    await store.dispatch(saveLead({}));
    expect(logs.map((entry) => entry.message)).toEqual(['Failed to update lead']);
    expect(logs[0]?.detail).toContain('contactDetails.email');
    expect(logs[0]?.detail).not.toContain('Invalid email');
  });

  test('creates a new lead when the server no longer knows the stored one', async () => {
    const { store, requests, logs } = setUp(
      [
        { ok: false, status: 404, error: { code: 'lead_not_found', message: 'gone' } },
        { ok: true, status: 201, data: answer(OTHER_ID) },
      ],
      { ...baseData, id: LEAD_ID },
    );
    const result = await store.dispatch(saveLead({ amount: 800 }));
    expect(result.ok).toBe(true);
    expect(requests.map((request) => request.method)).toEqual(['PUT', 'POST']);
    expect(store.getState().application.applicationData.id).toBe(OTHER_ID);
    expect(logs.map((entry) => entry.message)).toEqual(['Failed to update lead']);
  });

  test('a lead past its 24 hours (410): a new one gets this page’s answers; the rest, the terms among them, are asked again', async () => {
    const { store, requests } = setUp(
      [
        { ok: false, status: 410, error: { code: 'lead_expired', message: 'gone' } },
        { ok: true, status: 201, data: answer(OTHER_ID) },
      ],
      {
        ...baseData,
        id: LEAD_ID,
        leadStatus: 1,
        generalPolicies: true,
        personalDetails: { firstName: 'Ana' },
        contactDetails: { email: 'ana@example.com' },
      },
    );
    const result = await store.dispatch(
      saveLead({ incomeDetails: { monthlyIncome: 1_800 } }, '/income-details'),
    );
    expect(result.ok).toBe(true);
    expect(requests.map((request) => request.method)).toEqual(['PUT', 'POST']);
    const created = requests[1]?.body as Record<string, unknown>;
    expect(created).toMatchObject({ amount: 500, incomeDetails: { monthlyIncome: 1_800 } });
    for (const asked of ['personalDetails', 'contactDetails', 'generalPolicies', 'id']) {
      expect(created).not.toHaveProperty(asked);
    }
    const { application } = store.getState();
    expect(application.applicationData).toMatchObject({
      id: OTHER_ID,
      personalDetails: { firstName: 'Ana' },
    });
    // The page says why the applicant is asked again (LeadExpiredNotice).
    expect(application.leadExpiredHere).toBe(true);
  });

  test('a configured flow’s lead past its 24 hours (410): no lead is made without its terms; the applicant is sent to accept them again, the answers kept', async () => {
    // Walker w12 (credisol-es): a new lead was made from the name page, without the terms or the
    // captcha, and the applicant went on as if nothing had been asked again.
    const dynamicForm = { flow: 'v3-spanish', stepOrder: ['initial-details', 'name'] };
    const { store, requests } = setUp(
      [{ ok: false, status: 410, error: { code: 'lead_expired', message: 'gone' } }],
      {
        ...baseData,
        id: LEAD_ID,
        leadStatus: 1,
        generalPolicies: true,
        policies: { terms: true },
        googleCaptchaToken: 'verified-once',
        contactDetails: { email: 'ana@example.com' },
      },
    );
    const result = await store.dispatch(
      saveLead({ personalDetails: { firstName: 'Ana' } }, '/name', dynamicForm),
    );
    expect(requests.map((request) => request.method)).toEqual(['PUT']);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.error.fieldErrors).toEqual([
      expect.objectContaining({ fieldName: 'policies', code: 'required' }),
    ]);
    const { application } = store.getState();
    expect(application.applicationData).toMatchObject({
      contactDetails: { email: 'ana@example.com' },
      personalDetails: { firstName: 'Ana' },
    });
    for (const asked of ['id', 'generalPolicies', 'policies', 'googleCaptchaToken']) {
      expect(application.applicationData).not.toHaveProperty(asked);
    }
    expect(application.leadExpiredHere).toBe(true);
    expect(application.isLoading).toBe(false);
    // A save queued behind it (the applicant went on meanwhile) makes no lead either.
    const next = await store.dispatch(
      saveLead({ personalDetails: { gender: 'female' } }, '/gender', dynamicForm),
    );
    expect(requests).toHaveLength(1);
    expect(next.ok ? [] : next.error.fieldErrors?.map((error) => error.fieldName)).toEqual([
      'policies',
    ]);
  });

  test('makes the lead’s write secret before its create, sends it there, and writes the lead with it, whatever the answer names', async () => {
    const { store, requests } = setUp([
      // An API from before proposals answers a secret of its own: this browser's stays the lead's.
      { ok: true, status: 201, data: { ...answer(), revision: 1, writeSecret: 'not-the-one' } },
      { ok: true, status: 200, data: { ...answer(), revision: 2 } },
    ]);
    await store.dispatch(saveLead({ amount: 700 }));
    const secret = requests[0]?.headers?.[WRITE_SECRET_HEADER] ?? '';
    expect(ProposedWriteSecretSchema.safeParse(secret).success).toBe(true);
    expect(requests[0]?.headers?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(requests[0]?.body)).not.toContain(secret);
    expect(store.getState().application).toMatchObject({ writeSecret: secret, leadRevision: 1 });
    await store.dispatch(saveLead({ personalDetails: { firstName: 'Ana' } }, 'personalDetails'));
    expect(requests[1]?.headers).toMatchObject({ [WRITE_SECRET_HEADER]: secret });
    expect(requests[1]?.body).toMatchObject({ revision: 1 });
    expect(JSON.stringify(requests[1]?.body)).not.toContain(secret);
    expect(requests[1]?.path).not.toContain(secret);
    expect(store.getState().application).toMatchObject({ writeSecret: secret, leadRevision: 2 });
  });

  test('a create tried again (after a reload mid-create) sends the same key and the same secret', async () => {
    const key = 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d';
    const secret = 'a2VwdC1vdmVyLWEtcmVsb2FkLWtlcHQtb3Zlci1hLXJlbG';
    const { store, requests } = setUp(
      [
        { ok: false, status: null, error: { code: 'network_error', message: 'down' } },
        { ok: true, status: 201, data: answer() },
      ],
      baseData,
      key,
      secret,
    );
    await store.dispatch(saveLead({ amount: 700 }));
    await store.dispatch(saveLead({ amount: 700 }));
    expect(requests.map((request) => request.headers)).toEqual([
      { 'idempotency-key': key, [WRITE_SECRET_HEADER]: secret },
      { 'idempotency-key': key, [WRITE_SECRET_HEADER]: secret },
    ]);
    expect(store.getState().application.writeSecret).toBe(secret);
  });

  test('an API without revisions gets none; the secret goes with every write, for an API to ignore', async () => {
    const { store, requests } = setUp([
      { ok: true, status: 201, data: answer() },
      { ok: true, status: 200, data: answer() },
    ]);
    await store.dispatch(saveLead({ amount: 700 }));
    await store.dispatch(saveLead({ personalDetails: { firstName: 'Ana' } }));
    expect(requests[1]?.headers?.[WRITE_SECRET_HEADER]).toBe(
      requests[0]?.headers?.[WRITE_SECRET_HEADER],
    );
    expect(requests[1]?.body).not.toHaveProperty('revision');
  });

  test('an update refused while the lead waits for its mobile code reads where the lead stands, and answers with it', async () => {
    const atVerification = { ...answer(), applicationState: ApplicationState.MOBILE_VERIFICATION };
    const { store, requests } = setUp(
      [
        {
          ok: false,
          status: 409,
          error: { code: 'mobile_verification_required', message: 'verify first' },
        },
        { ok: true, status: 200, data: atVerification },
      ],
      { ...baseData, id: LEAD_ID },
    );
    const result = await store.dispatch(
      saveLead({ incomeDetails: { monthlyIncome: 1800 } }, 'incomeDetails'),
    );
    // The answer names the state the server holds the lead at: the page follows it there.
    expect(result).toMatchObject({ ok: true, data: atVerification });
    expect(requests.map((request) => [request.method, request.path])).toEqual([
      ['PUT', '/v3/lead'],
      ['GET', `/lead/status/${LEAD_ID}`],
    ]);
    expect(store.getState().application.progressState).toBe(ApplicationState.MOBILE_VERIFICATION);
    // The answers are kept on this device, for the save after the code.
    expect(store.getState().application.applicationData.incomeDetails).toEqual({
      monthlyIncome: 1800,
    });
  });

  test('an update of a decided lead (another tab reached its result) reads where it stands, and answers with it', async () => {
    const accepted = { ...answer(), applicationState: ApplicationState.ACCEPTED };
    const { store, requests } = setUp(
      [
        {
          ok: false,
          status: 409,
          error: { code: 'lead_decided', message: 'decided' },
        },
        { ok: true, status: 200, data: accepted },
      ],
      { ...baseData, id: LEAD_ID },
    );
    const result = await store.dispatch(
      saveLead({ incomeDetails: { monthlyIncome: 1800 } }, 'incomeDetails'),
    );
    // No second lead is made: the page follows the lead to its result.
    expect(result).toMatchObject({ ok: true, data: accepted });
    expect(requests.map((request) => [request.method, request.path])).toEqual([
      ['PUT', '/v3/lead'],
      ['GET', `/lead/status/${LEAD_ID}`],
    ]);
    expect(store.getState().application.progressState).toBe(ApplicationState.ACCEPTED);
  });

  test('an update refused for the mobile code whose status cannot be read answers with the refusal', async () => {
    const refusal = {
      ok: false as const,
      status: 409,
      error: { code: 'mobile_verification_required' as const, message: 'verify first' },
    };
    const { store } = setUp(
      [refusal, { ok: false, status: null, error: { code: 'network_error', message: 'down' } }],
      { ...baseData, id: LEAD_ID },
    );
    const result = await store.dispatch(
      saveLead({ incomeDetails: { monthlyIncome: 1800 } }, 'incomeDetails'),
    );
    // The page shows why the save was refused, not why the follow-up read failed.
    expect(result).toEqual(refusal);
  });

  test('a v3 page’s saves carry the flow’s marker, the create and the update alike', async () => {
    const dynamicForm = { flow: 'v3-romanian', stepOrder: ['initial-details', 'loan-purpose'] };
    const { store, requests } = setUp([
      { ok: true, status: 201, data: answer() },
      { ok: true, status: 200, data: answer() },
    ]);
    await store.dispatch(
      saveLead({ amount: 700, generalPolicies: true }, '/initial-details', dynamicForm),
    );
    await store.dispatch(
      saveLead({ personalDetails: { firstName: 'Ana' } }, 'personalDetails', dynamicForm),
    );
    expect(requests.map((request) => request.body?.dynamicForm)).toEqual([
      dynamicForm,
      dynamicForm,
    ]);
  });

  test('the application shows it is saving until the answer comes', async () => {
    let answerNow: (result: ApiResult<unknown>) => void = () => undefined;
    const { store } = setUp([]);
    const api = vi.fn(
      () =>
        new Promise<ApiResult<unknown>>((resolve) => {
          answerNow = resolve;
        }),
    ) as unknown as ApiClient;
    const saving = configureStore({
      reducer: { application: applicationSlice.reducer },
      preloadedState: store.getState(),
      middleware: (getDefault) =>
        getDefault({ thunk: { extraArgument: { api, retryDelaysMs: [] } } }),
    });
    const done = saving.dispatch(saveLead({ amount: 700 }));
    await vi.waitFor(() => expect(api).toHaveBeenCalled());
    expect(saving.getState().application.isLoading).toBe(true);
    answerNow({ ok: true, status: 201, data: answer() });
    await done;
    expect(saving.getState().application.isLoading).toBe(false);
  });

  test('a stale update reads the lead again, puts this step’s answers on top and sends it once more', async () => {
    const { store, requests } = setUp(
      [
        { ok: false, status: 409, error: { code: 'stale_revision', message: 'stale' } },
        {
          ok: true,
          status: 200,
          data: {
            ...answer(),
            revision: 5,
            // Another tab saved the contact step, and a first name this step now changes.
            data: {
              amount: 500,
              personalDetails: { firstName: 'Ana', lastName: 'Ruiz' },
              contactDetails: { email: 'ana@example.com' },
            },
          },
        },
        { ok: true, status: 200, data: { ...answer(), revision: 6 } },
      ],
      { ...baseData, id: LEAD_ID, personalDetails: { firstName: 'Old' } },
      null,
      'this-tabs-secret',
    );
    const result = await store.dispatch(
      saveLead({ personalDetails: { firstName: 'Ana María' } }, 'personalDetails'),
    );
    expect(result.ok).toBe(true);
    expect(requests.map((request) => [request.method, request.path])).toEqual([
      ['PUT', '/v3/lead'],
      ['GET', `/v3/lead/url/${LEAD_ID}/continue`],
      ['PUT', '/v3/lead'],
    ]);
    // The lead is read again with this browser's secret: the link's call answers none without.
    expect(requests[1]?.headers).toEqual({ [WRITE_SECRET_HEADER]: 'this-tabs-secret' });
    expect(requests[2]?.body).toMatchObject({
      revision: 5,
      personalDetails: { firstName: 'Ana María', lastName: 'Ruiz' },
      contactDetails: { email: 'ana@example.com' },
    });
    expect(store.getState().application.leadRevision).toBe(6);
    expect(store.getState().application.applicationData.personalDetails).toEqual({
      firstName: 'Ana María',
      lastName: 'Ruiz',
    });
  });

  /** Refused as stale; read again, the lead holds another tab's "Beatriz"; sent again, saved. */
  const correctedInAnotherTab = (): ApiResult<unknown>[] => [
    { ok: false, status: 409, error: { code: 'stale_revision', message: 'stale' } },
    {
      ok: true,
      status: 200,
      data: {
        ...answer(),
        revision: 7,
        data: { amount: 500, personalDetails: { firstName: 'Beatriz', lastName: 'García' } },
      },
    },
    { ok: true, status: 200, data: { ...answer(), revision: 8 } },
  ];

  test('a stale update puts back on top only the answers this tab changed: one corrected in another tab is kept', async () => {
    // Two tabs of one lead: this one still shows the first name as it read it ("Ana"); the other
    // corrected it to "Beatriz" and saved. Here only the last name is changed.
    const { store, requests } = setUp(correctedInAnotherTab(), {
      ...baseData,
      id: LEAD_ID,
      personalDetails: { firstName: 'Ana', lastName: 'García' },
    });
    const result = await store.dispatch(
      saveLead({ personalDetails: { firstName: 'Ana', lastName: 'Martín' } }, 'personalDetails'),
    );
    expect(result.ok).toBe(true);
    expect(requests[2]?.body).toMatchObject({
      revision: 7,
      personalDetails: { firstName: 'Beatriz', lastName: 'Martín' },
    });
    expect(store.getState().application.applicationData.personalDetails).toEqual({
      firstName: 'Beatriz',
      lastName: 'Martín',
    });
  });

  test('a save made once its code loaded tells its changes by the answers held before its page kept them', async () => {
    const held = {
      ...baseData,
      id: LEAD_ID,
      personalDetails: { firstName: 'Ana', lastName: 'García' },
    };
    const kept = { ...held, personalDetails: { firstName: 'Ana', lastName: 'Martín' } };
    const { store, requests } = setUp(correctedInAnotherTab(), kept);
    const result = await store.dispatch(
      saveLead(
        { personalDetails: { firstName: 'Ana', lastName: 'Martín' } },
        'personalDetails',
        undefined,
        { keptAtContinue: kept, heldBefore: held },
      ),
    );
    expect(result.ok).toBe(true);
    expect(requests[2]?.body).toMatchObject({
      personalDetails: { firstName: 'Beatriz', lastName: 'Martín' },
    });
  });

  test('a stale update whose lead cannot be read again is returned as it failed, answers kept', async () => {
    const { store, requests } = setUp(
      [
        { ok: false, status: 409, error: { code: 'stale_revision', message: 'stale' } },
        { ok: false, status: null, error: { code: 'network_error', message: 'down' } },
      ],
      { ...baseData, id: LEAD_ID },
    );
    const result = await store.dispatch(saveLead({ personalDetails: { firstName: 'Ana' } }));
    expect(result.ok).toBe(false);
    expect(requests).toHaveLength(2);
    expect(store.getState().application.applicationData).toMatchObject({
      id: LEAD_ID,
      personalDetails: { firstName: 'Ana' },
    });
  });

  test('a lead this browser may not write (no secret: another tab, a revoked one) is refused and told, never turned into a second lead', async () => {
    const { store, requests } = setUp(
      [{ ok: false, status: 403, error: { code: 'write_secret_refused', message: 'no' } }],
      { ...baseData, id: LEAD_ID, personalDetails: { firstName: 'Ana' } },
    );
    const result = await store.dispatch(saveLead({ contactDetails: { email: 'ana@example.com' } }));
    expect(result).toMatchObject({ ok: false, error: { code: 'write_secret_refused' } });
    expect(requests.map((request) => request.method)).toEqual(['PUT']);
    // The answers stay kept, on the same lead, and the page says why they were not saved.
    expect(store.getState().application).toMatchObject({
      leadRefusedHere: true,
      applicationData: {
        id: LEAD_ID,
        personalDetails: { firstName: 'Ana' },
        contactDetails: { email: 'ana@example.com' },
      },
    });
  });

  test('an update that failed for another reason (offline, a field refused) is not told as a lead this browser may not write', async () => {
    const { store } = setUp(
      [
        { ok: false, status: null, error: { code: 'network_error', message: 'down' } },
        {
          ok: false,
          status: 400,
          error: {
            code: 'invalid_body',
            message: 'Invalid',
            fieldErrors: [{ fieldName: 'contactDetails.email', message: 'Invalid email' }],
          },
        },
      ],
      { ...baseData, id: LEAD_ID },
    );
    const offline = await store.dispatch(saveLead({ personalDetails: { firstName: 'Ana' } }));
    expect(offline).toMatchObject({ ok: false, error: { code: 'network_error' } });
    expect(store.getState().application.leadRefusedHere).toBe(false);
    const refusedField = await store.dispatch(saveLead({ contactDetails: { email: 'ana@x' } }));
    expect(refusedField).toMatchObject({ ok: false, error: { code: 'invalid_body' } });
    expect(store.getState().application.leadRefusedHere).toBe(false);
  });
});

/**
 * The lead API, each call held until the test answers it, and a store whose saves retry once
 * at once (`retryDelaysMs: [0]`).
 */
function setUpHeld(data: ApplicationData = baseData) {
  const calls: { request: ApiRequest; answer: (result: ApiResult<unknown>) => void }[] = [];
  const api = vi.fn(
    (_schema: unknown, request: ApiRequest) =>
      new Promise<ApiResult<unknown>>((answer) => {
        calls.push({ request, answer });
      }),
  ) as unknown as ApiClient;
  const store = configureStore({
    reducer: { application: applicationSlice.reducer },
    preloadedState: { application: initialApplicationState(data) },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { api, retryDelaysMs: [0] } } }),
  });
  return { store, calls };
}

const unreachable: ApiResult<unknown> = {
  ok: false,
  status: null,
  error: { code: 'network_error', message: 'Failed to fetch' },
};
const saved: ApiResult<unknown> = { ok: true, status: 200, data: answer() };
const movedOn = { sendWhenDrawn: true };

// `saveNotSent` is what the page's notice shows (SaveNotSentNotice): "not saved yet, your
// answers are kept and go with the next save".
describe('save lead: the notice of a save not sent (issue 37)', () => {
  test('a save made as its page moved on that cannot reach the server is told at its first try, while it is tried again, until a try is answered', async () => {
    const { store, calls } = setUpHeld({ ...baseData, id: LEAD_ID });
    const saving = store.dispatch(saveLead({ amount: 700 }, undefined, undefined, movedOn));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(store.getState().application.saveNotSent).toBe(false);

    calls[0]?.answer(unreachable);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    // Told now, not after the retries (they took 3.5 s with the API down).
    expect(store.getState().application.saveNotSent).toBe(true);

    calls[1]?.answer(saved);
    expect((await saving).ok).toBe(true);
    expect(store.getState().application.saveNotSent).toBe(false);
  });

  test('a save made as its page moved on that the server refused is not told as not sent: the page takes the applicant back to the field', async () => {
    const { store, calls } = setUpHeld({ ...baseData, id: LEAD_ID });
    const saving = store.dispatch(saveLead({ amount: 700 }, undefined, undefined, movedOn));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.answer({
      ok: false,
      status: 422,
      error: {
        code: 'invalid_body',
        message: 'Invalid',
        fieldErrors: [{ fieldName: 'amount', code: 'too_large', message: 'x' }],
      },
    });
    expect(await saving).toMatchObject({ ok: false, error: { code: 'invalid_body' } });
    expect(store.getState().application.saveNotSent).toBe(false);
  });

  test('a save its page waits for that cannot reach the server is not told by the notice: that page shows the failure with Try again', async () => {
    const { store, calls } = setUpHeld({ ...baseData, id: LEAD_ID });
    const saving = store.dispatch(saveLead({ amount: 700 }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.answer(unreachable);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(store.getState().application.saveNotSent).toBe(false);
    calls[1]?.answer(unreachable);
    expect(await saving).toMatchObject({ ok: false, error: { code: 'network_error' } });
    expect(store.getState().application.saveNotSent).toBe(false);
  });

  /** A lead whose last save, made as its page moved on, could not reach the server: told. */
  async function afterASaveNotSent() {
    const held = setUpHeld({ ...baseData, id: LEAD_ID });
    const failed = held.store.dispatch(saveLead({ amount: 700 }, undefined, undefined, movedOn));
    for (const attempt of [0, 1]) {
      await vi.waitFor(() => expect(held.calls).toHaveLength(attempt + 1));
      held.calls[attempt]?.answer(unreachable);
    }
    expect((await failed).ok).toBe(false);
    expect(held.store.getState().application.saveNotSent).toBe(true);
    return held;
  }

  test('the notice stays while the next save made as a page moved on is on its way, and goes when it is answered', async () => {
    const { store, calls } = await afterASaveNotSent();
    const next = store.dispatch(saveLead({ period: 30 }, undefined, undefined, movedOn));
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    // Sent is not yet received: the answers are not known to be kept until the answer comes.
    expect(store.getState().application.saveNotSent).toBe(true);
    calls[2]?.answer(saved);
    expect((await next).ok).toBe(true);
    expect(store.getState().application.saveNotSent).toBe(false);
  });

  test('a save its page waits for takes the notice away as it is sent: that page tells its own failure', async () => {
    const { store, calls } = await afterASaveNotSent();
    const next = store.dispatch(saveLead({ period: 30 }));
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(store.getState().application.saveNotSent).toBe(false);
    expect(calls[2]?.request.body).toMatchObject({ amount: 700, period: 30 });
    calls[2]?.answer(saved);
    expect((await next).ok).toBe(true);
  });
});

// Walker w12: with the lead API answering 500 to every update, each of the 33 saves queued as
// the applicant moved on was tried four times, one after the other: the last page said it was
// sending for 80 s while 130 requests went out.
describe('a save with a later one made behind it (the lead API down)', () => {
  const down: ApiResult<unknown> = {
    ok: false,
    status: 500,
    error: { code: 'internal_error', message: 'HTTP 500' },
  };

  test('is not tried again: the later save carries its answers, and is tried again itself', async () => {
    const { store, calls } = setUpHeld({ ...baseData, id: LEAD_ID });
    const first = store.dispatch(saveLead({ amount: 700 }, undefined, undefined, movedOn));
    const second = store.dispatch(saveLead({ period: 30 }, undefined, undefined, movedOn));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.answer(down);
    expect((await first).ok).toBe(false);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.request.body).toMatchObject({ amount: 700, period: 30 });
    calls[1]?.answer(down);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    calls[2]?.answer(saved);
    expect((await second).ok).toBe(true);
  });

  test('a save being tried again stops once a later one is made', async () => {
    const { store, calls } = setUpHeld({ ...baseData, id: LEAD_ID });
    const first = store.dispatch(saveLead({ amount: 700 }, undefined, undefined, movedOn));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const second = store.dispatch(saveLead({ period: 30 }, undefined, undefined, movedOn));
    calls[0]?.answer(down);
    expect((await first).ok).toBe(false);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.request.body).toMatchObject({ amount: 700, period: 30 });
    calls[1]?.answer(saved);
    expect((await second).ok).toBe(true);
  });
});

/** Answers the held calls in turn, from the first, each once it is made. */
async function answerInTurn(
  calls: ReturnType<typeof setUpHeld>['calls'],
  ...results: ApiResult<unknown>[]
): Promise<void> {
  for (const [index, result] of results.entries()) {
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(index));
    calls[index]?.answer(result);
  }
}

describe('a save sends the answers of when it was made (the save line’s race, decision 0044)', () => {
  // A v3 page moves on as its save goes out, and every keystroke on the page moved to is kept at
  // once: a save still queued, or waiting for its frame, must not carry answers its page never
  // checked (a DNI half typed, refused by the lead API as the earlier page's failure).
  const draft = { personalDetails: { personalCode: '12345678' } };

  test('a save queued behind another carries the answers checked when it was made, not the next page’s keystrokes since', async () => {
    const { store, calls } = setUpHeld();
    const first = store.dispatch(saveLead({ amount: 700 }));
    const second = store.dispatch(saveLead({ personalDetails: { firstName: 'Lucía' } }));
    store.dispatch(applicationDataUpdated(draft));
    await answerInTurn(calls, { ok: true, status: 201, data: answer() }, saved);
    expect((await first).ok).toBe(true);
    expect((await second).ok).toBe(true);
    expect(calls[1]?.request.body).toMatchObject({
      amount: 700,
      personalDetails: { firstName: 'Lucía' },
    });
    expect(calls[1]?.request.body?.personalDetails).not.toHaveProperty('personalCode');
    // Kept on the device all the same, for the page's own save.
    expect(store.getState().application.applicationData.personalDetails).toEqual({
      firstName: 'Lucía',
      personalCode: '12345678',
    });
  });

  test('a create sent once the next page is drawn leaves out what was typed there, and carries the attribution found meanwhile', async () => {
    const drawFrames = holdFrames();
    try {
      const { store, calls } = setUpHeld();
      const saving = store.dispatch(
        saveLead({ personalDetails: { firstName: 'Lucía' } }, '/', undefined, movedOn),
      );
      store.dispatch(applicationDataUpdated(draft));
      const googleClick = { gclid: 'Cj0KCQ', gclidAt: '2026-11-30T07:00:00.000Z' };
      store.dispatch(applicationDataUpdated({ googleClick }));
      drawFrames();
      await answerInTurn(calls, { ok: true, status: 201, data: answer() });
      expect((await saving).ok).toBe(true);
      expect(calls[0]?.request).toMatchObject({ method: 'POST' });
      expect(calls[0]?.request.body).toMatchObject({
        personalDetails: { firstName: 'Lucía' },
        googleClick,
      });
      expect(calls[0]?.request.body?.personalDetails).not.toHaveProperty('personalCode');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('a save made once its code had loaded sends the answers kept at its Continue', async () => {
    const { store, calls } = setUpHeld({ ...baseData, id: LEAD_ID });
    const patch = { personalDetails: { firstName: 'Ana' } };
    store.dispatch(applicationDataUpdated(patch));
    const keptAtContinue = store.getState().application.applicationData;
    // Typed on the page moved to while the save's code loaded.
    store.dispatch(applicationDataUpdated(draft));
    const saving = store.dispatch(saveLead(patch, undefined, undefined, { keptAtContinue }));
    await answerInTurn(calls, saved);
    expect((await saving).ok).toBe(true);
    expect(calls[0]?.request.body).toMatchObject(patch);
    expect(calls[0]?.request.body?.personalDetails).not.toHaveProperty('personalCode');
  });

  test('a stale update sent again carries the lead read again and this save’s answers, not what was typed since', async () => {
    const { store, calls } = setUpHeld({ ...baseData, id: LEAD_ID });
    const saving = store.dispatch(saveLead({ personalDetails: { firstName: 'Ana' } }));
    store.dispatch(applicationDataUpdated(draft));
    await answerInTurn(
      calls,
      { ok: false, status: 409, error: { code: 'stale_revision', message: 'x' } },
      {
        ok: true,
        status: 200,
        data: {
          ...answer(),
          revision: 5,
          data: { amount: 500, contactDetails: { email: 'ana@example.com' } },
        },
      },
      saved,
    );
    expect((await saving).ok).toBe(true);
    expect(calls[2]?.request.body).toMatchObject({
      revision: 5,
      personalDetails: { firstName: 'Ana' },
      contactDetails: { email: 'ana@example.com' },
    });
    expect(calls[2]?.request.body?.personalDetails).not.toHaveProperty('personalCode');
  });

  test('a save made before an earlier one read the lead again carries what the server gave back, under its own answers', async () => {
    const { store, calls } = setUpHeld({
      ...baseData,
      id: LEAD_ID,
      contactDetails: { email: 'old@example.com' },
    });
    const first = store.dispatch(saveLead({ personalDetails: { firstName: 'Ana' } }));
    const second = store.dispatch(saveLead({ incomeDetails: { monthlyIncome: 1_800 } }));
    const stale: ApiResult<unknown> = {
      ok: false,
      status: 409,
      error: { code: 'stale_revision', message: 'x' },
    };
    // Read again: another tab changed the e-mail address.
    const reread: ApiResult<unknown> = {
      ok: true,
      status: 200,
      data: { ...answer(), revision: 5, data: { contactDetails: { email: 'new@example.com' } } },
    };
    const resent: ApiResult<unknown> = {
      ok: true,
      status: 200,
      data: { ...answer(), revision: 6 },
    };
    await answerInTurn(calls, stale, reread, resent, saved);
    expect((await first).ok).toBe(true);
    expect((await second).ok).toBe(true);
    expect(calls[3]?.request.body).toMatchObject({
      revision: 6,
      contactDetails: { email: 'new@example.com' },
      personalDetails: { firstName: 'Ana' },
      incomeDetails: { monthlyIncome: 1_800 },
    });
  });

  test('a save queued before an earlier one read the lead again does not undo that earlier save’s answers', async () => {
    const { store, calls } = setUpHeld({ ...baseData, id: LEAD_ID });
    const first = store.dispatch(saveLead({ personalDetails: { firstName: 'Ana' } }));
    const second = store.dispatch(saveLead({ incomeDetails: { monthlyIncome: 1_800 } }));
    // Read again: another tab had saved a first name and a last name.
    const reread: ApiResult<unknown> = {
      ok: true,
      status: 200,
      data: {
        ...answer(),
        revision: 5,
        data: { personalDetails: { firstName: 'Old', lastName: 'Ruiz' } },
      },
    };
    await answerInTurn(
      calls,
      { ok: false, status: 409, error: { code: 'stale_revision', message: 'x' } },
      reread,
      { ok: true, status: 200, data: { ...answer(), revision: 6 } },
      saved,
    );
    expect((await first).ok).toBe(true);
    expect((await second).ok).toBe(true);
    expect(calls[2]?.request.body).toMatchObject({
      personalDetails: { firstName: 'Ana', lastName: 'Ruiz' },
    });
    expect(calls[3]?.request.body).toMatchObject({
      personalDetails: { firstName: 'Ana', lastName: 'Ruiz' },
      incomeDetails: { monthlyIncome: 1_800 },
    });
  });

  test('a save made after an earlier one read the lead again carries the answers changed since, not the lead as it was read', async () => {
    const { store, calls } = setUpHeld({ ...baseData, id: LEAD_ID });
    const first = store.dispatch(saveLead({ personalDetails: { firstName: 'Ana' } }));
    await answerInTurn(
      calls,
      { ok: false, status: 409, error: { code: 'stale_revision', message: 'x' } },
      {
        ok: true,
        status: 200,
        data: { ...answer(), revision: 5, data: { contactDetails: { email: 'new@example.com' } } },
      },
      saved,
    );
    expect((await first).ok).toBe(true);
    // Back on the contact page, the applicant corrects the address the server gave back, then
    // goes on to the income page.
    const corrected = store.dispatch(saveLead({ contactDetails: { email: 'ana@example.com' } }));
    const income = store.dispatch(saveLead({ incomeDetails: { monthlyIncome: 1_800 } }));
    await vi.waitFor(() => expect(calls.length).toBe(4));
    calls[3]?.answer(saved);
    await vi.waitFor(() => expect(calls.length).toBe(5));
    calls[4]?.answer(saved);
    expect((await corrected).ok).toBe(true);
    expect((await income).ok).toBe(true);
    expect(calls[4]?.request.body).toMatchObject({
      contactDetails: { email: 'ana@example.com' },
      incomeDetails: { monthlyIncome: 1_800 },
    });
  });
});

describe('a save sends only the answers a Continue kept, not what another page holds as typed', () => {
  const saved = { ok: true, status: 200, data: answer() } as const;
  const lead: ApplicationData = {
    ...baseData,
    id: LEAD_ID,
    personalDetails: { firstName: 'Ana', lastName: 'García' },
    contactDetails: { email: 'ana@example.com' },
  };

  test('an address half typed on the contact page is not sent with the personal page’s Continue', async () => {
    const { store, requests } = setUp([saved], lead);
    // On the contact page the applicant starts a new address, and goes back without Continue.
    store.dispatch(
      answersTyped({
        contactDetails: { email: 'ana@', phoneNumber: '55' },
        generalPolicies: false,
      }),
    );
    expect(store.getState().application.applicationData.contactDetails?.email).toBe('ana@');
    const result = await store.dispatch(
      saveLead({ personalDetails: { firstName: 'Ana María', lastName: 'García' } }, '/personal'),
    );
    expect(result.ok).toBe(true);
    const body = requests[0]?.body as Record<string, unknown>;
    expect(body.personalDetails).toEqual({ firstName: 'Ana María', lastName: 'García' });
    // What the lead held is left for it to keep: nothing of the typed answers goes.
    expect(body).not.toHaveProperty('contactDetails');
    expect(body).not.toHaveProperty('generalPolicies');
    // Still kept in the browser, for the contact page to open with.
    expect(store.getState().application.applicationData.contactDetails).toMatchObject({
      email: 'ana@',
      phoneNumber: '55',
    });
  });

  test('the page’s own Continue sends what was typed on it', async () => {
    const { store, requests } = setUp([saved, saved], lead);
    store.dispatch(answersTyped({ contactDetails: { email: 'ana@', phoneNumber: '55' } }));
    await store.dispatch(
      saveLead(
        { contactDetails: { email: 'ana.garcia@example.com', phoneNumber: '612345678' } },
        '/contact',
      ),
    );
    await store.dispatch(saveLead({ incomeDetails: { monthlyIncome: 1_800 } }, '/income'));
    for (const request of requests) {
      expect(request.body).toMatchObject({
        contactDetails: { email: 'ana.garcia@example.com', phoneNumber: '612345678' },
      });
    }
  });

  test('the loan changed on its page goes with the next save, as the summary shows it', async () => {
    const { store, requests } = setUp([saved], lead);
    store.dispatch(answersTyped({ contactDetails: { email: 'ana@' } }));
    store.dispatch(applicationDataUpdated({ amount: 900 }));
    await store.dispatch(saveLead({ amount: 900, periodScale: 'days' }, '/'));
    expect(requests[0]?.body).toMatchObject({ amount: 900 });
    expect(requests[0]?.body).not.toHaveProperty('contactDetails');
  });
});
