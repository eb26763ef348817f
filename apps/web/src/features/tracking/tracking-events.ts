/**
 * What the tracking vendors are told, in the product's own words; each vendor maps these to its
 * own events (spec section 7). Decided from the store by one pure function (`trackingEventsBetween`),
 * never by the pages. No event carries a personal value: identities go hashed, by the vendor that
 * needs them.
 */
export type TrackingEvent =
  /** A page of the flow is shown (funnel reports): its step id or state route, and the flow. */
  | { kind: 'step_viewed'; step: string; flow: string }
  /**
   * A Continue found fields at fault (the page's own check or the lead API's): the page's step and
   * the fields by their form-field catalogue names (spec section 3: `form_first_name`,
   * `consent_email` ...), never the values typed. A field without a catalogue name is left out.
   */
  | { kind: 'field_errors_shown'; step: string; flow: string; fields: readonly string[] }
  /** The lead was created on the lead API (the first Continue). */
  | { kind: 'lead_created'; eventId: string }
  /**
   * The conversion: the lead reached the moment the brand counts (`conversionMoment` of its
   * tracking configuration; by default the form submitted: checking or beyond).
   */
  | { kind: 'application_completed'; eventId: string }
  /** The lead was rejected. */
  | { kind: 'application_rejected'; eventId: string };

/**
 * The lead events carry `eventId`, derived from the lead (conversion-id.ts): the same in every
 * tab and reload, so each goes once per lead (tracking-runner's ledger) and the platforms can
 * de-duplicate a copy.
 */
export type LeadEvent = Extract<TrackingEvent, { eventId: string }>;

/** Whether an event is a lead event, sent once per lead (it carries the lead's event id). */
export function isLeadEvent(event: TrackingEvent): event is LeadEvent {
  return 'eventId' in event;
}

export type TrackingEventKind = TrackingEvent['kind'];
