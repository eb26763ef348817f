import type LogRocket from 'logrocket';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { logger, setLogSinks } from '../../lib/logger';
import { yieldToMain } from '../../lib/yield-to-main';
import { storage } from '../../lib/storage';
import { analyticsClient } from './analytics-provider';
import { ProductAnalyticsSettings } from './product-analytics';
import { fakePostHog, testProductAnalytics } from '../../test/fake-posthog';
import { spyOnIcuDataSteps } from '../../test/icu-data-steps';
import {
  cappedDetail,
  createSessionRecording,
  isRecordingBlocked,
  isSessionSampled,
} from './session-recording';

function fakeLogRocket() {
  const recorder = {
    init: vi.fn(),
    identify: vi.fn(),
    captureException: vi.fn(),
    captureMessage: vi.fn(),
  };
  return { recorder, load: async () => recorder as unknown as typeof LogRocket };
}

/** Each end of a task PostHog's start asks for, in the order of what it does (the test below). */
const steps = vi.hoisted(() => ({ log: [] as string[] }));
vi.mock('../../lib/yield-to-main', () => ({
  yieldToMain: vi.fn(() => {
    steps.log.push('next task');
    return Promise.resolve();
  }),
}));

const recording = {
  appId: 'org/app',
  enabled: true,
  percentage: 100,
  logRetargeting: false,
  logAbandonment: false,
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => setLogSinks([]));

