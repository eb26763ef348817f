import { ApplicationState } from '@lf/contract';
import { describe, expect, test, vi } from 'vitest';
import { memoryLedger } from './lead-event-ledger';
import type { ConsentChoice } from './tracking-consent';
import type { TrackingEvent } from './tracking-events';
import { createTrackingRunner, MAX_HELD_EVENTS, type TrackingReading } from './tracking-runner';
import type { TrackingVendor } from './tracking-vendor';

function fakeVendor(
  starts: boolean | 'disabled' = true,
  name: TrackingVendor['name'] = 'meta-pixel',
) {
  const sent: TrackingEvent['kind'][] = [];
  const vendor: TrackingVendor = {
    name,
    start: vi.fn(async () => starts),
    send: (event) => {
      sent.push(event.kind);
      return [{ name: event.kind, properties: {} }];
    },
    stop: vi.fn(),
  };
  return { vendor, sent };
}

/** The applicant accepted the marketing category (the fake vendor's), or only what is necessary. */
const MARKETING: ConsentChoice = ['necessary', 'marketing'];
const REJECTED: ConsentChoice = ['necessary'];

function world(consent: boolean) {
  const reading: TrackingReading = {
    snapshot: { path: '/', leadId: null, state: ApplicationState.NONE },
    consent: consent ? MARKETING : null,
    identity: { sessionId: 's' },
  };
  return reading;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A runner whose deliveries wait, as tracking-start's wait for the next frame, until `drawn()`;
 * consent is required when `consent` is (and given at first).
 */
function scheduledRunner(consent: boolean) {
  const { vendor, sent } = fakeVendor();
  const reading = world(consent);
  const waiting: (() => void)[] = [];
  const runner = createTrackingRunner({
    vendors: [vendor],
    consentRequired: consent,
    flow: 'f',
    read: () => reading,
    schedule: (send) => void waiting.push(send),
  });
  const drawn = () => waiting.splice(0).forEach((send) => send());
  return { runner, reading, vendor, sent, drawn };
}

describe('the tracking runner', () => {
  test('without a consent requirement, vendors start at once and get every event', async () => {
    const { vendor, sent } = fakeVendor();
    const reading = world(false);
    const runner = createTrackingRunner({
      vendors: [vendor],
      consentRequired: false,
      flow: 'f',
      read: () => reading,
    });
    runner.update();
    await settle();
    reading.snapshot = {
      path: '/personal-details',
      leadId: 'L',
      state: ApplicationState.PERSONAL_DETAILS,
    };
    runner.update();
    expect(vendor.start).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['step_viewed', 'lead_created', 'step_viewed']);
  });

  test('where consent is required nothing starts before it; then the held events go, and withdrawal stops all', async () => {
    const { vendor, sent } = fakeVendor();
    const reading = world(false);
    const runner = createTrackingRunner({
      vendors: [vendor],
      consentRequired: true,
      flow: 'f',
      read: () => reading,
    });
    runner.update();
    reading.snapshot = {
      path: '/personal-details',
      leadId: 'L',
      state: ApplicationState.PERSONAL_DETAILS,
    };
    runner.update();
    await settle();
    expect(vendor.start).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
    reading.consent = MARKETING;
    reading.snapshot = { ...reading.snapshot, path: '/contact-details' };
    runner.update();
    await settle();
    expect(sent).toEqual(['step_viewed', 'lead_created', 'step_viewed', 'step_viewed']);
    reading.consent = REJECTED;
    reading.snapshot = { ...reading.snapshot, path: '/income-details' };
    runner.update();
    await settle();
    expect(vendor.stop).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(4);
  });

  test('each vendor starts with its own category: analytics only starts analytics, not marketing', async () => {
    const marketing = fakeVendor(true, 'meta-pixel');
    const analytics = fakeVendor(true, 'product-analytics');
    const reading = world(false);
    const runner = createTrackingRunner({
      vendors: [marketing.vendor, analytics.vendor],
      consentRequired: true,
      flow: 'f',
      read: () => reading,
    });
    runner.update();
    await settle();
    reading.consent = ['necessary', 'analytics'];
    runner.update();
    await settle();
    expect(analytics.vendor.start).toHaveBeenCalledTimes(1);
    expect(marketing.vendor.start).not.toHaveBeenCalled();
    // The page shown before the choice, then the next one.
    reading.snapshot = { ...reading.snapshot, path: '/next' };
    runner.update();
    expect(analytics.sent).toEqual(['step_viewed', 'step_viewed']);
    expect(marketing.sent).toEqual([]);
    // Marketing accepted later in the settings: it starts, with what comes from then on.
    reading.consent = ['necessary', 'analytics', 'marketing'];
    runner.update();
    await settle();
    expect(marketing.vendor.start).toHaveBeenCalledTimes(1);
    reading.snapshot = { ...reading.snapshot, path: '/last' };
    runner.update();
    expect(marketing.sent).toEqual(['step_viewed']);
    // Analytics withdrawn: only it stops.
    reading.consent = ['necessary', 'marketing'];
    runner.update();
    expect(analytics.vendor.stop).toHaveBeenCalledTimes(1);
    expect(marketing.vendor.stop).not.toHaveBeenCalled();
  });

  test('reject all: nothing starts and the events held before the choice are dropped', async () => {
    const { vendor, sent } = fakeVendor();
    const reading = world(false);
    const runner = createTrackingRunner({
      vendors: [vendor],
      consentRequired: true,
      flow: 'f',
      read: () => reading,
    });
    runner.update();
    reading.consent = REJECTED;
    runner.update();
    reading.consent = MARKETING;
    reading.snapshot = { ...reading.snapshot, path: '/next' };
    runner.update();
    await settle();
    // Accepted later: only the page from then on, not the one held before the rejection.
    expect(sent).toEqual(['step_viewed']);
  });

  test("the operator's panel is told each vendor's state and each event it is handed", async () => {
    const { vendor } = fakeVendor();
    const reading = world(false);
    const seen: string[] = [];
    const runner = createTrackingRunner({
      vendors: [vendor],
      consentRequired: true,
      flow: 'f',
      read: () => reading,
      observe: {
        vendorState: (name, state) => void seen.push(`${name} ${state}`),
        eventSent: (name, event) => void seen.push(`${name} got ${JSON.stringify(event)}`),
      },
    });
    runner.update();
    reading.consent = MARKETING;
    runner.update();
    await settle();
    expect(seen).toEqual([
      'meta-pixel off',
      'meta-pixel starting',
      'meta-pixel on',
      'meta-pixel got {"name":"step_viewed","properties":{}}',
    ]);
  });

  // Walker F3: recording switched off outside production was listed as "failed".
  test("the operator's panel tells a vendor its configuration keeps off from one that failed", async () => {
    const seen: string[] = [];
    const runner = createTrackingRunner({
      vendors: [fakeVendor('disabled', 'session-recording').vendor, fakeVendor(false).vendor],
      consentRequired: false,
      flow: 'f',
      read: () => world(true),
      observe: {
        vendorState: (name, state) => void seen.push(`${name} ${state}`),
        eventSent: () => undefined,
      },
    });
    runner.update();
    await settle();
    // Kept off, it is not started again at the next reading; a failed one is not either.
    runner.update();
    await settle();
    expect(seen).toEqual([
      'session-recording off',
      'meta-pixel off',
      'session-recording starting',
      'meta-pixel starting',
      'session-recording disabled',
      'meta-pixel failed',
    ]);
  });

  // Walker R: the panel listed 33 events for Meta's pixel on credisol-es, which had passed on
  // two (its pixel sends only a lead's events).
  test("the operator's panel is told only what a vendor passed on, by the vendor's own names", async () => {
    const seen: string[] = [];
    const vendor: TrackingVendor = {
      name: 'meta-pixel',
      start: async () => true,
      send: (event) =>
        event.kind === 'lead_created'
          ? [{ name: 'Lead', properties: { eventID: event.eventId } }]
          : [],
      stop: () => undefined,
    };
    const reading = world(false);
    const runner = createTrackingRunner({
      vendors: [vendor],
      consentRequired: false,
      flow: 'f',
      read: () => reading,
      observe: {
        vendorState: () => undefined,
        eventSent: (name, call) =>
          void seen.push(`${name}: ${call.name} ${JSON.stringify(call.properties)}`),
      },
    });
    runner.update();
    await settle();
    reading.snapshot = {
      path: '/personal-details',
      leadId: 'L',
      state: ApplicationState.PERSONAL_DETAILS,
    };
    runner.update();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^meta-pixel: Lead \{"eventID":"[0-9a-f]+"\}$/);
  });

  test('a vendor that cannot start gets nothing and is not tried again', async () => {
    const { vendor, sent } = fakeVendor(false);
    const reading = world(true);
    const runner = createTrackingRunner({
      vendors: [vendor],
      consentRequired: false,
      flow: 'f',
      read: () => reading,
    });
    runner.update();
    await settle();
    reading.snapshot = { ...reading.snapshot, path: '/next' };
    runner.update();
    expect(vendor.start).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });
});

