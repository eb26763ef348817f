/**
 * Checking polls with backoff, each gap after the read before it: 1 s, 1 s, 2 s, 4 s, then every
 * 8 s, for at most 3 minutes.
 */
export const POLL_FIRST_DELAY_MS = 1000;
export const POLL_MAX_DELAY_MS = 8000;
export const POLL_GIVE_UP_AFTER_MS = 180_000;
/** The page promises an answer within a minute: after one, it says it is taking longer. */
export const POLL_SLOW_AFTER_MS = 60_000;

export function pollDelay(attempt: number): number {
  return Math.min(POLL_FIRST_DELAY_MS * 2 ** attempt, POLL_MAX_DELAY_MS);
}
/**
 * Three reads in a row that fail (at 1, 2 and 4 s) are an outage, not one slow answer: the page
 * says it cannot check just now, and keeps checking.
 */
export const POLL_UNREACHABLE_AFTER_FAILURES = 3;
