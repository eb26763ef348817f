const HOUR_MS = 60 * 60 * 1000;

/** A lead expires 24 hours after it is created (spec section 9: application expiration). */
export const LEAD_LIFETIME_MS = 24 * HOUR_MS;

/** An idempotency key is honoured for 24 hours; older keys may be purged. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * HOUR_MS;
