import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { setLogSinks } from '../../lib/logger';
import { adClickFromUrl, googleClickOf, liveAdClick, AD_CLICK_EXPIRY_MS } from './ad-click';
import {
  affiliateFromUrl,
  decideAffiliateReference,
  isAffiliateChange,
  pickStoredReference,
} from './affiliate-reference';
import { campaignFields, cookieValue, fbclidOf, pixelIds } from './campaign-fields';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();
const logs: string[] = [];
beforeEach(() => {
  logs.length = 0;
  setLogSinks([(entry) => logs.push(entry.message)]);
});
afterEach(() => setLogSinks([]));

const decide = (inputs: Partial<Parameters<typeof decideAffiliateReference>[0]>) =>
  decideAffiliateReference({
    fromUrl: null,
    fromSession: null,
    fromLocal: null,
    expiryHours: 480,
    now: NOW,
    ...inputs,
  });

describe('the affiliate reference (spec sections 4 and 5)', () => {
  test('reads refName, refSubId and refTransactionId, falling back to s_id, dropping hostile values', () => {
    expect(
      affiliateFromUrl(new URLSearchParams('refName=p-1&refSubId=s_2&refTransactionId=t.3')),
    ).toEqual({ attribute: 'p-1', subId: 's_2', transactionId: 't.3' });
    expect(affiliateFromUrl(new URLSearchParams('s_id=abc'))).toEqual({ transactionId: 'abc' });
    expect(affiliateFromUrl(new URLSearchParams('s_id=abc&refTransactionId=def'))).toEqual({
      transactionId: 'def',
    });
    expect(affiliateFromUrl(new URLSearchParams('refName=%3Cscript%3E'))).toBeNull();
  });

  test('a change needs one of the three fields and a difference in any of them', () => {
    expect(isAffiliateChange({}, { attribute: 'a' })).toBe(false);
    expect(isAffiliateChange({ attribute: 'a' }, { attribute: 'a' })).toBe(false);
    expect(isAffiliateChange({ attribute: 'a', subId: 'x' }, { attribute: 'a' })).toBe(true);
    expect(isAffiliateChange({ attribute: 'a' }, null)).toBe(true);
  });

  test('session storage first, then local storage: the first holding any field', () => {
    expect(pickStoredReference({ attribute: 's' }, { attribute: 'l' })).toEqual({ attribute: 's' });
    expect(pickStoredReference({}, { attribute: 'l' })).toEqual({ attribute: 'l' });
    expect(pickStoredReference(null, null)).toBeNull();
  });

  test('a changed URL reference overrides the stored one, stamped now', () => {
    expect(
      decide({
        fromUrl: { attribute: 'new' },
        fromLocal: { attribute: 'old', setAt: hoursAgo(1) },
      }),
    ).toEqual({
      reference: { attribute: 'new', setAt: NOW.toISOString() },
      changed: true,
      expired: false,
    });
  });

  test('the same reference on a reload keeps its first time: it is not re-stamped', () => {
    const setAt = hoursAgo(5);
    expect(decide({ fromUrl: { attribute: 'p' }, fromSession: { attribute: 'p', setAt } })).toEqual(
      {
        reference: { attribute: 'p', setAt },
        changed: false,
        expired: false,
      },
    );
  });

  test('expires after the brand’s hours; a static reference never does', () => {
    const old = { attribute: 'p', setAt: hoursAgo(481) };
    expect(decide({ fromLocal: old })).toEqual({ reference: null, changed: false, expired: true });
    expect(decide({ fromLocal: { attribute: 'p', setAt: hoursAgo(479) } }).expired).toBe(false);
    expect(decide({ fromLocal: old, staticAttribute: 'p' }).reference).toEqual(old);
  });

  test('a non-positive expiry is logged and never expires; an invalid setAt is logged and now is used', () => {
    expect(
      decide({ fromLocal: { attribute: 'p', setAt: hoursAgo(10_000) }, expiryHours: 0 }).expired,
    ).toBe(false);
    expect(logs).toContain('Affiliate reference: invalid expiration time configuration');
    expect(decide({ fromLocal: { attribute: 'p', setAt: 'yesterday' } }).reference).toEqual({
      attribute: 'p',
      setAt: NOW.toISOString(),
    });
    expect(logs).toContain(
      'Affiliate reference: invalid setAt timestamp, the current time is used',
    );
  });
});

describe('Google Ads clicks', () => {
  test('taken only when gclsrc is absent or contains aw', () => {
    expect(adClickFromUrl(new URLSearchParams('gclid=G1'), NOW)).toEqual({
      gclid: 'G1',
      setAt: NOW.getTime(),
    });
    expect(adClickFromUrl(new URLSearchParams('gclid=G1&gclsrc=aw.ds'), NOW)).toMatchObject({
      gclid: 'G1',
      gclsrc: 'aw.ds',
    });
    expect(adClickFromUrl(new URLSearchParams('gclid=G1&gclsrc=ds'), NOW)).toBeNull();
    expect(adClickFromUrl(new URLSearchParams('wbraid=W&gbraid=B'), NOW)).toMatchObject({
      wbraid: 'W',
      gbraid: 'B',
    });
    expect(adClickFromUrl(new URLSearchParams('utm_source=x'), NOW)).toBeNull();
  });

  test('kept 90 days, sent as googleClick with its time', () => {
    const click = { gclid: 'G1', setAt: NOW.getTime() - AD_CLICK_EXPIRY_MS + 1000 };
    expect(liveAdClick(click, NOW)).toEqual(click);
    expect(
      liveAdClick({ ...click, setAt: NOW.getTime() - AD_CLICK_EXPIRY_MS - 1 }, NOW),
    ).toBeNull();
    expect(googleClickOf({ gclid: 'G1', setAt: NOW.getTime() })).toEqual({
      gclid: 'G1',
      gclidAt: NOW.toISOString(),
    });
  });
});

describe('campaign fields and pixel ids', () => {
  const cookies = '_fbp=fb.1.1700000000.123; _fbc=fb.1.1700000000.IwAR-click; _ttp=tt-1';

  test('utm fields and click ids from the address, fbclid from the _fbc cookie', () => {
    expect(
      campaignFields(
        new URLSearchParams('utm_source=news&utm_medium=mail&utm_term=%00bad&ttclid=T&other=x'),
        cookies,
      ),
    ).toEqual({
      utm_source: 'news',
      utm_medium: 'mail',
      ttclid: 'T',
      fbclid: 'IwAR-click',
    });
    expect(fbclidOf('fb.1.17')).toBeUndefined();
    expect(cookieValue('a=1; b=%E0%A4%A', 'b')).toBeUndefined();
  });

  test('the pixels’ browser ids for the lead', () => {
    expect(pixelIds(new URLSearchParams('ttclid=T'), cookies)).toEqual({
      metaPixel: { fbp: 'fb.1.1700000000.123', fbc: 'fb.1.1700000000.IwAR-click' },
      tikTokPixel: { ttp: 'tt-1', ttclid: 'T' },
    });
    expect(pixelIds(new URLSearchParams(''), '')).toEqual({
      metaPixel: undefined,
      tikTokPixel: undefined,
    });
  });
});
