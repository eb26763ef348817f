import { ApplicationState } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { leadEventId } from './conversion-id';
import {
  isApplicationEnd,
  isConverted,
  leadLinkStep,
  trackingEventsBetween,
  type TrackedSnapshot,
} from './tracking-decision';

const at = (
  path: string,
  state: ApplicationState = ApplicationState.NONE,
  leadId: string | null = null,
): TrackedSnapshot => ({ path, state, leadId });

describe('the tracking decision', () => {
  test('the first snapshot of a page load is only a page view, even with a lead already decided', () => {
    expect(trackingEventsBetween(null, at('/'), 'classic')).toEqual([
      { kind: 'step_viewed', step: 'loan-information', flow: 'classic' },
    ]);
    expect(
      trackingEventsBetween(null, at('/accepted', ApplicationState.ACCEPTED, 'L1'), 'classic'),
    ).toEqual([{ kind: 'step_viewed', step: 'accepted', flow: 'classic' }]);
  });

  test('a link that carries a lead id is viewed by its page, never with the id (issue 36)', () => {
    const id = '3f2a9c1e-7b4d-4e2a-9c1e-7b4d4e2a9c1e';
    expect(trackingEventsBetween(null, at(`/continue/${id}`), 'classic')).toEqual([
      { kind: 'step_viewed', step: 'continue', flow: 'classic' },
    ]);
    expect(trackingEventsBetween(null, at(`/${id}/consents`), 'classic')).toEqual([
      { kind: 'step_viewed', step: 'customer-consents', flow: 'classic' },
    ]);
    for (const path of [`/continue/${id}/`, `/continue/${id}/more`, `/${id}/consents/`]) {
      expect(JSON.stringify(trackingEventsBetween(null, at(path), 'v3')), path).not.toContain(id);
    }
    // A page of the flow is named by its route, whatever its words.
    expect(leadLinkStep('/continue')).toBeUndefined();
    expect(leadLinkStep('/consents')).toBeUndefined();
    expect(leadLinkStep('/personal-details')).toBeUndefined();
  });

  test('a new page is a page view; the same page is nothing', () => {
    expect(trackingEventsBetween(at('/'), at('/personal-details'), 'v3-romanian')).toEqual([
      { kind: 'step_viewed', step: 'personal-details', flow: 'v3-romanian' },
    ]);
    expect(trackingEventsBetween(at('/x'), at('/x'), 'classic')).toEqual([]);
  });

  test('the lead appearing is lead_created, before the page view it leads to', () => {
    expect(
      trackingEventsBetween(
        at('/'),
        at('/personal-details', ApplicationState.PERSONAL_DETAILS, 'L1'),
        'classic',
      ).map((event) => event.kind),
    ).toEqual(['lead_created', 'step_viewed']);
  });

  test('leaving the form states is application_completed, once', () => {
    const form = at('/reference-information', ApplicationState.REFERENCE_INFORMATION, 'L1');
    const checking = at('/checking', ApplicationState.CHECKING, 'L1');
    expect(trackingEventsBetween(form, checking, 'classic').map((event) => event.kind)).toEqual([
      'step_viewed',
      'application_completed',
    ]);
    const accepted = at('/accepted', ApplicationState.ACCEPTED, 'L1');
    expect(trackingEventsBetween(checking, accepted, 'classic').map((event) => event.kind)).toEqual(
      ['step_viewed'],
    );
  });

  test('a rejection is completed (if straight from the form) and rejected', () => {
    const form = at('/other-information', ApplicationState.OTHER_INFORMATION, 'L1');
    expect(
      trackingEventsBetween(form, at('/rejected', ApplicationState.REJECTED, 'L1'), 'classic').map(
        (event) => event.kind,
      ),
    ).toEqual(['step_viewed', 'application_completed', 'application_rejected']);
    expect(
      trackingEventsBetween(
        at('/checking', ApplicationState.CHECKING, 'L1'),
        at('/rejected', ApplicationState.REJECTED, 'L1'),
        'classic',
      ).map((event) => event.kind),
    ).toEqual(['step_viewed', 'application_rejected']);
  });

  test('a lead that stays rejected is not rejected again on the next page', () => {
    const rejected = at('/rejected', ApplicationState.REJECTED, 'L1');
    expect(
      trackingEventsBetween(rejected, at('/faq', ApplicationState.REJECTED, 'L1'), 'classic'),
    ).toEqual([{ kind: 'step_viewed', step: 'faq', flow: 'classic' }]);
  });

  test('without a lead, a state outside the form tracks no completion or rejection', () => {
    const form = at('/other-information', ApplicationState.OTHER_INFORMATION);
    expect(
      trackingEventsBetween(form, at('/rejected', ApplicationState.REJECTED), 'classic').map(
        (event) => event.kind,
      ),
    ).toEqual(['step_viewed']);
  });

  test('a new lead that ends at once after an earlier one ended is completed again', () => {
    const earlier = at('/accepted', ApplicationState.ACCEPTED, 'L1');
    expect(
      trackingEventsBetween(
        earlier,
        at('/checking', ApplicationState.CHECKING, 'L2'),
        'classic',
      ).map((event) => event.kind),
    ).toEqual(['lead_created', 'step_viewed', 'application_completed']);
  });
});

