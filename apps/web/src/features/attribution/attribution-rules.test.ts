import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { setLogSinks, type LogEntry } from '../../lib/logger';
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
const logEntries: LogEntry[] = [];
beforeEach(() => {
  logs.length = 0;
  logEntries.length = 0;
  setLogSinks([
    (entry) => {
      logs.push(entry.message);
      logEntries.push(entry);
    },
  ]);
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

  test('the expiry log names the configured hours, for the operator to fix', () => {
    decide({ fromLocal: { attribute: 'p', setAt: hoursAgo(1) }, expiryHours: -5 });
    expect(logEntries).toContainEqual(
      expect.objectContaining({
        message: 'Affiliate reference: invalid expiration time configuration',
        detail: JSON.stringify({ expiryHours: -5 }),
      }),
    );
  });

  test('no reference anywhere: none on the lead, nothing changed or expired, nothing logged', () => {
    expect(decide({})).toEqual({ reference: null, changed: false, expired: false });
    expect(decide({ fromSession: {}, fromLocal: { setAt: hoursAgo(1) } })).toEqual({
      reference: null,
      changed: false,
      expired: false,
    });
    expect(logs).toEqual([]);
  });

  test('a reference is still valid at exactly the brand’s hours', () => {
    expect(decide({ fromLocal: { attribute: 'p', setAt: hoursAgo(480) } })).toMatchObject({
      reference: { attribute: 'p' },
      expired: false,
    });
  });

  test('only the brand’s static reference never expires, not another one', () => {
    const old = { attribute: 'p', setAt: hoursAgo(481) };
    expect(decide({ fromLocal: old, staticAttribute: 'brand-static' })).toEqual({
      reference: null,
      changed: false,
      expired: true,
    });
  });

  test('link values are trimmed; an identifier longer than 255 characters is dropped', () => {
    expect(affiliateFromUrl(new URLSearchParams('refName=%20p-1%20&refSubId=s1%20'))).toEqual({
      attribute: 'p-1',
      subId: 's1',
    });
    const longest = 'a'.repeat(255);
    expect(affiliateFromUrl(new URLSearchParams(`refName=${longest}`))).toEqual({
      attribute: longest,
    });
    expect(affiliateFromUrl(new URLSearchParams(`refName=${longest}b`))).toBeNull();
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

  test('a click is live for 90 whole days: on day 89 and at exactly 90 days, not on day 91', () => {
    const day = 24 * 3_600_000;
    const clickAt = (age: number) => ({ gclid: 'G1', setAt: NOW.getTime() - age });
    expect(liveAdClick(clickAt(89 * day), NOW)).toEqual(clickAt(89 * day));
    expect(liveAdClick(clickAt(90 * day), NOW)).toEqual(clickAt(90 * day));
    expect(liveAdClick(clickAt(91 * day), NOW)).toBeNull();
  });

  test('a click id with a control character, or too long, is dropped as the other fields are', () => {
    // A NUL in the id made the lead API refuse the lead's creation: the applicant could not apply.
    expect(adClickFromUrl(new URLSearchParams('gclid=%00%01abc'), NOW)).toBeNull();
    expect(adClickFromUrl(new URLSearchParams(`gclid=${'G'.repeat(501)}`), NOW)).toBeNull();
    expect(adClickFromUrl(new URLSearchParams('gclid=%00x&wbraid=W'), NOW)).toEqual({
      wbraid: 'W',
      setAt: NOW.getTime(),
    });
    expect(adClickFromUrl(new URLSearchParams('gclid=G1&gclsrc=aw%00'), NOW)).toEqual({
      gclid: 'G1',
      setAt: NOW.getTime(),
    });
    expect(adClickFromUrl(new URLSearchParams('gclid=%20G1%20'), NOW)).toMatchObject({
      gclid: 'G1',
    });
  });

  test('a stored click is read as the address is: its ids cleaned, dropped with none left', () => {
    const setAt = NOW.getTime() - 1000;
    expect(liveAdClick({ gclid: '\u0000abc', setAt }, NOW)).toBeNull();
    expect(liveAdClick({ gclid: '\u0000abc', gbraid: 'B', setAt }, NOW)).toEqual({
      gbraid: 'B',
      setAt,
    });
    expect(liveAdClick({ gclid: 42, setAt }, NOW)).toBeNull();
  });

  test('nothing stored, or a click stored without its time, is no live click', () => {
    expect(liveAdClick(null, NOW)).toBeNull();
    expect(liveAdClick(undefined, NOW)).toBeNull();
    expect(liveAdClick('G1', NOW)).toBeNull();
    expect(liveAdClick({ gclid: 'G1' }, NOW)).toBeNull();
  });

  test('the app click ids (wbraid, gbraid) go on the lead like gclid', () => {
    expect(googleClickOf({ wbraid: 'W', gbraid: 'B', setAt: NOW.getTime() })).toEqual({
      wbraid: 'W',
      gbraid: 'B',
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

  test('one id of a vendor is enough for its pixel', () => {
    expect(pixelIds(new URLSearchParams(''), '_fbp=fb.1.2.3')).toEqual({
      metaPixel: { fbp: 'fb.1.2.3' },
      tikTokPixel: undefined,
    });
    expect(pixelIds(new URLSearchParams('ttclid=T'), '')).toEqual({
      metaPixel: undefined,
      tikTokPixel: { ttclid: 'T' },
    });
  });

  test('a visit with no campaign and no cookies has no campaign fields, not empty ones', () => {
    const fields = campaignFields(new URLSearchParams(''), '');
    expect(Object.keys(fields)).toEqual([]);
  });

  test('values are trimmed; one of 500 characters is kept, a longer one dropped', () => {
    const longest = 'c'.repeat(500);
    expect(
      campaignFields(
        new URLSearchParams(
          `utm_source=%20news%20&utm_campaign=${longest}&utm_content=${longest}x`,
        ),
        '',
      ),
    ).toEqual({ utm_source: 'news', utm_campaign: longest });
  });

  test('a cookie value keeps its = signs, and an fbclid its dots', () => {
    expect(cookieValue('_fbp=fb.1.2.abc==; x=1', '_fbp')).toBe('fb.1.2.abc==');
    expect(fbclidOf('fb.1.1700000000.IwAR.part.two')).toBe('IwAR.part.two');
  });
});

describe('the attribution rules, one row each (spec sections 3 to 5, issue 39)', () => {
  const p = (setAt: string, fields: Record<string, string> = { attribute: 'p' }) => ({
    ...fields,
    setAt,
  });
  const fresh = hoursAgo(1);
  const old = hoursAgo(481);
  const now = NOW.toISOString();
  type Row = [
    rule: string,
    inputs: Partial<Parameters<typeof decideAffiliateReference>[0]>,
    expected: ReturnType<typeof decideAffiliateReference>,
  ];
  test.each<Row>([
    [
      'change: a new attribute overrides the stored one, stamped now',
      { fromUrl: { attribute: 'q' }, fromLocal: p(fresh) },
      { reference: { attribute: 'q', setAt: now }, changed: true, expired: false },
    ],
    [
      'change: another subId alone is a change, and the link’s fields replace all three',
      { fromUrl: { subId: 's2' }, fromLocal: p(fresh, { attribute: 'p', subId: 's1' }) },
      { reference: { subId: 's2', setAt: now }, changed: true, expired: false },
    ],
    [
      'change: a transaction id on a visit with nothing stored',
      { fromUrl: { transactionId: 't' } },
      { reference: { transactionId: 't', setAt: now }, changed: true, expired: false },
    ],
    [
      'unchanged: the same link keeps the stored reference and its time',
      { fromUrl: { attribute: 'p' }, fromLocal: p(fresh) },
      { reference: p(fresh), changed: false, expired: false },
    ],
    [
      'no link: the stored reference is kept',
      { fromLocal: p(fresh) },
      { reference: p(fresh), changed: false, expired: false },
    ],
    [
      'precedence: session storage before local storage',
      { fromSession: p(fresh, { attribute: 's' }), fromLocal: p(fresh, { attribute: 'l' }) },
      { reference: p(fresh, { attribute: 's' }), changed: false, expired: false },
    ],
    [
      'precedence: an empty session record gives way to local storage',
      { fromSession: { setAt: fresh }, fromLocal: p(fresh, { attribute: 'l' }) },
      { reference: p(fresh, { attribute: 'l' }), changed: false, expired: false },
    ],
    [
      'precedence: a link equal to the session’s reference is no change, whatever local holds',
      {
        fromUrl: { attribute: 's' },
        fromSession: p(fresh, { attribute: 's' }),
        fromLocal: p(fresh),
      },
      { reference: p(fresh, { attribute: 's' }), changed: false, expired: false },
    ],
    [
      'expiry: a stored reference past the brand’s hours is removed',
      { fromLocal: p(old) },
      { reference: null, changed: false, expired: true },
    ],
    [
      'expiry: the session’s copy expires as local’s does',
      { fromSession: p(old), fromLocal: p(old) },
      { reference: null, changed: false, expired: true },
    ],
    [
      'unchanged after expiry: the same link with an attribute is used again, stamped now',
      { fromUrl: { attribute: 'p' }, fromLocal: p(old) },
      { reference: { attribute: 'p', setAt: now }, changed: false, expired: true },
    ],
    [
      'unchanged after expiry: every field of the link is used again',
      {
        fromUrl: { attribute: 'p', subId: 's', transactionId: 't' },
        fromSession: p(old, { attribute: 'p', subId: 's', transactionId: 't' }),
      },
      {
        reference: { attribute: 'p', subId: 's', transactionId: 't', setAt: now },
        changed: false,
        expired: true,
      },
    ],
    [
      'unchanged after expiry: a link without an attribute does not renew it',
      { fromUrl: { subId: 's' }, fromLocal: p(old, { subId: 's' }) },
      { reference: null, changed: false, expired: true },
    ],
    [
      'static: the brand’s static reference never expires',
      { fromLocal: p(old, { attribute: 'brand-static' }), staticAttribute: 'brand-static' },
      { reference: p(old, { attribute: 'brand-static' }), changed: false, expired: false },
    ],
    [
      'static: another reference still expires',
      { fromLocal: p(old), staticAttribute: 'brand-static' },
      { reference: null, changed: false, expired: true },
    ],
    [
      'expiry: a non-positive expiry never expires',
      { fromLocal: p(old), expiryHours: -1 },
      { reference: p(old), changed: false, expired: false },
    ],
  ])('%s', (_rule, inputs, expected) => {
    expect(decide(inputs)).toEqual(expected);
  });

  test.each<[string, string, ReturnType<typeof adClickFromUrl>]>([
    ['gclid', 'gclid=G', { gclid: 'G', setAt: NOW.getTime() }],
    [
      'gclsrc with aw',
      'gclid=G&gclsrc=aw.ds',
      { gclid: 'G', gclsrc: 'aw.ds', setAt: NOW.getTime() },
    ],
    ['gclsrc without aw: not a Google Ads click', 'gclid=G&gclsrc=ds', null],
    ['wbraid', 'wbraid=W', { wbraid: 'W', setAt: NOW.getTime() }],
    ['gbraid', 'gbraid=B', { gbraid: 'B', setAt: NOW.getTime() }],
    ['none', 'utm_source=x', null],
  ])('ad click: %s', (_rule, search, expected) => {
    expect(adClickFromUrl(new URLSearchParams(search), NOW)).toEqual(expected);
  });

  test.each<[string, string, string, Record<string, string>]>([
    [
      'every utm_*',
      'utm_medium=m&utm_source=s&utm_campaign=c&utm_content=co&utm_term=t',
      '',
      { utm_medium: 'm', utm_source: 's', utm_campaign: 'c', utm_content: 'co', utm_term: 't' },
    ],
    [
      'gclid, gbraid, wbraid',
      'gclid=G&gbraid=B&wbraid=W',
      '',
      { gclid: 'G', gbraid: 'B', wbraid: 'W' },
    ],
    ['ttclid', 'ttclid=T', '', { ttclid: 'T' }],
    ['fbclid from the _fbc cookie', '', '_fbc=fb.1.1700000000.IwAR1', { fbclid: 'IwAR1' }],
    ['fbclid never from the address', 'fbclid=IwAR2', '', {}],
  ])('campaign fields: %s', (_rule, search, cookies, expected) => {
    expect(campaignFields(new URLSearchParams(search), cookies)).toEqual(expected);
  });
});
