/**
 * The TikTok pixel (spec sections 5 and 7): `Lead` when the lead is created, `CompleteRegistration`
 * when the form is complete, `Rejected` on a rejection. Each send first identifies the applicant
 * with hashes only: `ttq.identify({ external_id: sha256(sessionId), email: sha256(trimmed
 * lower-case e-mail), phone_number: sha256(E.164 phone) })` (an empty or invalid value gives ''),
 * then `ttq.track(name, {}, { event_id })`. The spec's event_id is sha256(timestamp + UUID); the
 * lead events carry the lead's own (conversion-id.ts) instead, shared with the other vendors and a
 * server's copy, so TikTok de-duplicates them (issue 39).
 */
import type { BrandConfig } from '../../config/brand-config-schema';
import { logger } from '../../lib/logger';
import { loadedPhoneParser, loadPhoneNumberModule } from '../validation';
import { e164Phone, normalisedEmail, sha256Hex } from './hashing';
import { loadScript } from './load-script';
import type { TrackingEvent } from './tracking-events';
import type { TrackingIdentity, TrackingVendor } from './tracking-vendor';

export const TIKTOK_ORIGIN = 'https://analytics.tiktok.com';

type Ttq = {
  identify: (identity: Record<string, string>) => void;
  track: (event: string, properties: object, options: { event_id: string }) => void;
  grantConsent?: () => void;
  revokeConsent?: () => void;
};
type TtqQueue = unknown[] & Partial<Ttq> & { methods?: string[] };
type TikTokWindow = Window & { ttq?: TtqQueue; TiktokAnalyticsObject?: string };

const METHODS = ['identify', 'track', 'grantConsent', 'revokeConsent', 'holdConsent'] as const;

/** TikTok's queue: each method records its call until the script replaces them. */
function installQueue(win: TikTokWindow, id: string): void {
  if (win.ttq) return;
  const ttq: TtqQueue = [];
  for (const method of METHODS) {
    Object.assign(ttq, { [method]: (...args: unknown[]) => void ttq.push([method, ...args]) });
  }
  ttq.methods = [...METHODS];
  win.TiktokAnalyticsObject = 'ttq';
  win.ttq = ttq;
  ttq.push(['load', id]);
}

const EventNames: Partial<Record<TrackingEvent['kind'], string>> = {
  lead_created: 'Lead',
  application_completed: 'CompleteRegistration',
  application_rejected: 'Rejected',
};

/**
 * Identifies with hashes, then tracks the event with its id (a unique one when none is given), in
 * one task: the event is on TikTok's queue before the page can be left. Hashes the phone with the
 * phone module a page has loaded. Never throws.
 */
export function sendTikTokEvent(
  name: string,
  identity: TrackingIdentity,
  brand: Pick<BrandConfig, 'country' | 'phonePrefix'>,
  leadEventId?: string,
): void {
  if (!name) {
    logger.error('TikTok Pixel event name is required.');
    return;
  }
  try {
    const ttq = (window as TikTokWindow).ttq;
    if (!ttq?.identify || !ttq.track) throw new Error('ttq is not available');
    ttq.identify({
      external_id: sha256Hex(identity.sessionId),
      email: sha256Hex(normalisedEmail(identity.email)),
      phone_number: sha256Hex(e164Phone(identity.phoneNumber, brand)),
    });
    ttq.track(
      name,
      {},
      { event_id: leadEventId ?? sha256Hex(`${Date.now()}${crypto.randomUUID()}`) },
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.error(`Failed to send TikTok Pixel event "${name}": ${reason}`);
  }
}

export function createTikTokPixel(options: {
  id: string;
  brand: Pick<BrandConfig, 'country' | 'phonePrefix'>;
}): TrackingVendor {
  let active = false;
  let loaded = false;
  return {
    name: 'tiktok-pixel',
    async start() {
      if (loaded) {
        (window as TikTokWindow).ttq?.grantConsent?.();
        active = true;
        return true;
      }
      installQueue(window as TikTokWindow, options.id);
      const src = `${TIKTOK_ORIGIN}/i18n/pixel/events.js?sdkid=${encodeURIComponent(options.id)}&lib=ttq`;
      if (!(await loadScript(src))) {
        logger.error('Failed to load the TikTok pixel');
        return false;
      }
      loaded = true;
      active = true;
      return true;
    },
    send(event, identity) {
      const name = EventNames[event.kind];
      if (!active || !name || !('eventId' in event)) return [];
      const send = () => sendTikTokEvent(name, identity, options.brand, event.eventId);
      // A page that asked for a phone has its module: the event goes in this task. Otherwise (a
      // phone restored, no phone field drawn yet) it goes once the module is fetched.
      if (identity.phoneNumber && !loadedPhoneParser()) {
        void loadPhoneNumberModule().then(send, send);
      } else send();
      // The identity goes hashed, in `identify`: the panel does not show it.
      return [{ name, properties: { event_id: event.eventId } }];
    },
    stop() {
      active = false;
      (window as TikTokWindow).ttq?.revokeConsent?.();
    },
  };
}
