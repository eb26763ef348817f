import type { ConversionMoment } from '../../config/tracking-config-schema';
import { memoryLedger, type LeadEventLedger } from './lead-event-ledger';
import { isVendorAllowed, type ConsentChoice } from './tracking-consent';
import type { TrackedSnapshot } from './tracking-decision';
import {
  CLASSIC_START_STEP,
  pageAddressOf,
  stepViewed,
  trackedSnapshot,
  trackingEventsBetween,
} from './tracking-decision';
import { isLeadEvent, type TrackingEvent } from './tracking-events';
import type { TrackingIdentity, TrackingVendor, VendorCall } from './tracking-vendor';

/** What the runner reads at each change: the page and lead, the consent, the identity. */
export interface TrackingReading {
  snapshot: TrackedSnapshot;
  /** The tracking consent's accepted categories; null while the applicant has not chosen. */
  consent: ConsentChoice;
  identity: TrackingIdentity;
}

export interface TrackingRunnerOptions {
  vendors: readonly TrackingVendor[];
  consentRequired: boolean;
  flow: string;
  /**
   * The page the flow's start route shows (its `start`): the classic form's loan page by
   * default, the v3 flows' contact details.
   */
  startStep?: string;
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
  /** Told of each vendor's state and each event handed to a vendor (the operator's panel). */
  observe?: TrackingObserver;
}

/** `disabled`: kept off by its configuration here (never started again, unlike `off`). */
export type VendorState = 'off' | 'starting' | 'on' | 'failed' | 'disabled';

/** What the operator's tracking panel (debug-panel.ts) is told, live. */
export interface TrackingObserver {
  vendorState: (vendor: TrackingVendor['name'], state: VendorState) => void;
  /** What a vendor passed on for an event, by its own names. */
  eventSent: (vendor: TrackingVendor['name'], call: VendorCall) => void;
}

/** Events decided before consent wait in memory (never stored), up to this many. */
export const MAX_HELD_EVENTS = 50;

/**
 * Adds events to those held, keeping at most MAX_HELD_EVENTS: the oldest page views (and field
 * errors) make room first, so a long walk before the choice (a v3 flow of 35 questions, a few
 * seen twice) keeps its lead's events, each decided once per lead and never again.
 */
function hold(held: TrackingEvent[], events: readonly TrackingEvent[]) {
  held.push(...events);
  while (held.length > MAX_HELD_EVENTS) {
    const oldestOther = held.findIndex((event) => !isLeadEvent(event));
    held.splice(oldestOther === -1 ? 0 : oldestOther, 1);
  }
}

/**
 * Applies the decisions: starts each vendor (at once, or where consent is required once its
 * category is accepted), hands each event to every vendor that is on, holds what was decided
 * before the applicant chose and sends it to each vendor as it starts, and stops a vendor whose
 * category is withdrawn. Call `update` after every change of the store or of the page; it
 * returns the events it decided.
 */
export function createTrackingRunner({
  vendors,
  consentRequired,
  flow,
  startStep = CLASSIC_START_STEP,
  read,
  shownBefore = [],
  atLoad = null,
  schedule = (send) => send(),
  conversionMoment = 'submitted',
  ledger = memoryLedger(),
  observe,
}: TrackingRunnerOptions) {
  const stateOf = new Map<TrackingVendor, VendorState>(vendors.map((vendor) => [vendor, 'off']));
  const states = {
    get: (vendor: TrackingVendor) => stateOf.get(vendor),
    set(vendor: TrackingVendor, state: VendorState) {
      stateOf.set(vendor, state);
      observe?.vendorState(vendor.name, state);
    },
    values: () => stateOf.values(),
  };
  for (const vendor of vendors) observe?.vendorState(vendor.name, 'off');
  const held: TrackingEvent[] = [];
  /** Whether the applicant has chosen (or needs not): events held before go to the vendors. */
  let chosen = !consentRequired;
  /** Whether marketing is allowed by the latest reading, as the vendors running were told. */
  let marketing = !consentRequired;
  let previous: TrackedSnapshot | null = null;

  function deliver(
    vendor: TrackingVendor,
    events: readonly TrackingEvent[],
    identity = read().identity,
  ) {
    for (const event of events) {
      for (const call of vendor.send(event, identity)) observe?.eventSent(vendor.name, call);
    }
  }

  const starting = () => [...states.values()].includes('starting');

  /** Once chosen and every vendor has answered its start, nothing is held any more. */
  function releaseHeld() {
    if (chosen && !starting()) held.length = 0;
  }

  function start(vendor: TrackingVendor) {
    states.set(vendor, 'starting');
    void vendor.start().then(
      (started) => {
        if (states.get(vendor) !== 'starting') return;
        states.set(vendor, started === true ? 'on' : started || 'failed');
        if (started === true) {
          vendor.marketingAllowed?.(marketing);
          deliver(vendor, held);
        }
        releaseHeld();
      },
      () => {
        states.set(vendor, 'failed');
        releaseHeld();
      },
    );
  }

  /** Starts the vendors the choice allows, stops those it no longer does. */
  function follow(consent: ConsentChoice) {
    const marketingNow = !consentRequired || (consent?.includes('marketing') ?? false);
    if (marketingNow !== marketing) {
      marketing = marketingNow;
      for (const vendor of vendors) {
        if (states.get(vendor) === 'on') vendor.marketingAllowed?.(marketing);
      }
    }
    for (const vendor of vendors) {
      const state = states.get(vendor);
      if (isVendorAllowed(vendor.name, consentRequired, consent)) {
        if (state === 'off') start(vendor);
      } else if (state === 'on' || state === 'starting') {
        vendor.stop();
        states.set(vendor, 'off');
      }
    }
  }

  /** The pages shown before tracking started, but the one the first reading is on. */
  const pagesShownBefore = (now: string) => {
    const pages = shownBefore.map((path) => pageAddressOf(path, startStep));
    return (pages.at(-1) === now ? pages.slice(0, -1) : pages).map((path) =>
      stepViewed(path, flow),
    );
  };

  return {
    update(): TrackingEvent[] {
      const reading = read();
      const snapshot = trackedSnapshot(reading.snapshot, startStep);
      if (reading.consent !== null) chosen = true;
      follow(reading.consent);
      releaseHeld();
      // The first reading also counts the pages shown before tracking started.
      const earlier = previous ? [] : pagesShownBefore(snapshot.path);
      // No page was shown "at load" for the decision: the current one counts as a page view.
      const before = previous ?? (atLoad && { ...atLoad, path: '' });
      const decided = trackingEventsBetween(before, snapshot, flow, conversionMoment);
      // Each lead event once per lead, in whatever tab or page load decides it.
      const fresh = decided.filter((event) => !isLeadEvent(event) || ledger.claim(event.eventId));
      const events = [...earlier, ...fresh];
      previous = snapshot;
      if (events.length === 0) return events;
      // Held until the applicant has chosen and every vendor allowed has answered its start.
      if (!chosen || starting()) hold(held, events);
      const on = vendors.filter((vendor) => states.get(vendor) === 'on');
      if (on.length > 0) {
        const { identity } = reading;
        schedule(() => {
          // A vendor stopped since (its category withdrawn) gets nothing more.
          for (const vendor of on) {
            if (states.get(vendor) === 'on') deliver(vendor, events, identity);
          }
        });
      }
      return events;
    },
  };
}
