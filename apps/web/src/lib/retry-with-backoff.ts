import { isRetryable, type ApiError, type ApiResult } from './api-client';

/** Retries of a lead call that failed for a passing reason: after 0.5 s, 1 s and 2 s. */
export const RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000];

/** The longest a retry waits for a server that asked to wait (`Retry-After`). */
export const MAX_RETRY_AFTER_MS = 30_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A call that did not reach the server while the browser says it is offline: no retry can reach
 * it either, and the page tells the applicant at once instead of after the retries (issue 37).
 */
const offline = (error: ApiError) =>
  error.code === 'network_error' && typeof navigator !== 'undefined' && !navigator.onLine;

/**
 * Calls again while the failure is retryable (network down, time-out, 5xx, rate limit), unless
 * the browser is offline: safe for a create because it carries the same idempotency key, and for
 * an update because it is a PUT.
 * Any other failure, and the last retryable one, is returned for the page to show. `retryable`
 * narrows which failures are tried again (a call sent once retries only a 429).
 */
export async function retryWithBackoff<T>(
  call: () => Promise<ApiResult<T>>,
  delays: readonly number[] = RETRY_DELAYS_MS,
  sleep: (ms: number) => Promise<void> = wait,
  retryable: (error: ApiError) => boolean = isRetryable,
): Promise<ApiResult<T>> {
  let result = await call();
  for (const delay of delays) {
    if (result.ok || !retryable(result.error) || offline(result.error)) return result;
    // A call rate-limited or told the server is down waits as long as it asks, within reason.
    await sleep(Math.max(delay, Math.min(result.error.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS)));
    result = await call();
  }
  return result;
}
