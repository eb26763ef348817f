import type LogRocket from 'logrocket';
import { ApplicationState } from '@lf/contract';
import { describe, expect, test, vi } from 'vitest';
import { fakePostHog, testProductAnalytics } from '../../test/fake-posthog';
import { ProductAnalyticsSettings } from './product-analytics';
import { createSessionRecording } from './session-recording';
import type { ConsentChoice } from './tracking-consent';
import { createTrackingRunner, type TrackingReading } from './tracking-runner';
import type { TrackingVendor } from './tracking-vendor';

/**
 * The ad-click ids (Google's, TikTok's, Meta's) are ad measurement: marketing (decision 0037).
 * The analytics vendors, which run with "analytics" alone, carry them only while marketing is
 * allowed, and never in an address they record.
 */
const CAMPAIGN = {
  utm_source: 'newsletter',
  utm_campaign: 'spring',
  gclid: 'G-1',
  wbraid: 'W-1',
  ttclid: 'T-1',
  fbclid: 'F-1',
};
const AD_CLICKS = ['gclid', 'wbraid', 'ttclid', 'fbclid'];

describe('product analytics and the ad-click ids', () => {
  test("PostHog reads no campaign of its own and masks the click ids in the addresses it sends: the product's registered fields are all it carries", () => {
    expect(ProductAnalyticsSettings).toMatchObject({
      save_campaign_params: false,
      mask_personal_data_properties: true,
    });
  });

  // Walker T: PostHog's masking left each click id's name in the addresses and its profile:
  // `gclid=<masked>` in `$current_url`, `gclid: "<masked>"` in `$identify`'s `$set_once`.
  test('what PostHog masked leaves the event whole: no masked parameter in an address, no masked property', () => {
    const beforeSend = ProductAnalyticsSettings.before_send;
    const sent = beforeSend({
      uuid: 'u',
      event: '$identify',
      properties: {
        $current_url:
          'https://loans.example/app/?utm_source=n&gclid=<masked>&msclkid=<masked>&refName=a',
        $session_entry_url: 'https://loans.example/app/?gclid=<masked>',
        $session_entry_gclid: '<masked>',
        utm_source: 'n',
        gclid: 'G-1',
      },
      $set_once: {
        $initial_current_url: 'https://loans.example/app/?gclid=<masked>',
        $initial_gclid: '<masked>',
        $initial_utm_source: 'n',
      },
    });
    expect(sent).toEqual({
      uuid: 'u',
      event: '$identify',
      properties: {
        $current_url: 'https://loans.example/app/?utm_source=n&refName=a',
        $session_entry_url: 'https://loans.example/app/',
        utm_source: 'n',
        // Registered while marketing is allowed: a value of its own, kept.
        gclid: 'G-1',
      },
      $set_once: {
        $initial_current_url: 'https://loans.example/app/',
        $initial_utm_source: 'n',
      },
    });
  });

  test('registers the utm fields at its start, the click ids only while marketing is allowed, and takes them back when it is not', async () => {
    const { client, load } = fakePostHog();
    const vendor = testProductAnalytics(load, { campaign: Promise.resolve(CAMPAIGN) });
    expect(await vendor.start()).toBe(true);
    expect(client.register.mock.calls).toEqual([
      [{ utm_source: 'newsletter', utm_campaign: 'spring' }],
    ]);
    vendor.marketingAllowed?.(false);
    expect(client.register).toHaveBeenCalledTimes(1);
    vendor.marketingAllowed?.(true);
    expect(client.register).toHaveBeenLastCalledWith({
      gclid: 'G-1',
      wbraid: 'W-1',
      ttclid: 'T-1',
      fbclid: 'F-1',
    });
    vendor.marketingAllowed?.(false);
    expect(client.unregister.mock.calls.map(([name]) => name as string).sort()).toEqual(
      [...AD_CLICKS].sort(),
    );
  });

  test('a start after a withdrawal registers the campaign again (the opted-out client kept nothing)', async () => {
    const { client, load } = fakePostHog();
    const vendor = testProductAnalytics(load, { campaign: Promise.resolve(CAMPAIGN) });
    await vendor.start();
    vendor.stop();
    await vendor.start();
    expect(client.register.mock.calls).toEqual([
      [{ utm_source: 'newsletter', utm_campaign: 'spring' }],
      [{ utm_source: 'newsletter', utm_campaign: 'spring' }],
    ]);
  });
});

describe('session recording and the ad-click ids', () => {
  test('the addresses it records carry no ad-click id', async () => {
    const recorder = { init: vi.fn(), identify: vi.fn() };
    await createSessionRecording({
      config: {
        appId: 'org/app',
        enabled: true,
        percentage: 100,
        logRetargeting: false,
        logAbandonment: false,
      },
      environment: 'production',
      utmSource: Promise.resolve(undefined),
      sessionId: () => 'S-1',
      load: async () => recorder as unknown as typeof LogRocket,
    }).start();
    const [, options] = recorder.init.mock.calls[0] as [
      string,
      { browser?: { urlSanitizer?: (url: string) => string | null } },
    ];
    const sanitize = options.browser?.urlSanitizer ?? ((url: string) => url);
    expect(
      sanitize(
        'https://loans.example/application-frontend/?utm_source=n&gclid=G-1&gbraid=B&wbraid=W&gclsrc=aw.ds&ttclid=T&fbclid=F&refName=aff',
      ),
    ).toBe('https://loans.example/application-frontend/?utm_source=n&refName=aff');
    expect(sanitize('https://loans.example/application-frontend/personal-details')).toBe(
      'https://loans.example/application-frontend/personal-details',
    );
  });
});

describe('the runner tells a vendor whether marketing is allowed', () => {
  function analyticsVendor() {
    const told: boolean[] = [];
    const vendor: TrackingVendor = {
      name: 'product-analytics',
      start: vi.fn(async () => true),
      send: () => [],
      stop: vi.fn(),
      marketingAllowed: (allowed) => void told.push(allowed),
    };
    return { vendor, told };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const reading = (consent: ConsentChoice): TrackingReading => ({
    snapshot: { path: '/', leadId: null, state: ApplicationState.NONE },
    consent,
    identity: { sessionId: 's' },
  });

  test('where consent is asked: once it starts, then at each change of the marketing choice only', async () => {
    const { vendor, told } = analyticsVendor();
    let now = reading(['necessary', 'analytics']);
    const runner = createTrackingRunner({
      vendors: [vendor],
      consentRequired: true,
      flow: 'f',
      read: () => now,
    });
    runner.update();
    await settle();
    expect(told).toEqual([false]);
    runner.update();
    now = reading(['necessary', 'analytics', 'marketing']);
    runner.update();
    runner.update();
    now = reading(['necessary', 'analytics']);
    runner.update();
    expect(told).toEqual([false, true, false]);
  });

  test('where no consent is asked, marketing is allowed', async () => {
    const { vendor, told } = analyticsVendor();
    const runner = createTrackingRunner({
      vendors: [vendor],
      consentRequired: false,
      flow: 'f',
      read: () => reading(null),
    });
    runner.update();
    await settle();
    expect(told).toEqual([true]);
  });
});
