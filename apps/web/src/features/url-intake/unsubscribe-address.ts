let held: string | null = null;

/**
 * An unsubscribe link's address (`/unsubscribe?email=`) is not a prefill: it leaves the address
 * bar before anything else runs (no request carries it as a referrer, no history entry keeps it,
 * the application never stores it) and is held in memory for the unsubscribe page alone.
 */
export function holdUnsubscribeAddress(win: Window = window): void {
  const url = new URL(win.location.href);
  if (!/\/unsubscribe\/?$/.test(url.pathname)) return;
  held = url.searchParams.get('email');
  if (held === null) return;
  url.searchParams.delete('email');
  win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
}

/** The address `holdUnsubscribeAddress` took from the link, or null when it had none. */
export function heldUnsubscribeAddress(): string | null {
  return held;
}