describe('the pages shown before tracking started', () => {
  test('count as views, in order, before the page shown now', async () => {
    const { vendor, sent } = fakeVendor();
    const viewed: string[] = [];
    vendor.send = (event) => {
      sent.push(event.kind);
      if (event.kind === 'step_viewed') viewed.push(event.step);
      return [];
    };
    const reading = world(false);
    reading.snapshot = {
      path: '/contact-details',
      leadId: 'L',
      state: ApplicationState.CONTACT_DETAILS,
    };
    const runner = createTrackingRunner({
      vendors: [vendor],
      consentRequired: false,
      flow: 'f',
      read: () => reading,
      shownBefore: ['/', '/personal-details', '/contact-details'],
    });
    runner.update();
    await settle();
    runner.update();
    expect(viewed).toEqual(['loan-information', 'personal-details', 'contact-details']);
  });

  test('a lead created before tracking started is still counted once; one restored at load is not', async () => {
    for (const [atLoad, expected] of [
      [{ leadId: null, state: ApplicationState.NONE }, ['lead_created']],
      [{ leadId: 'L', state: ApplicationState.PERSONAL_DETAILS }, []],
    ] as const) {
      const { vendor, sent } = fakeVendor();
      const reading = world(false);
      // The applicant pressed Continue before the browser was idle: the lead exists already.
      reading.snapshot = {
        path: '/personal-details',
        leadId: 'L',
        state: ApplicationState.PERSONAL_DETAILS,
      };
      const runner = createTrackingRunner({
        vendors: [vendor],
        consentRequired: false,
        flow: 'f',
        read: () => reading,
        shownBefore: ['/', '/personal-details'],
        atLoad,
      });
      runner.update();
      await settle();
      runner.update();
      expect(sent.filter((kind) => kind !== 'step_viewed')).toEqual(expected);
      expect(sent.filter((kind) => kind === 'step_viewed')).toHaveLength(2);
    }
  });

  test('decided events reach the vendors when the runner schedules them, not while the change happens', async () => {
    const { runner, reading, sent, drawn } = scheduledRunner(false);
    runner.update();
    await settle();
    reading.snapshot = {
      path: '/personal-details',
      leadId: 'L',
      state: ApplicationState.PERSONAL_DETAILS,
    };
    expect(runner.update()).toHaveLength(2);
    expect(sent).toEqual(['step_viewed']);
    drawn();
    expect(sent).toEqual(['step_viewed', 'lead_created', 'step_viewed']);
  });

  test('an event decided before consent is withdrawn is not sent after', async () => {
    const { runner, reading, vendor, sent, drawn } = scheduledRunner(true);
    runner.update();
    await settle();
    reading.snapshot = { ...reading.snapshot, path: '/next' };
    runner.update();
    reading.consent = REJECTED;
    runner.update();
    drawn();
    expect(vendor.stop).toHaveBeenCalled();
    expect(sent).toEqual(['step_viewed']);
  });
});

