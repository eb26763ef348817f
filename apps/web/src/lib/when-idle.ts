/** The longest wait for an idle period: a page kept busy still gets the work done. */
const IDLE_TIMEOUT_MS = 500;

/**
 * Resolves when the browser is next idle (requestIdleCallback), at the latest after half a
 * second (`timeoutMs`; null waits for as long as the browser stays busy), or after a zero-delay
 * timer where there is none (Safari). Work done a piece per idle period never holds up a tap or
 * a frame.
 */
export function whenIdle(timeoutMs: number | null = IDLE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), timeoutMs === null ? {} : { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
