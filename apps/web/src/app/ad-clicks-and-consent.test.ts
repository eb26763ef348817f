import { beforeEach, describe, expect, test } from 'vitest';
import { saveLead } from '../features/lead/lazy';
import {
  adClicksFollowConsent,
  ensureAttribution,
  resetAttributionForTests,
} from '../features/attribution/lazy';
import { storeConsentChoice } from '../test/consent-settings';
import { storeWithLeadApi } from '../test/store-with-lead-api';
import { storage } from '../lib/storage';

/**
 * The ad-click ids (gclid and Google's app ids under local `gclid`, TikTok's ttclid) and the
 * pixels' browser ids (Meta's `_fbp`/`_fbc`, TikTok's `_ttp`) are ad measurement: where the brand
 * asks for a tracking consent, stored and sent only while the marketing category is accepted
 * (decision record 0037).
 */
function store(landingSearch: string, trackingConsent?: boolean) {
  const { store: created, requests } = storeWithLeadApi({
    landingSearch,
    brand: {
      affiliateReferenceExpiryHours: 480,
      ...(trackingConsent === undefined ? {} : { trackingConsent }),
    },
  });
  const body = (method: 'POST' | 'PUT') =>
    requests.filter((request) => request.method === method).at(-1)?.body as Record<string, unknown>;
  return { app: created, create: () => body('POST'), update: () => body('PUT') };
}

const LANDING = '?gclid=G1&ttclid=T1';
const data = (app: ReturnType<typeof store>['app']) => app.getState().application.applicationData;

beforeEach(() => {
  resetAttributionForTests();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = '_ttp=tt-1; path=/';
  document.cookie = '_fbp=fb.1.1796686608970.42; path=/';
});

describe('ad-click ids where the brand asks for a tracking consent', () => {
  test('before any choice: held for this page load only, neither stored nor in the data nor sent', async () => {
    storage.set('local', 'gclid', { gclid: 'EARLIER', setAt: Date.now() - 3_600_000 });
    const { app, create } = store(LANDING, true);
    await app.dispatch(saveLead({ amount: 500 }));
    expect(storage.get('local', 'gclid')).toBeNull();
    expect(data(app).googleClick).toBeUndefined();
    expect(create()).not.toHaveProperty('googleClick');
    // A pixel's cookie left from an earlier choice (or a withdrawal that could not clear it) is
    // not sent either: the lender's server would match the applicant with the ad platform.
    expect(create()).not.toHaveProperty('tikTokPixel');
    expect(create()).not.toHaveProperty('metaPixel');
  });

  test('marketing accepted before: stored and carried, as without the consent', async () => {
    storeConsentChoice(['necessary', 'marketing']);
    const { app, create } = store(LANDING, true);
    await app.dispatch(saveLead({ amount: 500 }));
    expect(storage.get('local', 'gclid')).toMatchObject({ gclid: 'G1' });
    expect(create()).toMatchObject({
      googleClick: { gclid: 'G1', gclidAt: expect.any(String) },
      tikTokPixel: { ttp: 'tt-1', ttclid: 'T1' },
      metaPixel: { fbp: 'fb.1.1796686608970.42' },
    });
  });

  test('marketing accepted later: the held ids are stored and the next update carries them', async () => {
    const { app, create, update } = store(LANDING, true);
    await app.dispatch(saveLead({ amount: 500 }));
    expect(create()).not.toHaveProperty('googleClick');
    await app.dispatch(adClicksFollowConsent(storeConsentChoice(['necessary', 'marketing'])));
    expect(storage.get('local', 'gclid')).toMatchObject({ gclid: 'G1' });
    await app.dispatch(saveLead({ personalDetails: { firstName: 'Ana' } }));
    expect(update()).toMatchObject({
      googleClick: { gclid: 'G1', gclidAt: expect.any(String) },
      tikTokPixel: { ttclid: 'T1', ttp: 'tt-1' },
      metaPixel: { fbp: 'fb.1.1796686608970.42' },
    });
  });

  test('rejected or withdrawn after: removed from the device and the data, and sent as removed', async () => {
    storeConsentChoice(['necessary', 'marketing']);
    const { app, create, update } = store(LANDING, true);
    await app.dispatch(saveLead({ amount: 500 }));
    expect(create()).toMatchObject({ googleClick: { gclid: 'G1' } });
    await app.dispatch(adClicksFollowConsent(storeConsentChoice(['necessary', 'analytics'])));
    expect(storage.get('local', 'gclid')).toBeNull();
    expect(data(app).googleClick?.gclid).toBeUndefined();
    expect(data(app).tikTokPixel?.ttp).toBeUndefined();
    expect(data(app).metaPixel?.fbp).toBeUndefined();
    await app.dispatch(saveLead({ personalDetails: { firstName: 'Ana' } }));
    expect(update()).toMatchObject({
      googleClick: { gclid: null, gclidAt: null, gbraid: null, wbraid: null },
      tikTokPixel: { ttp: null, ttclid: null },
      metaPixel: { fbp: null, fbc: null },
    });
  });

  test('ids kept in this tab’s data from an earlier page load leave it when the consent is not given', async () => {
    storeConsentChoice(['necessary']);
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
      storeConsentChoice(['necessary']);
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
