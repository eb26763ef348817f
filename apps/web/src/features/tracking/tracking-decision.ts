import { ApplicationState } from '@lf/contract';
import type { ConversionMoment } from '../../config/tracking-config-schema';
import { FormFieldNames } from '../flow/lazy-form-field-names';
import { leadEventId } from './conversion-id';
import type { TrackingEvent } from './tracking-events';

/** What the tracking decision reads of the application: the page shown and the lead's place. */
export interface TrackedSnapshot {
  /** The page's route without the base path (`/personal-details`). */
  path: string;
  leadId: string | null;
  state: ApplicationState;
  /**
   * The fields at fault the last failed Continue showed (the store's `fieldErrorsShown`): the
   * page's route, the fields by their lead paths, and how many times errors were shown in this
   * page load (each time is one event).
   */
  fieldErrors?: ShownFieldErrors | null;
}

export interface ShownFieldErrors {
  path: string;
  fields: readonly string[];
  count: number;
}

const CatalogueNames: Readonly<Record<string, string>> = FormFieldNames;

/**
 * The form-field catalogue names of the fields at fault (spec section 3), each once, in the
 * catalogue's order: what analytics is told of a field. A field the catalogue does not name (no
 * data point of the lead) is left out rather than told by another name.
 */
export function catalogueNamesOf(paths: readonly string[]): string[] {
  const names = new Set(paths.flatMap((path) => CatalogueNames[path] ?? []));
  return Object.values(CatalogueNames).filter((name) => names.has(name));
}

/**
 * The states before the application is submitted: the form's steps and the verification of the
 * mobile number that a lead may be asked for between them (`+mobile`: after the contact details).
 */
const BeforeSubmission: ReadonlySet<ApplicationState> = new Set([
  ApplicationState.NONE,
  ApplicationState.LOAN_INFORMATION,
  ApplicationState.PERSONAL_DETAILS,
  ApplicationState.CONTACT_DETAILS,
  ApplicationState.MOBILE_VERIFICATION,
  ApplicationState.CHANGE_MOBILE_NUMBER,
  ApplicationState.INCOME_DETAILS,
  ApplicationState.OTHER_INFORMATION,
  ApplicationState.REFERENCE_INFORMATION,
  ApplicationState.CONTINUE,
]);

/** The lender said yes: an offer to take, a partner's page, or the application accepted. */
const Accepted: ReadonlySet<ApplicationState> = new Set([
  ApplicationState.ACCEPTED,
  ApplicationState.REDIRECTED,
  ApplicationState.IPFD_OFFER_CHOICE,
  ApplicationState.COFIDIS_OFFER,
  ApplicationState.PROVIDENT_OFFER,
  ApplicationState.INSTABANK_OFFER,
  ApplicationState.PROFICREDIT_OFFER,
]);

/** The applicant took the offer: accepted, or handed to the partner's page to sign. */
const OfferTaken: ReadonlySet<ApplicationState> = new Set([
  ApplicationState.ACCEPTED,
  ApplicationState.REDIRECTED,
]);

/**
 * The end of the application, where the applicant has nothing left to do here: thanked, handed
 * to the lender's page, or rejected. ACCEPTED and the offer pages still ask for a choice.
 */
const EndStates: ReadonlySet<ApplicationState> = new Set([
  ApplicationState.THANK_YOU,
  ApplicationState.REDIRECTED,
  ApplicationState.REJECTED,
]);

/** Whether the applicant reached the end (spec section 4: the page-leave event, if configured). */
export function isApplicationEnd(state: ApplicationState): boolean {
  return EndStates.has(state);
}

/** Whether the lead stands at or past the brand's conversion moment. */
export function isConverted(state: ApplicationState, moment: ConversionMoment): boolean {
  if (moment === 'accepted') return Accepted.has(state);
  if (moment === 'offer-taken') return OfferTaken.has(state);
  return !BeforeSubmission.has(state);
}

/**
 * The mail and returning links whose address carries a lead id (`/continue/{id}`,
 * `/{id}/consents`), by the step each is reported as: the id is a key to the lead and never goes
 * to a vendor (issue 36).
 */
const LinksWithLeadId: readonly (readonly [RegExp, string])[] = [
  // Prefixes: an address below a link (a hand-typed `/continue/{id}/x`) carries the id too.
  [/^\/continue\/[^/]/, 'continue'],
  [/^\/[^/]+\/consents(\/|$)/, 'customer-consents'],
];

/** The step a link with a lead id is reported as; undefined for any other address. */
export function leadLinkStep(path: string): string | undefined {
  return LinksWithLeadId.find(([pattern]) => pattern.test(path))?.[1];
}

/** The classic form's starting page, which its start route shows; a v3 flow names its own. */
export const CLASSIC_START_STEP = 'loan-information';

/**
 * A page's route as tracked: the start route shows the flow's starting page, and is told by that
 * page's own route, so that one page is one step of a funnel however the applicant reached it.
 */
export function pageAddressOf(path: string, startStep: string): string {
  return path === '/' ? `/${startStep}` : path;
}

/** A reading of the page and lead with its routes as tracked (`pageAddressOf`). */
export function trackedSnapshot(snapshot: TrackedSnapshot, startStep: string): TrackedSnapshot {
  const errors = snapshot.fieldErrors;
  return {
    ...snapshot,
    path: pageAddressOf(snapshot.path, startStep),
    ...(errors && { fieldErrors: { ...errors, path: pageAddressOf(errors.path, startStep) } }),
  };
}

/** The step a route is reported as (the start route, read alone, is the classic loan step). */
function stepOf(path: string): string {
  return leadLinkStep(path) ?? (path.replace(/^\//, '') || CLASSIC_START_STEP);
}

/** A page shown, by its route. */
export function stepViewed(path: string, flow: string): TrackingEvent {
  return { kind: 'step_viewed', step: stepOf(path), flow };
}

/**
 * The events the move from `previous` to `next` means, in order. The one decision of what is
 * tracked: vendors only translate these. The first snapshot of a page load (`previous` null) is
 * only a page view: a lead restored after a reload was created, completed or rejected before.
 * Each lead event carries the id derived from the lead (conversion-id.ts); the runner sends each
 * once per lead, whatever tab or page load decides it again.
 */
export function trackingEventsBetween(
  previous: TrackedSnapshot | null,
  next: TrackedSnapshot,
  flow: string,
  moment: ConversionMoment = 'submitted',
): TrackingEvent[] {
  const events: TrackingEvent[] = [];
  if (previous?.path !== next.path) events.push(stepViewed(next.path, flow));
  const shown = next.fieldErrors;
  if (shown && shown.count !== (previous?.fieldErrors?.count ?? 0)) {
    const fields = catalogueNamesOf(shown.fields);
    if (fields.length > 0) {
      events.push({ kind: 'field_errors_shown', step: stepOf(shown.path), flow, fields });
    }
  }
  if (!previous || !next.leadId) return events;
  const { leadId } = next;
  const newLead = leadId !== previous.leadId;
  if (newLead) {
    // A new lead: the first create, or a fresh application after an earlier one ended.
    events.unshift({ kind: 'lead_created', eventId: leadEventId(leadId, 'lead_created') });
  }
  if (next.state !== previous.state) {
    if (isConverted(next.state, moment) && (newLead || !isConverted(previous.state, moment))) {
      const eventId = leadEventId(leadId, 'application_completed');
      events.push({ kind: 'application_completed', eventId });
    }
    if (next.state === ApplicationState.REJECTED) {
      const eventId = leadEventId(leadId, 'application_rejected');
      events.push({ kind: 'application_rejected', eventId });
    }
  }
  return events;
}
