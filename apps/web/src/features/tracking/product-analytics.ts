/**
 * Product analytics (PostHog, spec sections 4, 7 and 9), loaded by dynamic import only. Init with
 * the brand's key and host: autocapture restricted to no events, elements or selectors, automatic
 * page views and page leaves off, session recording and surveys off (recording is LogRocket's),
 * all text and attributes masked, compressed batches. On start it registers the campaign fields
 * and identifies the session id (never a name, e-mail or phone); the ad-click ids among those
 * fields only while marketing is allowed (`marketingAllowed`, decision record 0037), and PostHog
 * reads no campaign of its own. Events: step_viewed →
 * `$pageview` { step, flow } (no URL query), lead_created → `lead_created`,
 * application_completed → `application_completed`, application_rejected → `application_rejected`,
 * these three with `{ event_id }`, the lead's event id (conversion-id.ts), each sent at once in a
 * request of its own, not batched; field_errors_shown →
 * `field_errors_shown` { step, flow, fields }, the fields by their form-field catalogue names.
 * With `pageLeaveAtEnd` (the brand's tracking configuration), one `$pageleave` once the applicant
 * has reached the end (spec section 4; tracking-decision.ts's `isApplicationEnd`), sent with the
 * first event decided there (the end's page view); never on page hide.
 *
 * Spec section 4 wraps the app in PostHog's React provider when a key is configured. The client
 * is started here, outside React, after the first page and the applicant's analytics consent
 * (decision record 0013), then given to the provider the app is wrapped in from its first render
 * (analytics-provider.tsx): components under it read it with `usePostHog()`. The product's own
 * events go through that same client, the provider's (`analyticsClient()`), fed by the store: it
 * is taken back when the consent is withdrawn.
 */
import type { PostHog, PostHogConfig } from 'posthog-js/dist/module.slim.js';
import { loadIntlData } from '../../lib/intl-data';
import { logger } from '../../lib/logger';
import { yieldToMain } from '../../lib/yield-to-main';
import { analyticsClient, publishAnalyticsClient } from './analytics-provider';
import { splitAdClicks, type CampaignFields } from '../attribution/lazy';
import { isLeadEvent, type TrackingEvent } from './tracking-events';
import type { TrackingIdentity, TrackingVendor, VendorCall } from './tracking-vendor';

type BeforeSend = Extract<NonNullable<PostHogConfig['before_send']>, (event: never) => unknown>;
type CaptureResult = Parameters<BeforeSend>[0];

/** What posthog-js writes for a value it masks (`mask_personal_data_properties`). */
const MASKED = '<masked>';

/** An address without the parameters PostHog masked (`gclid=<masked>`). */
function withoutMaskedParameters(address: string): string {
  try {
    const url = new URL(address);
    for (const [name, value] of [...url.searchParams]) {
      if (value === MASKED) url.searchParams.delete(name);
    }
    return url.toString();
  } catch {
    return address;
  }
}

/**
 * The event PostHog sends, with nothing it masked: no masked property (`$initial_gclid`), no
 * masked parameter in an address. A masked click id still told PostHog that the visit came from
 * an ad click, which is marketing's to tell (decision record 0037).
 */
function leaveNothingMasked(event: CaptureResult): CaptureResult {
  for (const properties of [event.properties, event.$set, event.$set_once]) {
    for (const [key, value] of Object.entries(properties ?? {})) {
      if (typeof value !== 'string' || !value.includes(MASKED)) continue;
      if (value === MASKED) delete properties?.[key];
      else if (properties) properties[key] = withoutMaskedParameters(value);
    }
  }
  return event;
}

/**
 * Spec section 9's constants, as posthog-js names them. Its request timeout of 60 s has no option
 * (PostHogConfig has none): posthog-js sets it on every request itself (library-defaults.test.ts).
 */
export const ProductAnalyticsSettings = {
  autocapture: { dom_event_allowlist: [], element_allowlist: [], css_selector_allowlist: [] },
  capture_pageview: false,
  capture_pageleave: false,
  disable_compression: false,
  request_batching: true,
  session_idle_timeout_seconds: 1800,
  cookie_expiration: 365,
  feature_flag_request_timeout_ms: 3000,
  surveys_request_timeout_ms: 10_000,
  properties_string_max_length: 65_535,
  disable_session_recording: true,
  disable_surveys: true,
  mask_all_text: true,
  mask_all_element_attributes: true,
  save_referrer: false,
  // PostHog reads no campaign of its own (its own would carry the ad-click ids whatever the
  // marketing choice): the fields the product registers are all it has. The click ids in the
  // addresses it sends (`$current_url`, the referrer) are masked.
  save_campaign_params: false,
  mask_personal_data_properties: true,
  before_send: leaveNothingMasked,
  capture_performance: false,
  capture_dead_clicks: false,
  capture_exceptions: false,
  rageclick: false,
  enable_heatmaps: false,
  disable_web_experiments: true,
  // No code from PostHog's servers (surveys, toolbar, recorder) and no feature flags: nothing the
  // form needs, and less to load on a cheap phone.
  disable_external_dependency_loading: true,
  advanced_disable_flags: true,
  person_profiles: 'identified_only',
  // A withdrawn consent takes PostHog's identifiers (distinct and device id, the campaign
  // registered) off the device, its cookie and its local storage entry: an opted-out client
  // keeps nothing. A later consent makes them again.
  opt_out_persistence_by_default: true,
} as const satisfies Partial<PostHogConfig>;