describe('product analytics (PostHog)', () => {
  test("starts in short tasks: the browser's date data in parts, the time zone its events carry, the provider's update and the events held for it each in a task of its own", async () => {
    const { client, load } = fakePostHog();
    client.init.mockImplementation(() => steps.log.push('init'));
    client.register.mockImplementation(() => steps.log.push('register'));
    client.identify.mockImplementation(() => steps.log.push('identify'));
    const RealDateTimeFormat = Intl.DateTimeFormat;
    const spies = [
      vi
        .spyOn(Intl, 'DateTimeFormat')
        .mockImplementation((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => {
          steps.log.push('time zone');
          return new RealDateTimeFormat(...args);
        }),
      ...spyOnIcuDataSteps(steps.log),
    ];
    // The provider is given the client in the task before the one that ends the start.
    let given = false;
    vi.mocked(yieldToMain).mockImplementation(() => {
      if (!given && analyticsClient()) {
        given = true;
        steps.log.push('client given');
      }
      steps.log.push('next task');
      return Promise.resolve();
    });
    steps.log.length = 0;
    try {
      const vendor = testProductAnalytics(load);
      await vendor.start().then(() => steps.log.push('started'));
      vendor.stop();
    } finally {
      for (const spy of spies) spy.mockRestore();
      vi.mocked(yieldToMain).mockImplementation(() => {
        steps.log.push('next task');
        return Promise.resolve();
      });
    }

    // PostHog stamps each event (identify's first) with the time zone: the first date format a
    // page makes loads the browser's date data, a long task on a cheap phone (decision 0034).
    expect(steps.log).toEqual([
      'next task',
      'init',
      'next task',
      'register',
      'next task',
      'likely subtags',
      'next task',
      'collation',
      'next task',
      'time zone',
      'next task',
      'identify',
      'next task',
      'client given',
      'next task',
      'started',
    ]);
  });

  test('starts with the constants of spec section 9, registers the campaign and identifies the session', async () => {
    const { client, load } = fakePostHog();
    const vendor = testProductAnalytics(load, {
      key: 'phc_key',
      campaign: Promise.resolve({ utm_source: 'newsletter' }),
    });
    expect(await vendor.start()).toBe(true);
    expect(client.init).toHaveBeenCalledWith('phc_key', {
      ...ProductAnalyticsSettings,
      api_host: 'https://eu.i.posthog.com',
    });
    expect(ProductAnalyticsSettings).toMatchObject({
      autocapture: { dom_event_allowlist: [], element_allowlist: [], css_selector_allowlist: [] },
      capture_pageleave: false,
      disable_compression: false,
      session_idle_timeout_seconds: 1800,
      cookie_expiration: 365,
      feature_flag_request_timeout_ms: 3000,
      surveys_request_timeout_ms: 10_000,
      properties_string_max_length: 65_535,
      disable_session_recording: true,
    });
    expect(client.register).toHaveBeenCalledWith({ utm_source: 'newsletter' });
    expect(client.identify).toHaveBeenCalledWith('S-1');
    expect(
      vendor.send(
        { kind: 'step_viewed', step: 'income-details', flow: 'classic' },
        { sessionId: 'S-1', email: 'ana@example.com' },
      ),
    ).toEqual([{ name: '$pageview', properties: { step: 'income-details', flow: 'classic' } }]);
    vendor.send(
      { kind: 'lead_created', eventId: 'E1' },
      { sessionId: 'S-1', email: 'ana@example.com' },
    );
    expect(client.capture.mock.calls).toEqual([
      ['$pageview', { step: 'income-details', flow: 'classic' }],
      ['lead_created', { event_id: 'E1' }, { send_instantly: true }],
    ]);
    vendor.stop();
    expect(client.opt_out_capturing).toHaveBeenCalled();
  });

  test('a lead event goes in a request of its own at once; page views wait for the batch', async () => {
    // The ledger sends a lead's event once ever (lead-event-ledger.ts): one left in PostHog's
    // 3 s batch when the tab reloads or closes would be lost for good (CI's run 44 lost the
    // conversion to a reload 0.3 s after it).
    const { client, load } = fakePostHog();
    const vendor = testProductAnalytics(load);
    await vendor.start();
    const identity = { sessionId: 'S-1' };
    vendor.send({ kind: 'step_viewed', step: 'checking', flow: 'classic' }, identity);
    vendor.send({ kind: 'application_completed', eventId: 'E2' }, identity);
    vendor.send({ kind: 'application_rejected', eventId: 'E3' }, identity);
    vendor.send(
      { kind: 'field_errors_shown', step: 'checking', flow: 'classic', fields: [] },
      identity,
    );
    expect(client.capture.mock.calls.map((call) => call[2])).toEqual([
      undefined,
      { send_instantly: true },
      { send_instantly: true },
      undefined,
    ]);
  });

  test('sends one page leave on reaching the end when the brand asks for it, not on page hide', async () => {
    const { client, load } = fakePostHog();
    let end = false;
    const vendor = testProductAnalytics(load, { pageLeaveAtEnd: true, atEnd: () => end });
    await vendor.start();
    const identity = { sessionId: 'S-1' };
    vendor.send({ kind: 'step_viewed', step: 'checking', flow: 'classic' }, identity);
    window.dispatchEvent(new Event('pagehide'));
    expect(client.capture.mock.calls.map(([name]) => name)).toEqual(['$pageview']);
    end = true;
    vendor.send({ kind: 'step_viewed', step: 'thank-you', flow: 'classic' }, identity);
    vendor.send({ kind: 'step_viewed', step: 'thank-you', flow: 'classic' }, identity);
    expect(client.capture.mock.calls.map(([name]) => name)).toEqual([
      '$pageview',
      '$pageview',
      '$pageleave',
      '$pageview',
    ]);
  });

  test('sends no page leave at the end unless the brand asks for it', async () => {
    const { client, load } = fakePostHog();
    const vendor = testProductAnalytics(load, { atEnd: () => true });
    await vendor.start();
    vendor.send({ kind: 'step_viewed', step: 'thank-you', flow: 'classic' }, { sessionId: 'S-1' });
    expect(client.capture.mock.calls.map(([name]) => name)).toEqual(['$pageview']);
  });

  test('an SDK that fails to load is logged and nothing is thrown', async () => {
    const entries: string[] = [];
    setLogSinks([(entry) => entries.push(entry.message)]);
    const vendor = testProductAnalytics(() => Promise.reject(new Error('blocked')), {
      sessionId: () => 's',
    });
    expect(await vendor.start()).toBe(false);
    expect(entries).toEqual(['Failed to start product analytics']);
  });
});

describe('session recording (LogRocket)', () => {
  // Off by its configuration, not failed: the operator's panel says which (walker F3).
  test('only in production, and only when enabled', async () => {
    const { recorder, load } = fakeLogRocket();
    const options = { utmSource: Promise.resolve(undefined), sessionId: () => 'S-1', load };
    expect(
      await createSessionRecording({
        ...options,
        config: recording,
        environment: 'staging',
      }).start(),
    ).toBe('disabled');
    expect(
      await createSessionRecording({
        ...options,
        config: { ...recording, enabled: false },
        environment: 'production',
      }).start(),
    ).toBe('disabled');
    expect(recorder.init).not.toHaveBeenCalled();
    expect(
      await createSessionRecording({
        ...options,
        config: recording,
        environment: 'production',
      }).start(),
    ).toBe(true);
    expect(recorder.init).toHaveBeenCalledWith(
      'org/app',
      expect.objectContaining({ dom: { inputSanitizer: true, textSanitizer: true } }),
    );
    expect(recorder.identify).toHaveBeenCalledWith('S-1');
  });

  test('retargeting and abandonment traffic is blocked unless allowed, and the block is kept', () => {
    expect(isRecordingBlocked(recording, 'retargeting')).toBe(true);
    expect(storage.get('local', 'logRocketBlocked')).toBe(true);
    expect(isRecordingBlocked(recording, undefined)).toBe(true);
    localStorage.clear();
    expect(isRecordingBlocked({ ...recording, logRetargeting: true }, 'retargeting')).toBe(false);
    expect(isRecordingBlocked(recording, 'abandonment')).toBe(true);
    localStorage.clear();
    expect(isRecordingBlocked({ ...recording, logAbandonment: true }, 'abandonment')).toBe(false);
    expect(isRecordingBlocked(recording, 'newsletter')).toBe(false);
  });

  test('the share of sessions is rolled once per session', () => {
    expect(isSessionSampled(50, () => 0.7)).toBe(false);
    expect(isSessionSampled(50, () => 0.1)).toBe(false);
    sessionStorage.clear();
    expect(isSessionSampled(50, () => 0.1)).toBe(true);
    expect(isSessionSampled(0, () => 0)).toBe(true);
  });

  test('errors and crashes go to the recorder while recording, details over 1024 characters cut', async () => {
    const { recorder, load } = fakeLogRocket();
    const vendor = createSessionRecording({
      config: recording,
      environment: 'production',
      utmSource: Promise.resolve(undefined),
      sessionId: () => 'S',
      load,
    });
    await vendor.start();
    logger.error('Rendering failed', { error: 'boom', componentStack: '\n    at Page' });
    logger.error('Something else', 'x'.repeat(2000));
    expect(recorder.captureException).toHaveBeenCalledWith(new Error('Rendering failed'), {
      extra: { detail: JSON.stringify({ error: 'boom', componentStack: '\n    at Page' }) },
    });
    expect(recorder.captureMessage).toHaveBeenCalledWith('Something else', {
      extra: { detail: '' },
    });
    vendor.stop();
    logger.error('Rendering failed', {});
    expect(recorder.captureException).toHaveBeenCalledTimes(1);
    expect(cappedDetail('x'.repeat(1025))).toBe('');
  });
});
