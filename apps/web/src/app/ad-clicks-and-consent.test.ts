import type { LeadAnswer } from '@lf/contract';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { createAppStore } from './store';
import type { ApiClient, ApiRequest } from '../lib/api-client';
import { saveLead } from '../features/lead/lazy';
import {
  adClicksFollowConsent,
  ensureAttribution,
  resetAttributionForTests,
} from '../features/attribution/lazy';
import type { ConsentCategory } from '../features/tracking/tracking-consent';
import { CONSENT_BANNER_VERSION } from '../features/tracking/tracking-consent';
import { storage } from '../lib/storage';

/**
 * The ad-click ids (gclid and Google's app ids under local `gclid`, TikTok's ttclid) are ad
 * measurement: where the brand asks for a tracking consent, stored and sent only while the
 * marketing category is accepted (decision record 0037).
 */
const answer: LeadAnswer = {
  id: 'L1',
  applicationState: 2,
  leadStatus: 1,
  expiresAt: '2026-11-24T10:00:00Z',
};

function store(landingSearch: string, trackingConsent?: boolean) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    return { ok: true as const, status: 200, data: request.path === '/v3/lead' ? answer : {} };
  }) as unknown as ApiClient;
  const created = createAppStore({
    api,
    retryDelaysMs: [],
    landingSearch,
    landingPath: '/',
    brand: {
      affiliateReferenceExpiryHours: 480,
      ...(trackingConsent === undefined ? {} : { trackingConsent }),
    },
    initialData: { amount: 500, period: 61, sessionId: '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f' },
  });
  const body = (method: 'POST' | 'PUT') =>
    requests.filter((request) => request.method === method).at(-1)?.body as Record<string, unknown>;
  return { app: created, create: () => body('POST'), update: () => body('PUT') };
}

/** A choice as the consent banner keeps it. */
function choose(categories: ConsentCategory[]): ConsentCategory[] {
  storage.set('local', 'trackingConsent', {
    categories,
    revision: CONSENT_BANNER_VERSION,
    consentTimestamp: new Date().toISOString(),
    expirationTime: Date.now() + 60_000,
  });
  return categories;
}

const LANDING = '?gclid=G1&ttclid=T1';
const data = (app: ReturnType<typeof store>['app']) => app.getState().application.applicationData;

beforeEach(() => {
  resetAttributionForTests();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = '_ttp=tt-1; path=/';
});

describe('ad-click ids where the brand asks for a tracking consent', () => {
  test('before any choice: held for this page load only, neither stored nor in the data nor sent', async () => {
    storage.set('local', 'gclid', { gclid: 'EARLIER', setAt: Date.now() - 3_600_000 });
    const { app, create } = store(LANDING, true);
    await app.dispatch(saveLead({ amount: 500 }));
    expect(storage.get('local', 'gclid')).toBeNull();
    expect(data(app).googleClick).toBeUndefined();
    expect(create()).not.toHaveProperty('googleClick');
    // The pixel's own cookie (set only by the pixel, which waits for the consent) stays.
    expect(create().tikTokPixel).toEqual({ ttp: 'tt-1' });
  });

  test('marketing accepted before: stored and carried, as without the consent', async () => {
    choose(['necessary', 'marketing']);
    const { app, create } = store(LANDING, true);
    await app.dispatch(saveLead({ amount: 500 }));
    expect(storage.get('local', 'gclid')).toMatchObject({ gclid: 'G1' });
    expect(create()).toMatchObject({
      googleClick: { gclid: 'G1', gclidAt: expect.any(String) },
      tikTokPixel: { ttp: 'tt-1', ttclid: 'T1' },
    });
  });

  test('marketing accepted later: the held ids are stored and the next update carries them', async () => {
    const { app, create, update } = store(LANDING, true);
    await app.dispatch(saveLead({ amount: 500 }));
    expect(create()).not.toHaveProperty('googleClick');
    await app.dispatch(adClicksFollowConsent(choose(['necessary', 'marketing'])));
    expect(storage.get('local', 'gclid')).toMatchObject({ gclid: 'G1' });
    await app.dispatch(saveLead({ personalDetails: { firstName: 'Ana' } }));
    expect(update()).toMatchObject({
      googleClick: { gclid: 'G1', gclidAt: expect.any(String) },
      tikTokPixel: { ttclid: 'T1' },
    });
  });

  test('rejected or withdrawn after: removed from the device and the data, and sent as removed', async () => {
    choose(['necessary', 'marketing']);
    const { app, create, update } = store(LANDING, true);
    await app.dispatch(saveLead({ amount: 500 }));
    expect(create()).toMatchObject({ googleClick: { gclid: 'G1' } });
    await app.dispatch(adClicksFollowConsent(choose(['necessary', 'analytics'])));
    expect(storage.get('local', 'gclid')).toBeNull();
    expect(data(app).googleClick?.gclid).toBeUndefined();
    expect(data(app).tikTokPixel).toEqual({ ttp: 'tt-1' });
    await app.dispatch(saveLead({ personalDetails: { firstName: 'Ana' } }));
    expect(update()).toMatchObject({
      googleClick: { gclid: null, gclidAt: null, gbraid: null, wbraid: null },
      tikTokPixel: { ttp: 'tt-1', ttclid: null },
    });
  });

  test('ids kept in this tab’s data from an earlier page load leave it when the consent is not given', async () => {
    choose(['necessary']);
    const { app } = store('', true);
    const { applicationDataUpdated } = await import('../features/application');
    app.dispatch(
      applicationDataUpdated({
        googleClick: { gclid: 'OLD', gclidAt: new Date().toISOString() },
        tikTokPixel: { ttclid: 'T0' },
      }),
    );
    await app.dispatch(ensureAttribution());
    expect(data(app).googleClick?.gclid).toBeUndefined();
    expect(data(app).tikTokPixel?.ttclid).toBeUndefined();
  });
});

describe('ad-click ids where the brand asks for no tracking consent', () => {
  for (const trackingConsent of [false, undefined]) {
    test(`stored and carried at once, whatever is stored as a choice (trackingConsent ${trackingConsent})`, async () => {
      choose(['necessary']);
      const { app, create, update } = store(LANDING, trackingConsent);
      await app.dispatch(saveLead({ amount: 500 }));
      expect(storage.get('local', 'gclid')).toMatchObject({ gclid: 'G1' });
      expect(create()).toMatchObject({
        googleClick: { gclid: 'G1' },
        tikTokPixel: { ttp: 'tt-1', ttclid: 'T1' },
      });
      await app.dispatch(adClicksFollowConsent(['necessary']));
      await app.dispatch(saveLead({ personalDetails: { firstName: 'Ana' } }));
      expect(update()).toMatchObject({
        googleClick: { gclid: 'G1' },
        tikTokPixel: { ttclid: 'T1' },
      });
      expect(storage.get('local', 'gclid')).toMatchObject({ gclid: 'G1' });
    });
  }
});
