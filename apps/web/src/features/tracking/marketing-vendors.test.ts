import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { setLogSinks, type LogEntry } from '../../lib/logger';
import { createMetaPixel } from './meta-pixel';
import { createTagManager, sendConversion } from './tag-manager';
import { loadPhoneNumberModule } from '../validation';
import { createTikTokPixel, sendTikTokEvent } from './tiktok-pixel';

vi.mock('./load-script', () => ({
  loadScript: vi.fn(async (src: string) => !src.toLowerCase().includes('fail')),
}));

type TestWindow = Window & { dataLayer?: unknown[]; fbq?: unknown; ttq?: unknown };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const logs: LogEntry[] = [];
const brand = { country: 'ES', phonePrefix: '+34' } as const;

beforeEach(() => {
  logs.length = 0;
  setLogSinks([(entry) => logs.push(entry)]);
  const win = window as TestWindow;
  delete win.dataLayer;
  delete win.fbq;
  delete win.ttq;
});
afterEach(() => setLogSinks([]));

const tagManager = (id: string | undefined, sendTo?: string) =>
  createTagManager({
    id,
    adsConversionSendTo: sendTo,
    context: { brand: 'default-es', country: 'ES', locale: () => 'es' },
    campaign: Promise.resolve({ utm_source: 'newsletter' }),
  });

