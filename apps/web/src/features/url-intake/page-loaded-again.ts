/**
 * Whether this page was loaded again (reloaded, or come back to through the history once it had
 * left the browser's memory) rather than opened from a link. A mail link's parts (its address,
 * its token) leave the address bar as the page first opens and are kept nowhere, so a page
 * loaded again holds none of them: it asks for the mail's link again, and never calls a link
 * expired or used that no server refused.
 */
export function pageLoadedAgain(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}