describe('the conversion, once per lead (issue 39)', () => {
  const kinds = (events: readonly { kind: string }[]) => events.map((event) => event.kind);
  /** A `+mobile` applicant's moves through the classic form, in the order the sandbox gives. */
  const mobileApplicant = [
    at('/contact-details', ApplicationState.CONTACT_DETAILS, 'L1'),
    at('/mobile-verification', ApplicationState.MOBILE_VERIFICATION, 'L1'),
    at('/income-details', ApplicationState.INCOME_DETAILS, 'L1'),
    at('/other-information', ApplicationState.OTHER_INFORMATION, 'L1'),
    at('/checking', ApplicationState.CHECKING, 'L1'),
    at('/thank-you', ApplicationState.THANK_YOU, 'L1'),
  ];

  test('a +mobile applicant converts once, at checking, not after the contact details', () => {
    const completions = mobileApplicant
      .slice(1)
      .map((next, index) =>
        kinds(trackingEventsBetween(mobileApplicant[index] ?? null, next, 'classic')).includes(
          'application_completed',
        ),
      );
    expect(completions).toEqual([false, false, false, true, false]);
  });

  test('each lead event carries the id derived from its lead, never the lead id', () => {
    const events = trackingEventsBetween(
      at('/other-information', ApplicationState.NONE),
      at('/rejected', ApplicationState.REJECTED, 'L1'),
      'classic',
    );
    expect(events).toEqual([
      { kind: 'lead_created', eventId: leadEventId('L1', 'lead_created') },
      { kind: 'step_viewed', step: 'rejected', flow: 'classic' },
      { kind: 'application_completed', eventId: leadEventId('L1', 'application_completed') },
      { kind: 'application_rejected', eventId: leadEventId('L1', 'application_rejected') },
    ]);
    expect(JSON.stringify(events)).not.toContain('L1');
  });

  // The state a lead reaches, and whether that is the conversion at each moment a brand may pick.
  const S = ApplicationState;
  test.each([
    [S.CONTACT_DETAILS, false, false, false],
    [S.MOBILE_VERIFICATION, false, false, false],
    [S.CHANGE_MOBILE_NUMBER, false, false, false],
    [S.INCOME_DETAILS, false, false, false],
    [S.REFERENCE_INFORMATION, false, false, false],
    [S.CONTINUE, false, false, false],
    [S.NONE, false, false, false],
    [S.CHECKING, true, false, false],
    [S.EMPLOYMENT_DETAILS, true, false, false],
    [S.VEHICLE, true, false, false],
    [S.THANK_YOU, true, false, false],
    [S.REJECTED, true, false, false],
    [S.COFIDIS_OFFER, true, true, false],
    [S.IPFD_OFFER_CHOICE, true, true, false],
    [S.PROVIDENT_OFFER, true, true, false],
    [S.INSTABANK_OFFER, true, true, false],
    [S.PROFICREDIT_OFFER, true, true, false],
    [S.ACCEPTED, true, true, true],
    [S.REDIRECTED, true, true, true],
  ])('state %i: submitted %s, accepted %s, offer taken %s', (state, submitted, accepted, taken) => {
    expect(isConverted(state, 'submitted')).toBe(submitted);
    expect(isConverted(state, 'accepted')).toBe(accepted);
    expect(isConverted(state, 'offer-taken')).toBe(taken);
  });

  test('at the brand’s moment: accepted converts at the offer, offer taken once accepted', () => {
    const checking = at('/checking', S.CHECKING, 'L1');
    const offer = at('/cofidis-offer', S.COFIDIS_OFFER, 'L1');
    const accepted = at('/accepted', S.ACCEPTED, 'L1');
    const completedAt = (moment: 'submitted' | 'accepted' | 'offer-taken') =>
      (
        [
          [at('/other-information', S.OTHER_INFORMATION, 'L1'), checking],
          [checking, offer],
          [offer, accepted],
        ] as const
      ).map(([from, to]) =>
        kinds(trackingEventsBetween(from, to, 'classic', moment)).includes('application_completed'),
      );
    expect(completedAt('submitted')).toEqual([true, false, false]);
    expect(completedAt('accepted')).toEqual([false, true, false]);
    expect(completedAt('offer-taken')).toEqual([false, false, true]);
  });

  test('a rejection is no conversion where the brand counts acceptance', () => {
    const events = trackingEventsBetween(
      at('/checking', S.CHECKING, 'L1'),
      at('/rejected', S.REJECTED, 'L1'),
      'classic',
      'accepted',
    );
    expect(kinds(events)).toEqual(['step_viewed', 'application_rejected']);
  });
});

describe('the end of the application (page-leave at the end, spec section 4)', () => {
  test.each([
    [ApplicationState.THANK_YOU, true],
    [ApplicationState.REDIRECTED, true],
    [ApplicationState.REJECTED, true],
    [ApplicationState.ACCEPTED, false],
    [ApplicationState.CHECKING, false],
    [ApplicationState.PROVIDENT_OFFER, false],
  ])('%s is the end: %s', (state, end) => {
    expect(isApplicationEnd(state)).toBe(end);
  });
});
