import { beforeEach, expect, test } from 'vitest';
import { saveLead } from '../features/lead/lazy';
import { resetAttributionForTests } from '../features/attribution/lazy';
import { storeWithLeadApi } from '../test/store-with-lead-api';

/**
 * The pixels' browser ids (Meta's `_fbp`/`_fbc`, TikTok's `_ttp`) go on the lead (spec section 3).
 * The pixels set those cookies once they have started, after the first page (and, where the brand
 * asks, after the marketing consent): a lead made and saved in that same page load, as every
 * application of one visit is, carries them as they are when it is saved, not as they were when
 * the page loaded (none, on a first visit).
 */
function clearCookie(name: string) {
  document.cookie = `${name}=; path=/; max-age=0`;
}

beforeEach(() => {
  resetAttributionForTests();
  sessionStorage.clear();
  localStorage.clear();
  for (const name of ['_fbp', '_fbc', '_ttp']) clearCookie(name);
});

test('cookies the pixels set after the page loaded go with the next save of the lead', async () => {
  const { store, requests } = storeWithLeadApi({ landingSearch: '?ttclid=T1' });
  const bodies = (method: 'POST' | 'PUT') =>
    requests
      .filter((request) => request.method === method)
      .map((request) => request.body as Record<string, unknown>);
  await store.dispatch(saveLead({ amount: 500 }));
  expect(bodies('POST')[0]).not.toHaveProperty('metaPixel');
  // The pixels start and write their cookies (Meta's _fbc from the landing fbclid).
  document.cookie = '_fbp=fb.1.1796686608970.1234567890; path=/';
  document.cookie = '_fbc=fb.1.1796686608970.IwAR0abc; path=/';
  document.cookie = '_ttp=tt-2; path=/';
  await store.dispatch(saveLead({ personalDetails: { firstName: 'Ana' } }));
  expect(bodies('PUT').at(-1)).toMatchObject({
    metaPixel: { fbp: 'fb.1.1796686608970.1234567890', fbc: 'fb.1.1796686608970.IwAR0abc' },
    tikTokPixel: { ttp: 'tt-2', ttclid: 'T1' },
  });
  expect(store.getState().application.applicationData.metaPixel).toEqual({
    fbp: 'fb.1.1796686608970.1234567890',
    fbc: 'fb.1.1796686608970.IwAR0abc',
  });
});