describe('Google Tag Manager', () => {
  test('a missing or malformed id is logged and the tag stays off', async () => {
    expect(await tagManager(undefined).start()).toBe(false);
    expect(await tagManager('UA-123').start()).toBe(false);
    expect(logs.map((entry) => entry.message)).toEqual([
      'Invalid or missing Google Tag Manager ID.',
      'Invalid or missing Google Tag Manager ID.',
    ]);
  });

  test('starts the dataLayer with the campaign, one push per step and the lead events', async () => {
    const tag = tagManager('GTM-ABC1234', 'AW-1/abc');
    expect(await tag.start()).toBe(true);
    tag.send(
      { kind: 'step_viewed', step: 'personal-details', flow: 'classic' },
      { sessionId: 's' },
    );
    tag.send({ kind: 'lead_created', eventId: 'E1' }, { sessionId: 's' });
    const layer = (window as TestWindow).dataLayer ?? [];
    expect(layer[0]).toMatchObject({ event: 'gtm.js', utm_source: 'newsletter' });
    expect(layer[1]).toEqual({
      event: 'lf_step_view',
      step: 'personal-details',
      flow: 'classic',
      brand: 'default-es',
      country: 'ES',
      locale: 'es',
    });
    expect(layer[2]).toEqual({ event: 'lf_lead_created', event_id: 'E1' });
    // What it says it passed on: the push, and the Ads conversion.
    expect(tag.send({ kind: 'application_completed', eventId: 'E2' }, { sessionId: 's' })).toEqual([
      { name: 'lf_application_completed', properties: { event_id: 'E2' } },
      { name: 'conversion', properties: { send_to: 'AW-1/abc', transaction_id: 'E2' } },
    ]);
    expect(layer[3]).toEqual({ event: 'lf_application_completed', event_id: 'E2' });
    const conversion = Array.from(layer[4] as ArrayLike<unknown>);
    expect(conversion.slice(0, 2)).toEqual(['event', 'conversion']);
    expect(conversion[2]).toMatchObject({ send_to: 'AW-1/abc', transaction_id: 'E2' });
  });

  test('a script that fails is logged and sends nothing', async () => {
    expect(await tagManager('GTM-FAIL123').start()).toBe(false);
    expect(logs.map((entry) => entry.message)).toEqual(['Failed to initialize Google Tag Manager']);
  });

  test('the Ads conversion carries send_to, and its callback runs even if the tag never answers', async () => {
    vi.useFakeTimers();
    (window as TestWindow).dataLayer = [];
    const sent = vi.fn();
    sendConversion('AW-1/abc', 'E2', sent);
    const pushed = Array.from((window as TestWindow).dataLayer?.[0] as ArrayLike<unknown>);
    expect(pushed.slice(0, 2)).toEqual(['event', 'conversion']);
    expect(pushed[2]).toMatchObject({ send_to: 'AW-1/abc' });
    vi.advanceTimersByTime(2000);
    expect(sent).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  test('without send_to the conversion is logged, not sent', () => {
    (window as TestWindow).dataLayer = [];
    sendConversion(undefined, 'E2');
    expect((window as TestWindow).dataLayer).toEqual([]);
    expect(logs.map((entry) => entry.message)).toEqual([
      'Missing send_to parameter for conversion event.',
    ]);
  });

  test('a dataLayer gone is logged', async () => {
    const tag = tagManager('GTM-ABC1234');
    await tag.start();
    delete (window as TestWindow).dataLayer;
    tag.send({ kind: 'lead_created', eventId: 'E1' }, { sessionId: 's' });
    expect(logs.map((entry) => entry.message)).toContain('dataLayer is not available on window.');
  });
});

describe('Meta pixel', () => {
  const queue = () => ((window as TestWindow).fbq as { queue: unknown[][] }).queue;

  test('init, then Lead and CompleteRegistration as standard events', async () => {
    const pixel = createMetaPixel({ id: '42', customEvents: false });
    await pixel.start();
    // What it says it passed on (the operator's panel lists it): nothing for a page view.
    expect(pixel.send({ kind: 'step_viewed', step: 'x', flow: 'f' }, { sessionId: 's' })).toEqual(
      [],
    );
    // By its call: a standard event (`track`) or a custom one (`trackCustom`, the brand's flag).
    expect(pixel.send({ kind: 'lead_created', eventId: 'E1' }, { sessionId: 's' })).toEqual([
      { name: 'track Lead', properties: { eventID: 'E1' } },
    ]);
    pixel.send({ kind: 'application_completed', eventId: 'E2' }, { sessionId: 's' });
    pixel.send({ kind: 'application_rejected', eventId: 'E3' }, { sessionId: 's' });
    expect(queue()).toEqual([
      ['init', '42'],
      ['track', 'Lead', {}, { eventID: 'E1' }],
      ['track', 'CompleteRegistration', {}, { eventID: 'E2' }],
    ]);
  });

  test('a Meta click of the landing address is kept as Meta keeps it, for a pixel started on a later page', async () => {
    // The address has moved on from the landing one (?fbclid=…) by the time the consent lets the
    // pixel start: Meta's script, reading only the address it loads on, would find no click.
    const clear = () => (document.cookie = '_fbc=; path=/; max-age=0');
    clear();
    const landingClick = Promise.resolve({ fbclid: 'IwAR0abc', at: 1796686608970 });
    const pixel = createMetaPixel({ id: '42', customEvents: false, landingClick });
    await pixel.start();
    expect(document.cookie).toContain('_fbc=fb.1.1796686608970.IwAR0abc');
    // One the pixel wrote already (a later visit, another click) is Meta's own: left as it is.
    document.cookie = '_fbc=fb.1.1700000000000.OLDER; path=/';
    delete (window as TestWindow).fbq;
    await createMetaPixel({ id: '42', customEvents: false, landingClick }).start();
    expect(document.cookie).toContain('_fbc=fb.1.1700000000000.OLDER');
    clear();
  });

  test('custom events when the brand flags it, and revoked consent stops it', async () => {
    const pixel = createMetaPixel({ id: '42', customEvents: true });
    await pixel.start();
    expect(pixel.send({ kind: 'lead_created', eventId: 'E1' }, { sessionId: 's' })).toEqual([
      { name: 'trackCustom Lead', properties: { eventID: 'E1' } },
    ]);
    pixel.stop();
    expect(
      pixel.send({ kind: 'application_completed', eventId: 'E2' }, { sessionId: 's' }),
    ).toEqual([]);
    expect(queue()).toEqual([
      ['init', '42'],
      ['trackCustom', 'Lead', {}, { eventID: 'E1' }],
      ['consent', 'revoke'],
    ]);
  });
});

describe('TikTok pixel', () => {
  test('identifies with hashes only, then tracks with a unique event id', async () => {
    const pixel = createTikTokPixel({ id: 'C1', brand });
    await pixel.start();
    await loadPhoneNumberModule();
    sendTikTokEvent(
      'Lead',
      { sessionId: 'S-1', email: '  Ana@Example.COM ', phoneNumber: '612 345 678' },
      brand,
    );
    const ttq = (window as TestWindow).ttq as unknown[][];
    expect(ttq[0]).toEqual(['load', 'C1']);
    expect(ttq[1]).toEqual([
      'identify',
      {
        external_id: sha256('S-1'),
        email: sha256('ana@example.com'),
        phone_number: sha256('+34612345678'),
      },
    ]);
    expect(ttq[2]?.slice(0, 3)).toEqual(['track', 'Lead', {}]);
    expect(ttq[2]?.[3]).toEqual({ event_id: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  test('a lead event goes with the lead’s event id, shared with the other vendors', async () => {
    const pixel = createTikTokPixel({ id: 'C1', brand });
    await pixel.start();
    expect(
      pixel.send({ kind: 'application_completed', eventId: 'E2' }, { sessionId: 'S-1' }),
    ).toEqual([{ name: 'CompleteRegistration', properties: { event_id: 'E2' } }]);
    expect(pixel.send({ kind: 'step_viewed', step: 'x', flow: 'f' }, { sessionId: 'S-1' })).toEqual(
      [],
    );
    await vi.waitFor(() => expect((window as TestWindow).ttq).toHaveLength(3));
    const ttq = (window as TestWindow).ttq as unknown[][];
    expect(ttq[2]).toEqual(['track', 'CompleteRegistration', {}, { event_id: 'E2' }]);
  });

  test('a page that loaded only the mobile module hashes the phone in the same task', async () => {
    vi.resetModules();
    const fresh = await import('./tiktok-pixel');
    const validation = await import('../validation');
    const pixel = fresh.createTikTokPixel({ id: 'C1', brand });
    await pixel.start();
    await validation.loadMobilePhoneNumberModule();
    pixel.send(
      { kind: 'application_completed', eventId: 'E5' },
      { sessionId: 'S-1', phoneNumber: '612 345 678' },
    );
    const ttq = (window as TestWindow).ttq as unknown[][];
    expect(ttq.slice(1)).toEqual([
      ['identify', { external_id: sha256('S-1'), email: '', phone_number: sha256('+34612345678') }],
      ['track', 'CompleteRegistration', {}, { event_id: 'E5' }],
    ]);
  });

  test('a phone given before its module is loaded is hashed once the module is fetched', async () => {
    // A fresh page load: no page has loaded the phone module yet.
    vi.resetModules();
    const fresh = await import('./tiktok-pixel');
    const pixel = fresh.createTikTokPixel({ id: 'C1', brand });
    await pixel.start();
    pixel.send(
      { kind: 'application_completed', eventId: 'E4' },
      { sessionId: 'S-1', phoneNumber: '612 345 678' },
    );
    await vi.waitFor(() => expect((window as TestWindow).ttq).toHaveLength(3));
    const ttq = (window as TestWindow).ttq as unknown[][];
    expect(ttq[1]).toEqual([
      'identify',
      { external_id: sha256('S-1'), email: '', phone_number: sha256('+34612345678') },
    ]);
    expect(ttq[2]).toEqual(['track', 'CompleteRegistration', {}, { event_id: 'E4' }]);
  });

  test('a conversion is on TikTok’s queue in the task that sends it: a page left at once keeps it', async () => {
    const pixel = createTikTokPixel({ id: 'C1', brand });
    await pixel.start();
    // The contact page has loaded the phone module already (its field rules).
    await loadPhoneNumberModule();
    pixel.send(
      { kind: 'application_completed', eventId: 'E3' },
      { sessionId: 'S-1', email: 'ana@example.com', phoneNumber: '612 345 678' },
    );
    const ttq = (window as TestWindow).ttq as unknown[][];
    expect(ttq.slice(1)).toEqual([
      [
        'identify',
        {
          external_id: sha256('S-1'),
          email: sha256('ana@example.com'),
          phone_number: sha256('+34612345678'),
        },
      ],
      ['track', 'CompleteRegistration', {}, { event_id: 'E3' }],
    ]);
  });

  test('an invalid or missing phone and a missing e-mail give empty values', async () => {
    const pixel = createTikTokPixel({ id: 'C1', brand });
    await pixel.start();
    await loadPhoneNumberModule();
    sendTikTokEvent('Rejected', { sessionId: 'S-1', phoneNumber: '12' }, brand);
    const ttq = (window as TestWindow).ttq as unknown[][];
    expect(ttq[1]).toEqual([
      'identify',
      { external_id: sha256('S-1'), email: '', phone_number: '' },
    ]);
  });

  test('an empty event name and a failure are logged with their messages', async () => {
    sendTikTokEvent('', { sessionId: 's' }, brand);
    sendTikTokEvent('Lead', { sessionId: 's' }, brand);
    expect(logs.map((entry) => entry.message)).toEqual([
      'TikTok Pixel event name is required.',
      'Failed to send TikTok Pixel event "Lead": ttq is not available',
    ]);
  });
});
