import type { TrackingEvent } from './tracking-events';

/** What a vendor may learn about the applicant: only the vendors that hash it use it. */
export interface TrackingIdentity {
  sessionId: string;
  email?: string;
  phoneNumber?: string;
}

/**
 * One tracking vendor, started after the first page is interactive. `marketing` and `recording`
 * vendors start only once consent is given where the brand requires it; `analytics` too (decision
 * record 0013). Every method must not throw: a vendor that fails, is blocked or times out logs its
 * message (spec section 8) and changes nothing the applicant sees.
 */
export interface TrackingVendor {
  readonly name:
    'tag-manager' | 'meta-pixel' | 'tiktok-pixel' | 'product-analytics' | 'session-recording';
  readonly purpose: 'marketing' | 'analytics' | 'recording';
  /** Loads the vendor's script or SDK; resolves false when it could not start. */
  start(): Promise<boolean>;
  /** Sends one event; called only after `start` resolved true. */
  send(event: TrackingEvent, identity: TrackingIdentity): void;
  /** The applicant withdrew consent: stop sending and, where the vendor can, forget them. */
  stop(): void;
}
