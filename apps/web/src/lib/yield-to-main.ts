interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one: long start-up work split this way lets the
 * browser handle a tap or draw a frame between its parts, and no part blocks the page for long
 * (Lighthouse's total blocking time counts what each task takes beyond 50 ms). Chromium's
 * `scheduler.yield` resumes ahead of other queued work; elsewhere a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
