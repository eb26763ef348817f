/**
 * What the tracking vendors are told, in the product's own words; each vendor maps these to its
 * own events (spec section 7). Decided from the store by one pure function (`trackingEventsBetween`),
 * never by the pages. No event carries a personal value: identities go hashed, by the vendor that
 * needs them.
 */
export type TrackingEvent =
  /** A page of the flow is shown (funnel reports): its step id or state route, and the flow. */
  | { kind: 'step_viewed'; step: string; flow: string }
  /** The lead was created on the lead API (the first Continue). */
  | { kind: 'lead_created' }
  /** The form is complete: the lead left the applicant's form steps for checking or beyond. */
  | { kind: 'application_completed' }
  /** The lead was rejected. */
  | { kind: 'application_rejected' };

export type TrackingEventKind = TrackingEvent['kind'];
