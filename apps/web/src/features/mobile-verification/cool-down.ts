/** Whole seconds until `until` (rounded up), never below 0. */
export function secondsUntil(until: string, now: number): number {
  const at = Date.parse(until);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/** How a wait reads: seconds up to a minute and a half, then whole minutes (rounded up). */
export function waitOf(seconds: number): { unit: 'seconds' | 'minutes'; count: number } {
  return seconds <= 90
    ? { unit: 'seconds', count: seconds }
    : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}
