import type { LeadAnswer } from '@lf/contract';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { createAppStore } from './store';
import type { ApiClient, ApiRequest } from '../lib/api-client';
import { saveLead } from '../features/lead/lazy';
import { ensureAttribution, resetAttributionForTests } from '../features/attribution/lazy';
import type { ApplicationData } from '../features/application';
import { storage } from '../lib/storage';

const answer: LeadAnswer = {
  id: 'L1',
  applicationState: 2,
  leadStatus: 1,
  expiresAt: '2026-11-24T10:00:00Z',
};

function store(landingSearch: string, landingPath = '/', initialData?: ApplicationData) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    return { ok: true as const, status: 200, data: request.path === '/v3/lead' ? answer : {} };
  }) as unknown as ApiClient;
  const created = createAppStore({
    api,
    retryDelaysMs: [],
    landingSearch,
    landingPath,
    brand: { affiliateReferenceExpiryHours: 480 },
    initialData: initialData ?? {
      amount: 500,
      period: 61,
      sessionId: '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f',
    },
  });
  return { store: created, requests };
}

beforeEach(() => {
  resetAttributionForTests();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = '_fbp=fb.1.17.99; path=/';
});

describe('attribution on the lead', () => {
  test('a quick first Continue carries the reference, the ad click and the pixel ids, and the click is told once', async () => {
    const { store: app, requests } = store('?refName=partner-1&refSubId=s1&gclid=G1&ttclid=T1');
    await app.dispatch(saveLead({ amount: 500 }));
    const create = requests.find((request) => request.path === '/v3/lead');
    expect(create?.body).toMatchObject({
      affiliateReferenceParams: { attribute: 'partner-1', subId: 's1', setAt: expect.any(String) },
      googleClick: { gclid: 'G1', gclidAt: expect.any(String) },
      metaPixel: { fbp: 'fb.1.17.99' },
      tikTokPixel: { ttclid: 'T1' },
      posthogParameters: { leadPreviouslyRedirected: false },
    });
    const events = requests.filter((request) => request.path === '/affiliate/event');
    expect(events).toHaveLength(1);
    expect(events[0]?.body).toEqual({
      event: 'reference_changed',
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      affiliateReference: { attribute: 'partner-1', subId: 's1', setAt: expect.any(String) },
    });
  });

  test('the same reference on the next page load is neither re-stamped nor told again', async () => {
    const first = store('?refName=partner-1');
    await first.store.dispatch(saveLead({ amount: 500 }));
    const setAt = (
      first.requests.find((r) => r.path === '/v3/lead')?.body as {
        affiliateReferenceParams: { setAt: string };
      }
    ).affiliateReferenceParams.setAt;
    resetAttributionForTests();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = store('?refName=partner-1');
    await again.store.dispatch(saveLead({ amount: 600 }));
    const body = again.requests.find((r) => r.path === '/v3/lead')?.body as {
      affiliateReferenceParams: { setAt: string };
    };
    expect(body.affiliateReferenceParams.setAt).toBe(setAt);
    expect(again.requests.filter((r) => r.path === '/affiliate/event')).toHaveLength(0);
  });

  test('a reference kept in this tab wins over the one kept on the device from another tab', async () => {
    const setAt = new Date(Date.now() - 3_600_000).toISOString();
    storage.set('session', 'affiliateReference', { attribute: 'this-tab', setAt });
    storage.set('local', 'affiliateReference', { attribute: 'other-tab', setAt });
    const { store: app, requests } = store('');
    await app.dispatch(saveLead({ amount: 500 }));
    expect(requests.find((request) => request.path === '/v3/lead')?.body).toMatchObject({
      affiliateReferenceParams: { attribute: 'this-tab', setAt },
    });
  });

  test('a returning link that carries a reference keeps the lead it restores: the reference is recorded, the session and the answers stay', async () => {
    const restored: ApplicationData = {
      id: 'L9',
      amount: 700,
      period: 61,
      sessionId: '0b8a6a52-7a43-4c1e-9d56-3f2e1d0c9b8a',
      personalDetails: { firstName: 'Ana' },
    };
    const { store: app } = store('?refName=mail', '/continue/L9', restored);
    await app.dispatch(ensureAttribution());
    const data = app.getState().application.applicationData;
    expect(data).toMatchObject({
      id: 'L9',
      sessionId: restored.sessionId,
      personalDetails: { firstName: 'Ana' },
      affiliateReferenceParams: { attribute: 'mail' },
    });
  });
});
