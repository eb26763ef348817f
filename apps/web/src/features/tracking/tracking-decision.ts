import { ApplicationState } from '@lf/contract';
import type { TrackingEvent } from './tracking-events';

/** What the tracking decision reads of the application: the page shown and the lead's place. */
export interface TrackedSnapshot {
  /** The page's route without the base path (`/personal-details`). */
  path: string;
  leadId: string | null;
  state: ApplicationState;
}

/** The states in which the applicant is still filling in the form. */
const FormStates: ReadonlySet<ApplicationState> = new Set([
  ApplicationState.NONE,
  ApplicationState.LOAN_INFORMATION,
  ApplicationState.PERSONAL_DETAILS,
  ApplicationState.CONTACT_DETAILS,
  ApplicationState.INCOME_DETAILS,
  ApplicationState.OTHER_INFORMATION,
  ApplicationState.REFERENCE_INFORMATION,
  ApplicationState.CONTINUE,
]);

const isComplete = (state: ApplicationState) => !FormStates.has(state);

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

/** A page shown, by its route (the start route is the loan information step). */
export function stepViewed(path: string, flow: string): TrackingEvent {
  const step = leadLinkStep(path) ?? (path.replace(/^\//, '') || 'loan-information');
  return { kind: 'step_viewed', step, flow };
}

/**
 * The events the move from `previous` to `next` means, in order. The one decision of what is
 * tracked: vendors only translate these. The first snapshot of a page load (`previous` null) is
 * only a page view: a lead restored after a reload was created, completed or rejected before.
 */
export function trackingEventsBetween(
  previous: TrackedSnapshot | null,
  next: TrackedSnapshot,
  flow: string,
): TrackingEvent[] {
  const events: TrackingEvent[] = [];
  if (previous?.path !== next.path) events.push(stepViewed(next.path, flow));
  if (!previous) return events;
  if (next.leadId && next.leadId !== previous.leadId) {
    // A new lead: the first create, or a fresh application after an earlier one ended.
    events.unshift({ kind: 'lead_created' });
  }
  if (next.leadId && next.state !== previous.state) {
    if (
      isComplete(next.state) &&
      (!isComplete(previous.state) || next.leadId !== previous.leadId)
    ) {
      events.push({ kind: 'application_completed' });
    }
    if (next.state === ApplicationState.REJECTED) events.push({ kind: 'application_rejected' });
  }
  return events;
}
