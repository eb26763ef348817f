import { useEffect, useState } from 'react';
import { secondsUntil } from './cool-down';

/**
 * Whole seconds left until `until`, ticking once a second while above zero. `since` is when
 * `until` was learnt (taken in the event that learnt it): the clock never reads earlier, so a new
 * wait starts right even though the ticking had stopped.
 */
export function useSecondsUntil(until: string | undefined, since: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = until === undefined ? 0 : secondsUntil(until, Math.max(now, since));
  const running = left > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, until, since]);
  return left;
}