describe('each lead event once per lead (issue 39)', () => {
  const checking = { path: '/checking', leadId: 'L', state: ApplicationState.CHECKING };
  const verifying = {
    path: '/mobile-verification',
    leadId: 'L',
    state: ApplicationState.MOBILE_VERIFICATION,
  };

  test('a state left and reached again does not convert again', async () => {
    const { vendor, sent } = fakeVendor();
    const reading = world(false);
    reading.snapshot = { path: '/other-information', leadId: 'L', state: 5 };
    const runner = createTrackingRunner({
      vendors: [vendor],
      consentRequired: false,
      flow: 'f',
      read: () => reading,
    });
    runner.update();
    await settle();
    for (const snapshot of [checking, verifying, checking]) {
      reading.snapshot = snapshot;
      runner.update();
    }
    expect(sent.filter((kind) => kind === 'application_completed')).toHaveLength(1);
  });

  test('a long walk before the choice keeps the lead events held: the oldest page views make room', async () => {
    const { vendor, sent } = fakeVendor();
    const reading = world(false);
    const runner = createTrackingRunner({
      vendors: [vendor],
      consentRequired: true,
      flow: 'f',
      read: () => reading,
    });
    runner.update();
    reading.snapshot = { path: '/step-0', leadId: 'L', state: ApplicationState.PERSONAL_DETAILS };
    runner.update();
    // A v3 flow of 35 questions, some of them seen twice (Back), before the bar is answered.
    for (let step = 1; step <= MAX_HELD_EVENTS + 10; step += 1) {
      reading.snapshot = { ...reading.snapshot, path: `/step-${step}` };
      runner.update();
    }
    reading.snapshot = checking;
    runner.update();
    reading.consent = MARKETING;
    runner.update();
    await settle();
    expect(sent).toHaveLength(MAX_HELD_EVENTS);
    expect(sent.filter((kind) => kind !== 'step_viewed')).toEqual([
      'lead_created',
      'application_completed',
    ]);
  });

  test('two runners sharing a ledger (two tabs, a reload) send a lead’s conversion once', async () => {
    const ledger = memoryLedger();
    const tabs = [fakeVendor(), fakeVendor()].map(({ vendor, sent }) => {
      const reading = world(false);
      reading.snapshot = { path: '/other-information', leadId: 'L', state: 5 };
      const runner = createTrackingRunner({
        vendors: [vendor],
        consentRequired: false,
        flow: 'f',
        read: () => reading,
        ledger,
      });
      runner.update();
      return { runner, reading, sent };
    });
    await settle();
    for (const tab of tabs) {
      tab.reading.snapshot = checking;
      tab.runner.update();
    }
    expect(tabs.map((tab) => tab.sent.filter((kind) => kind === 'application_completed'))).toEqual([
      ['application_completed'],
      [],
    ]);
  });

  test('the brand’s conversion moment decides when it goes', async () => {
    const { vendor, sent } = fakeVendor();
    const reading = world(false);
    reading.snapshot = checking;
    const runner = createTrackingRunner({
      vendors: [vendor],
      consentRequired: false,
      flow: 'f',
      read: () => reading,
      atLoad: { leadId: 'L', state: ApplicationState.OTHER_INFORMATION },
      conversionMoment: 'offer-taken',
    });
    runner.update();
    await settle();
    expect(sent).not.toContain('application_completed');
    reading.snapshot = { path: '/accepted', leadId: 'L', state: ApplicationState.ACCEPTED };
    runner.update();
    expect(sent).toContain('application_completed');
  });

  // Walking lei-rapid-ro with the tracking panel: its first page, the contact details, was sent
  // as "loan-information", a page the v3 flow does not have, and under its own name once reached
  // by its own address: one page, two steps in a lender's funnel.
  test('a flow that starts on another page reports its start route as that page, by one name', () => {
    const { vendor } = fakeVendor();
    const reading = world(false);
    const runner = createTrackingRunner({
      vendors: [vendor],
      consentRequired: false,
      flow: 'v3-romanian',
      startStep: 'initial-details',
      read: () => reading,
      shownBefore: ['/'],
    });
    const step = (events: TrackingEvent[]) =>
      events.map((event) => ('step' in event ? `${event.kind} ${event.step}` : event.kind));
    expect(step(runner.update())).toEqual(['step_viewed initial-details']);
    reading.snapshot = { ...reading.snapshot, path: '/initial-details' };
    expect(step(runner.update()), 'the same page by its own address').toEqual([]);
    reading.snapshot = {
      ...reading.snapshot,
      path: '/',
      fieldErrors: { path: '/', fields: ['contactDetails.email'], count: 1 },
    };
    expect(step(runner.update())).toEqual(['field_errors_shown initial-details']);
    reading.snapshot = { path: '/name', leadId: 'L', state: ApplicationState.NONE };
    expect(step(runner.update())).toEqual(['lead_created', 'step_viewed name']);
  });
});
