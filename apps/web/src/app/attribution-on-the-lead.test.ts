import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createAppStore } from './store';
import type { ApiClient, ApiRequest, ApiResult } from '../lib/api-client';
import { INITIAL_SESSION, storeWithLeadApi } from '../test/store-with-lead-api';
import { setLogSinks, type LogEntry } from '../lib/logger';
import { saveLead } from '../features/lead/lazy';
import { ensureAttribution, resetAttributionForTests } from '../features/attribution/lazy';
import type { ApplicationData } from '../features/application';
import { storage } from '../lib/storage';
import type { TrackingConfig } from '../config/tracking-config-schema';

/** The lead API's answer to the affiliate event (the lead create always succeeds). */
let affiliateEventAnswer: ApiResult<unknown> = { ok: true, status: 200, data: {} };

function store(
  landingSearch: string,
  landingPath = '/',
  initialData?: ApplicationData,
  trackingConfig: TrackingConfig = {},
) {
  return storeWithLeadApi({
    landingSearch,
    landingPath,
    loadTrackingConfig: async () => trackingConfig,
    affiliateEvent: () => affiliateEventAnswer,
    ...(initialData ? { initialData } : {}),
  });
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const createBody = (requests: ApiRequest[]) =>
  requests.find((request) => request.path === '/v3/lead')?.body as Record<string, unknown>;
const logs: LogEntry[] = [];

beforeEach(() => {
  resetAttributionForTests();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = '_fbp=fb.1.17.99; path=/';
  affiliateEventAnswer = { ok: true, status: 200, data: {} };
  logs.length = 0;
  setLogSinks([(entry) => logs.push(entry)]);
});
afterEach(() => setLogSinks([]));

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

  test('a returning link with a new reference starts a fresh session as any link does; the lead it restores and its answers stay (issue 39)', async () => {
    const restored: ApplicationData = {
      id: 'L9',
      amount: 700,
      period: 61,
      sessionId: '0b8a6a52-7a43-4c1e-9d56-3f2e1d0c9b8a',
      personalDetails: { firstName: 'Ana' },
    };
    storage.set('session', 'sessionId', restored.sessionId);
    storage.set('session', 'sessionAcceptedRedirected', true);
    const { store: app, requests } = store('?refName=mail', '/continue/L9', restored);
    await app.dispatch(ensureAttribution());
    // The old session is cleared (clearSession): its accepted-redirect flag goes with it.
    expect(storage.get('session', 'sessionAcceptedRedirected')).toBeNull();
    const data = app.getState().application.applicationData;
    expect(data).toMatchObject({
      id: 'L9',
      personalDetails: { firstName: 'Ana' },
      affiliateReferenceParams: { attribute: 'mail' },
    });
    expect(data.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.sessionId).not.toBe(restored.sessionId);
    expect(storage.get('session', 'sessionId')).toBe(data.sessionId);
    expect(requests.filter((request) => request.path === '/affiliate/event')).toHaveLength(1);
  });

  test('a returning link after the stored reference expired starts a fresh session too, keeping the lead (issue 39)', async () => {
    const old = { attribute: 'old-partner', setAt: hoursAgo(481) };
    storage.set('local', 'affiliateReference', old);
    storage.set('session', 'sessionId', INITIAL_SESSION);
    const { store: app } = store('', '/continue/L9', {
      id: 'L9',
      amount: 700,
      period: 61,
      sessionId: INITIAL_SESSION,
    });
    await app.dispatch(ensureAttribution());
    const data = app.getState().application.applicationData;
    expect(data.id).toBe('L9');
    expect(data.sessionId).not.toBe(INITIAL_SESSION);
    expect(storage.get('local', 'affiliateReference')).toBeNull();
  });

  test('a returning link with the reference it had keeps the session', async () => {
    storage.set('session', 'affiliateReference', { attribute: 'mail', setAt: hoursAgo(1) });
    storage.set('session', 'sessionId', INITIAL_SESSION);
    const { store: app } = store('?refName=mail', '/continue/L9', {
      id: 'L9',
      amount: 700,
      period: 61,
      sessionId: INITIAL_SESSION,
    });
    await app.dispatch(ensureAttribution());
    expect(app.getState().application.applicationData).toMatchObject({
      id: 'L9',
      sessionId: INITIAL_SESSION,
    });
  });

  test('the same affiliate link clicked again after its stored copy expired: the reference is kept, stamped now, in both stores, with a fresh session (issue 39)', async () => {
    const old = { attribute: 'partner-1', subId: 's1', setAt: hoursAgo(481) };
    storage.set('session', 'affiliateReference', old);
    storage.set('local', 'affiliateReference', old);
    storage.set('session', 'sessionId', INITIAL_SESSION);
    const { store: app, requests } = store('?refName=partner-1&refSubId=s1');
    await app.dispatch(saveLead({ amount: 500 }));
    const body = createBody(requests);
    expect(body).toMatchObject({
      affiliateReferenceParams: { attribute: 'partner-1', subId: 's1' },
    });
    const setAt = (body.affiliateReferenceParams as { setAt: string }).setAt;
    expect(Date.now() - Date.parse(setAt)).toBeLessThan(60_000);
    expect(body.sessionId).not.toBe(INITIAL_SESSION);
    for (const area of ['session', 'local'] as const) {
      expect(storage.get(area, 'affiliateReference')).toMatchObject({
        attribute: 'partner-1',
        subId: 's1',
      });
    }
  });

  test('the brand’s static reference (its tracking configuration) never expires, even on the first Continue (issue 39)', async () => {
    const old = { attribute: 'brand-static', setAt: hoursAgo(10_000) };
    storage.set('local', 'affiliateReference', old);
    storage.set('session', 'sessionId', INITIAL_SESSION);
    const { store: app, requests } = store('', '/', undefined, {
      staticAffiliateReference: 'brand-static',
    });
    await app.dispatch(saveLead({ amount: 500 }));
    expect(createBody(requests)).toMatchObject({
      sessionId: INITIAL_SESSION,
      affiliateReferenceParams: old,
    });
    expect(storage.get('local', 'affiliateReference')).toMatchObject({ attribute: 'brand-static' });
  });

  test('an address below a returning link restores no lead: a new reference there starts a fresh session, as anywhere else', async () => {
    const earlier: ApplicationData = {
      id: 'L9',
      amount: 700,
      period: 61,
      sessionId: '0b8a6a52-7a43-4c1e-9d56-3f2e1d0c9b8a',
    };
    const { store: app } = store('?refName=mail', '/continue/L9/extra', earlier);
    await app.dispatch(ensureAttribution());
    const data = app.getState().application.applicationData;
    expect(data.id).toBeUndefined();
    expect(data.sessionId).not.toBe(earlier.sessionId);
    expect(data).toMatchObject({ affiliateReferenceParams: { attribute: 'mail' } });
  });

  test('a new reference is kept in this tab and on the device, and is told with a POST', async () => {
    const { store: app, requests } = store('?refName=partner-1&refSubId=s1&refTransactionId=t1');
    await app.dispatch(ensureAttribution());
    const kept = { attribute: 'partner-1', subId: 's1', transactionId: 't1' };
    expect(storage.get('session', 'affiliateReference')).toMatchObject(kept);
    expect(storage.get('local', 'affiliateReference')).toMatchObject(kept);
    const event = requests.find((request) => request.path === '/affiliate/event');
    expect(event).toMatchObject({ method: 'POST', body: { affiliateReference: kept } });
  });

  test('a new reference starts a fresh session (the one its link names) and a new lead', async () => {
    const linkSession = '0b8a6a52-7a43-4c1e-9d56-3f2e1d0c9b8a';
    storage.set('session', 'sessionId', INITIAL_SESSION);
    storage.set('session', 'sessionStartedAt', hoursAgo(1));
    const { store: app, requests } = store(`?refName=partner-2&sessionId=${linkSession}`, '/', {
      id: 'L0',
      amount: 500,
      period: 61,
      sessionId: INITIAL_SESSION,
    });
    await app.dispatch(ensureAttribution());
    await app.dispatch(saveLead({ amount: 500 }));
    // The earlier lead is not updated: the new click's answers go into a new lead.
    const leadCalls = requests.filter((request) => request.path === '/v3/lead');
    expect(leadCalls.map((request) => request.method)).toEqual(['POST']);
    expect(leadCalls.map((request) => (request.body as { id?: unknown }).id)).toEqual([undefined]);
    expect(createBody(requests)).toMatchObject({
      sessionId: linkSession,
      affiliateReferenceParams: { attribute: 'partner-2' },
    });
    expect(storage.get('session', 'sessionId')).toBe(linkSession);
  });

  test('the same reference again keeps the session it started', async () => {
    const setAt = hoursAgo(1);
    storage.set('session', 'affiliateReference', { attribute: 'partner-1', setAt });
    const { store: app, requests } = store('?refName=partner-1');
    await app.dispatch(saveLead({ amount: 500 }));
    expect(createBody(requests)).toMatchObject({ sessionId: INITIAL_SESSION });
  });

  test('a reference kept on the device from an earlier visit goes on the lead, every field of it', async () => {
    const setAt = hoursAgo(2);
    storage.set('local', 'affiliateReference', {
      attribute: 'earlier',
      subId: 's9',
      transactionId: 't9',
      setAt,
    });
    const { store: app, requests } = store('');
    await app.dispatch(saveLead({ amount: 500 }));
    expect(createBody(requests)).toMatchObject({
      sessionId: INITIAL_SESSION,
      affiliateReferenceParams: { attribute: 'earlier', subId: 's9', transactionId: 't9', setAt },
    });
  });

  test('a reference stored with a time in whole seconds keeps that time', async () => {
    const setAt = new Date(Date.now() - 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    storage.set('local', 'affiliateReference', { attribute: 'earlier', setAt });
    const { store: app, requests } = store('');
    await app.dispatch(saveLead({ amount: 500 }));
    expect(createBody(requests)).toMatchObject({
      affiliateReferenceParams: { attribute: 'earlier', setAt },
    });
  });

  test('tracking is told the visit’s attribution: reference, ad click, campaign fields, pixel ids', async () => {
    const { store: app } = store('?refName=partner-1&gclid=G1&utm_source=news&ttclid=T1');
    await expect(app.dispatch(ensureAttribution())).resolves.toMatchObject({
      affiliateReference: { attribute: 'partner-1' },
      googleClick: { gclid: 'G1' },
      campaign: { utm_source: 'news', gclid: 'G1', ttclid: 'T1' },
      metaPixel: { fbp: 'fb.1.17.99' },
      tikTokPixel: { ttclid: 'T1' },
    });
  });

  test('the landing address’s Meta click is told to tracking, with the time of the visit, for the pixel', async () => {
    const { store: app } = store('?fbclid=IwAR0abc&utm_source=news');
    const before = Date.now();
    const found = await app.dispatch(ensureAttribution());
    expect(found.metaClick).toEqual({ fbclid: 'IwAR0abc', at: expect.any(Number) });
    expect(found.metaClick?.at).toBeGreaterThanOrEqual(before);
    resetAttributionForTests();
    const { store: without } = store('?utm_source=news');
    expect((await without.dispatch(ensureAttribution())).metaClick).toBeUndefined();
  });

  test('a page loaded again (the address without the click) still tells tracking the Google click kept', async () => {
    // The landing load kept it (90 days); a reload at checking, or a returning link, has no
    // ?gclid= any more: the tag manager's gtm.start and PostHog's campaign had none there.
    storage.set('local', 'gclid', { gclid: 'G0', wbraid: 'W0', setAt: Date.now() - 3_600_000 });
    const { store: app } = store('?utm_source=news');
    await expect(app.dispatch(ensureAttribution())).resolves.toMatchObject({
      campaign: { utm_source: 'news', gclid: 'G0', wbraid: 'W0' },
    });
    // The address's own click, when it has one, is the one told.
    resetAttributionForTests();
    const { store: landing } = store('?gclid=G1');
    expect((await landing.dispatch(ensureAttribution())).campaign).toEqual({ gclid: 'G1' });
  });

  test('a stored field that is not text is left out of the lead', async () => {
    const setAt = hoursAgo(2);
    storage.set('local', 'affiliateReference', { attribute: 42, subId: 's9', setAt });
    const { store: app, requests } = store('');
    await app.dispatch(saveLead({ amount: 500 }));
    expect(createBody(requests).affiliateReferenceParams).toEqual({ subId: 's9', setAt });
  });

  test('an expired reference is forgotten: cleared on the lead, removed from both stores, a fresh session', async () => {
    const old = { attribute: 'old-partner', setAt: hoursAgo(481) };
    storage.set('session', 'affiliateReference', old);
    storage.set('local', 'affiliateReference', old);
    storage.set('session', 'sessionId', INITIAL_SESSION);
    storage.set('session', 'sessionStartedAt', hoursAgo(481));
    const { store: app, requests } = store('');
    await app.dispatch(saveLead({ amount: 500 }));
    const body = createBody(requests);
    expect(body).not.toHaveProperty('affiliateReferenceParams.attribute');
    expect(body).not.toHaveProperty('affiliateReferenceParams.setAt');
    expect(body.sessionId).not.toBe(INITIAL_SESSION);
    expect(storage.get('session', 'affiliateReference')).toBeNull();
    expect(storage.get('local', 'affiliateReference')).toBeNull();
    expect(requests.filter((request) => request.path === '/affiliate/event')).toHaveLength(0);
  });

  test('a tracking configuration that cannot load is logged; the reference rules still apply', async () => {
    storage.set('local', 'affiliateReference', { attribute: 'p', setAt: hoursAgo(1) });
    const app = createAppStore({
      api: vi.fn() as unknown as ApiClient,
      retryDelaysMs: [],
      landingSearch: '',
      landingPath: '/',
      brand: { affiliateReferenceExpiryHours: 480 },
      loadTrackingConfig: () => Promise.reject(new Error('offline')),
      initialData: { amount: 500, period: 61 },
    });
    await expect(app.dispatch(ensureAttribution())).resolves.toMatchObject({
      affiliateReference: { attribute: 'p' },
    });
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'Failed to load the tracking configuration for attribution',
      }),
    );
  });

  test('a store without the tracking configuration’s loader attributes as usual and logs nothing', async () => {
    storage.set('local', 'affiliateReference', { attribute: 'p', setAt: hoursAgo(1) });
    const app = createAppStore({
      api: vi.fn() as unknown as ApiClient,
      retryDelaysMs: [],
      landingSearch: '',
      landingPath: '/',
      brand: { affiliateReferenceExpiryHours: 480 },
      initialData: { amount: 500, period: 61 },
    });
    await expect(app.dispatch(ensureAttribution())).resolves.toMatchObject({
      affiliateReference: { attribute: 'p' },
    });
    expect(logs).toEqual([]);
  });

  test('an ad click is kept on the device and carried by a later visit within 90 days', async () => {
    const first = store('?gclid=G1');
    await first.store.dispatch(ensureAttribution());
    expect(storage.get('local', 'gclid')).toMatchObject({ gclid: 'G1' });
    resetAttributionForTests();
    const later = store('?utm_source=news');
    await later.store.dispatch(saveLead({ amount: 500 }));
    expect(createBody(later.requests)).toMatchObject({ googleClick: { gclid: 'G1' } });
    expect(storage.get('local', 'gclid')).toMatchObject({ gclid: 'G1' });
  });

  test('an ad click older than 90 days is removed and not carried', async () => {
    storage.set('local', 'gclid', { gclid: 'OLD', setAt: Date.now() - 91 * 24 * 3_600_000 });
    const { store: app, requests } = store('');
    await app.dispatch(saveLead({ amount: 500 }));
    expect(createBody(requests)).not.toHaveProperty('googleClick');
    expect(storage.get('local', 'gclid')).toBeNull();
  });

  test('the lead says whether this tab was redirected before', async () => {
    storage.set('session', 'redirected', true);
    const { store: app, requests } = store('');
    await app.dispatch(saveLead({ amount: 500 }));
    expect(createBody(requests)).toMatchObject({
      posthogParameters: { leadPreviouslyRedirected: true },
    });
  });

  test('an affiliate event the API refuses is logged with its error code', async () => {
    affiliateEventAnswer = {
      ok: false,
      status: 500,
      error: { code: 'internal_error', message: 'unavailable' },
    };
    const { store: app } = store('?refName=partner-3');
    await app.dispatch(ensureAttribution());
    await vi.waitFor(() =>
      expect(logs).toContainEqual(
        expect.objectContaining({
          level: 'error',
          message: 'Failed to send the affiliate event',
          detail: JSON.stringify({ code: 'internal_error' }),
        }),
      ),
    );
  });

  test('a store without a brand (a page test) attributes nothing and keeps nothing', async () => {
    const app = createAppStore({
      api: vi.fn() as unknown as ApiClient,
      retryDelaysMs: [],
      landingSearch: '?refName=partner-1&gclid=G1',
      landingPath: '/',
      initialData: { amount: 500, period: 61 },
    });
    await expect(app.dispatch(ensureAttribution())).resolves.toEqual({
      affiliateReference: null,
      googleClick: null,
      campaign: {},
    });
    expect(storage.get('local', 'affiliateReference')).toBeNull();
    expect(storage.get('local', 'gclid')).toBeNull();
  });
});
