import { ApplicationState } from '@lf/contract';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FormFieldNames, MarketingConsentFieldNames } from '../flow/lazy-form-field-names';
import { fakePostHog, testProductAnalytics } from '../../test/fake-posthog';
import { createTagManager } from './tag-manager';
import { catalogueNamesOf, trackingEventsBetween, type TrackedSnapshot } from './tracking-decision';
import type { TrackingEvent } from './tracking-events';

vi.mock('./load-script', () => ({ loadScript: vi.fn(async () => true) }));

type TestWindow = Window & { dataLayer?: unknown[] };

/** Every name analytics may use for a field: the form-field catalogue's (spec section 3). */
const CatalogueNames = new Set<string>([
  ...Object.values(FormFieldNames),
  ...Object.values(MarketingConsentFieldNames),
]);

/** What the applicant typed: none of it may reach a vendor. */
const typed = ['Ana', 'García López', '12345678Z', 'ana@example.com', '+34600111222'];

const page = (fields: string[], count: number): TrackedSnapshot => ({
  path: '/personal-details',
  leadId: null,
  state: ApplicationState.PERSONAL_DETAILS,
  fieldErrors: { path: '/personal-details', fields, count },
});

/** Every field name in an event's or a push's properties. */
function namedFields(payload: unknown): string[] {
  if (typeof payload !== 'object' || payload === null) return [];
  const fields = (payload as { fields?: unknown }).fields;
  return Array.isArray(fields) ? fields.map(String) : [];
}

beforeEach(() => {
  delete (window as TestWindow).dataLayer;
});
afterEach(() => {
  delete (window as TestWindow).dataLayer;
});

describe('field events', () => {
  test('a failed Continue is told once per showing, by the fields’ catalogue names', () => {
    const before = page(['personalDetails.firstName'], 1);
    const after = page(['personalDetails.firstName', 'contactDetails.email'], 2);
    expect(trackingEventsBetween(before, after, 'v3')).toEqual([
      {
        kind: 'field_errors_shown',
        step: 'personal-details',
        flow: 'v3',
        fields: ['form_first_name', 'form_email'],
      },
    ]);
    // The same showing read again (another change of the store) is no new event.
    expect(trackingEventsBetween(after, after, 'v3')).toEqual([]);
  });

  test('the first failed Continue of a page that showed no error is told', () => {
    const failed = page(['personalDetails.firstName'], 1);
    for (const fieldErrors of [undefined, null]) {
      const before: TrackedSnapshot = { ...failed, fieldErrors };
      expect(trackingEventsBetween(before, failed, 'classic'), String(fieldErrors)).toEqual([
        {
          kind: 'field_errors_shown',
          step: 'personal-details',
          flow: 'classic',
          fields: ['form_first_name'],
        },
      ]);
    }
  });

  test('errors shown before tracking started are told with the first reading', () => {
    expect(trackingEventsBetween(null, page(['otherDetails.loanPurpose'], 1), 'v3')).toEqual([
      { kind: 'step_viewed', step: 'personal-details', flow: 'v3' },
      {
        kind: 'field_errors_shown',
        step: 'personal-details',
        flow: 'v3',
        fields: ['form_loan_purpose'],
      },
    ]);
  });

  test('a field the catalogue does not name is left out, never told by another name', () => {
    expect(catalogueNamesOf(['personalDetails.firstName', 'somethingElse', 'amount'])).toEqual([
      'loan_amount',
      'form_first_name',
    ]);
    expect(trackingEventsBetween(page([], 0), page(['somethingElse'], 1), 'v3')).toEqual([]);
  });

  test('the dataLayer and product analytics name fields by the catalogue only, and carry no value', async () => {
    const paths = Object.keys(FormFieldNames);
    const [event] = trackingEventsBetween(page([], 0), page(paths, 1), 'classic');
    expect(event?.kind).toBe('field_errors_shown');
    const identity = { sessionId: 'S-1', email: typed[3], phoneNumber: typed[4] };

    const tag = createTagManager({
      id: 'GTM-ABC1234',
      adsConversionSendTo: undefined,
      context: { brand: 'default-es', country: 'ES', locale: () => 'es' },
      campaign: Promise.resolve({}),
    });
    await tag.start();
    tag.send(event as TrackingEvent, identity);
    const pushed = (window as TestWindow).dataLayer?.at(-1);
    expect(pushed).toMatchObject({ event: 'lf_field_errors', step: 'personal-details' });

    const { client, load } = fakePostHog();
    const analytics = testProductAnalytics(load);
    await analytics.start();
    analytics.send(event as TrackingEvent, identity);
    const [[name, properties]] = client.capture.mock.calls as [[string, unknown]];
    expect(name).toBe('field_errors_shown');

    for (const payload of [pushed, properties]) {
      const fields = namedFields(payload);
      expect(fields).toHaveLength(paths.length);
      expect(fields.filter((field) => !CatalogueNames.has(field))).toEqual([]);
      const text = JSON.stringify(payload);
      for (const value of typed) expect(text).not.toContain(value);
      for (const path of paths) expect(text).not.toContain(`"${path}"`);
    }
  });
});
