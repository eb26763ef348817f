import type { ConversionMoment } from '../../config/tracking-config-schema';
import { memoryLedger, type LeadEventLedger } from './lead-event-ledger';
import type { TrackedSnapshot } from './tracking-decision';
import { stepViewed, trackingEventsBetween } from './tracking-decision';
import type { TrackingEvent } from './tracking-events';
import type { TrackingIdentity, TrackingVendor } from './tracking-vendor';

/** What the runner reads at each change: the page and lead, the consent, the identity. */
export interface TrackingReading {
  snapshot: TrackedSnapshot;
  consent: boolean;
  identity: TrackingIdentity;
}

export interface TrackingRunnerOptions {
  vendors: readonly TrackingVendor[];
  consentRequired: boolean;
  flow: string;
  read: () => TrackingReading;
  /** The pages shown before tracking started, in order (features/tracking/pages-shown.ts). */
  shownBefore?: readonly string[];
  /**
   * The lead and its state as the page loaded (pages-shown.ts): the first reading is compared
   * with it, so a lead created before tracking started (a quick first Continue) still counts,
   * and one restored from storage does not.
   */
  atLoad?: Omit<TrackedSnapshot, 'path'> | null;
  /**
   * When decided events go to the vendors that are on (tracking-start: once the next frame is
   * drawn, so a move's page waits for no vendor). Decided at the change, with the identity then.
   */
  schedule?: (send: () => void) => void;
  /** When the brand counts the conversion (its tracking configuration); default `submitted`. */
  conversionMoment?: ConversionMoment;
  /**
   * The lead events sent already (lead-event-ledger.ts): one decided again (another tab, a
   * returning link, a state left and reached again) is dropped. Default: this page load's.
   */
  ledger?: LeadEventLedger;
}

/** Events decided before consent wait in memory (never stored), up to this many. */
export const MAX_HELD_EVENTS = 50;

type VendorState = 'off' | 'starting' | 'on' | 'failed';

/**
 * Applies the decisions: starts the vendors (at once, or once consent is given where it is
 * required), hands each event to every vendor that is on, holds what was decided before consent
 * and sends it once they are on, and stops them all when consent is withdrawn. Call `update`
 * after every change of the store or of the page; it returns the events it decided.
 */
export function createTrackingRunner({
  vendors,
  consentRequired,
  flow,
  read,
  shownBefore = [],
  atLoad = null,
  schedule = (send) => send(),
  conversionMoment = 'submitted',
  ledger = memoryLedger(),
}: TrackingRunnerOptions) {
  const states = new Map<TrackingVendor, VendorState>(vendors.map((vendor) => [vendor, 'off']));
  const held: TrackingEvent[] = [];
  let consentSeen = false;
  let previous: TrackedSnapshot | null = null;

  function deliver(
    vendor: TrackingVendor,
    events: readonly TrackingEvent[],
    identity = read().identity,
  ) {
    for (const event of events) vendor.send(event, identity);
  }

  function startAll() {
    for (const vendor of vendors) {
      if (states.get(vendor) !== 'off') continue;
      states.set(vendor, 'starting');
      void vendor.start().then(
        (started) => {
          if (states.get(vendor) !== 'starting') return;
          states.set(vendor, started ? 'on' : 'failed');
          if (started) deliver(vendor, held);
        },
        () => states.set(vendor, 'failed'),
      );
    }
  }

  function stopAll() {
    for (const vendor of vendors) {
      const state = states.get(vendor);
      if (state === 'on' || state === 'starting') {
        vendor.stop();
        states.set(vendor, 'off');
      }
    }
    held.length = 0;
  }

  return {
    update(): TrackingEvent[] {
      const reading = read();
      const allowed = !consentRequired || reading.consent;
      if (allowed) {
        consentSeen = true;
        startAll();
      } else if (consentSeen) {
        stopAll();
      }
      // The first reading also counts the pages shown before tracking started.
      const earlier = previous
        ? []
        : (shownBefore.at(-1) === reading.snapshot.path
            ? shownBefore.slice(0, -1)
            : shownBefore
          ).map((path) => stepViewed(path, flow));
      // No page was shown "at load" for the decision: the current one counts as a page view.
      const before = previous ?? (atLoad && { ...atLoad, path: '' });
      const decided = trackingEventsBetween(before, reading.snapshot, flow, conversionMoment);
      // Each lead event once per lead, in whatever tab or page load decides it.
      const fresh = decided.filter(
        (event) => event.kind === 'step_viewed' || ledger.claim(event.eventId),
      );
      const events = [...earlier, ...fresh];
      previous = reading.snapshot;
      if (events.length === 0) return events;
      // Held until every vendor has answered its start; a withdrawn consent holds nothing.
      if (!consentSeen || [...states.values()].includes('starting')) {
        if (!consentSeen || allowed) held.push(...events);
        held.splice(0, Math.max(0, held.length - MAX_HELD_EVENTS));
      }
      const on = vendors.filter((vendor) => states.get(vendor) === 'on');
      if (on.length > 0) {
        const { identity } = reading;
        schedule(() => {
          // A vendor stopped since (consent withdrawn) gets nothing more.
          for (const vendor of on) {
            if (states.get(vendor) === 'on') deliver(vendor, events, identity);
          }
        });
      }
      return events;
    },
  };
}
