import { ApplicationState } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { leadLinkStep, trackingEventsBetween, type TrackedSnapshot } from './tracking-decision';

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
