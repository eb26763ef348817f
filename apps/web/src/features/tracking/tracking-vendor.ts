import type { TrackingEvent } from './tracking-events';

/** What a vendor may learn about the applicant: only the vendors that hash it use it. */
export interface TrackingIdentity {
  sessionId: string;
  email?: string;
  phoneNumber?: string;
}

/** One call a vendor made for an event: its name there and what it sent (never the identity). */
export interface VendorCall {
  name: string;
  properties: Readonly<Record<string, unknown>>;
}

/**
 * One tracking vendor, started after the first page is interactive; where the brand requires
 * consent, only once the applicant accepts its category (tracking-consent.ts's
 * `VendorCategories`, decision record 0037). Every method must not throw: a vendor that fails, is
 * blocked or times out logs its message (spec section 8) and changes nothing the applicant sees.
 */
export interface TrackingVendor {
  readonly name:
    'tag-manager' | 'meta-pixel' | 'tiktok-pixel' | 'product-analytics' | 'session-recording';
  /**
   * Loads the vendor's script or SDK; resolves false when it could not start, and `'disabled'` when
   * its configuration keeps it from starting here (not enabled, not this environment, not
   * sampled), which the operator's panel tells apart from a failure.
   */
  start(): Promise<boolean | 'disabled'>;
  /**
   * Sends one event; called only after `start` resolved true. Gives what it passed on, by the
   * vendor's own names (the operator's panel lists it): none for an event it does not send.
   */
  send(event: TrackingEvent, identity: TrackingIdentity): readonly VendorCall[];
  /** The applicant withdrew consent: stop sending and, where the vendor can, forget them. */
  stop(): void;
  /**
   * Whether the marketing category is allowed (always, where the brand asks no consent), for a
   * vendor of another category that holds marketing data (product analytics, the ad-click ids):
   * told once it has started and at each change while it runs.
   */
  marketingAllowed?(allowed: boolean): void;
}