const EventNames: Record<TrackingEvent['kind'], string> = {
  step_viewed: '$pageview',
  field_errors_shown: 'field_errors_shown',
  lead_created: 'lead_created',
  application_completed: 'application_completed',
  application_rejected: 'application_rejected',
};

export interface ProductAnalyticsOptions {
  key: string;
  host: string;
  /** Send `$pageleave` on reaching the end (the brand's tracking configuration). */
  pageLeaveAtEnd: boolean;
  /** Whether the applicant has reached the end of the application. */
  atEnd: () => boolean;
  /**
   * The campaign fields to register (utm_*, click ids); resolved after attribution. The click ids
   * only while marketing is allowed (`marketingAllowed`).
   */
  campaign: Promise<CampaignFields>;
  sessionId: () => string;
  /** The SDK, loaded lazily (tests pass a fake). */
  load?: () => Promise<PostHog>;
}

/**
 * posthog-js's slim build: the client alone, without the extensions (autocapture, heatmaps,
 * recording, surveys, web vitals...) that the settings above turn off anyway. The full build made
 * and configured each of them at init: about 60 ms of a cheap phone's main thread, in one task.
 */
const loadPostHog = async () => (await import('posthog-js/dist/module.slim.js')).default;

export function createProductAnalytics(options: ProductAnalyticsOptions): TrackingVendor {
  let started: PostHog | null = null;
  let leaveSent = false;
  let campaign: ReturnType<typeof splitAdClicks> = { campaign: {}, adClicks: {} };
  let adClicksRegistered = false;
  return {
    name: 'product-analytics',
    async start() {
      if (started) {
        started.opt_in_capturing();
        // An opted-out client kept nothing of what was registered.
        started.register({ ...campaign.campaign });
        adClicksRegistered = false;
        publishAnalyticsClient(started);
        return true;
      }
      try {
        // Loading, starting, registering, identifying and the first events each take a task of
        // their own: together they held a cheap phone's main thread for a quarter of a second, a
        // tap's answer with it.
        const posthog = await (options.load ?? loadPostHog)();
        await yieldToMain();
        posthog.init(options.key, { ...ProductAnalyticsSettings, api_host: options.host });
        campaign = splitAdClicks(await options.campaign);
        await yieldToMain();
        posthog.register({ ...campaign.campaign });
        // PostHog stamps each event, identify's first, with the applicant's time zone, read from
        // a date format: the first one a page makes loads the browser's date data, 14 of the 33
        // ms of CPU that identify took in one task (decision 0034, addendum of 2026-11-30). The
        // data comes in parts first, so that the time zone's own task is short too.
        await yieldToMain();
        await loadIntlData(navigator.language);
        void Intl.DateTimeFormat().resolvedOptions().timeZone;
        await yieldToMain();
        posthog.identify(options.sessionId());
        // The provider's update (React's, of the tree under it) in a task after identify's.
        await yieldToMain();
        started = posthog;
        publishAnalyticsClient(posthog);
        // The events held until now go to it (tracking-runner.ts) in a task of their own.
        await yieldToMain();
        return true;
      } catch (error) {
        logger.error('Failed to start product analytics', error);
        return false;
      }
    },
    send(event: TrackingEvent, identity: TrackingIdentity) {
      // Through the client the app's provider holds: none before the start or after a withdrawal.
      const client = analyticsClient();
      if (!client || client !== started) return [];
      if (identity.sessionId !== client.get_distinct_id()) client.identify(identity.sessionId);
      const properties =
        event.kind === 'step_viewed'
          ? { step: event.step, flow: event.flow }
          : event.kind === 'field_errors_shown'
            ? { step: event.step, flow: event.flow, fields: [...event.fields] }
            : { event_id: event.eventId };
      // A lead's event is sent once ever (lead-event-ledger.ts): it goes in a request of its own
      // at once, not in the 3 s batch, where a reload or a closed tab could lose it for good.
      const name = EventNames[event.kind];
      if (isLeadEvent(event)) client.capture(name, properties, { send_instantly: true });
      else client.capture(name, properties);
      const calls: VendorCall[] = [{ name, properties }];
      if (options.pageLeaveAtEnd && !leaveSent && options.atEnd()) {
        leaveSent = true;
        client.capture('$pageleave');
        calls.push({ name: '$pageleave', properties: {} });
      }
      return calls;
    },
    marketingAllowed(allowed) {
      if (!started || allowed === adClicksRegistered) return;
      adClicksRegistered = allowed;
      if (allowed) started.register({ ...campaign.adClicks });
      else for (const name of Object.keys(campaign.adClicks)) started.unregister(name);
    },
    stop() {
      if (analyticsClient() === started) publishAnalyticsClient(undefined);
      started?.opt_out_capturing();
    },
  };
}
