import { isPlainObject } from '../../lib/is-plain-object';

/**
 * The application's entries in the tab's history (decision 0010's addendum). Each entry a move
 * makes records how many entries the application had pushed before it (`appDepth`), so that Back
 * from a decision can leave the application's earlier pages in one press. Without this, each of
 * them sends a decided applicant back to the result, and leaving takes one press a page.
 */
export interface AppEntry {
  appDepth: number;
}

/**
 * The depth of the entry this document's last push made (at first, of the entry it opened on,
 * read as the module loads): an entry below it is an earlier one. A document opened by Back or
 * Forward stands on one.
 */
let deepest = openedOn(globalThis.window);

function openedOn(win: Window | undefined): number {
  if (!win) return 0;
  const [opened] = win.performance?.getEntriesByType?.('navigation') ?? [];
  const traversed = opened !== undefined && 'type' in opened && opened.type === 'back_forward';
  return traversed ? Infinity : depthOf(win.history.state);
}

export function depthOf(state: unknown): number {
  return isPlainObject(state) && typeof state.appDepth === 'number' ? state.appDepth : 0;
}

/** The history state of the entry a move makes: a push one deeper, a replace as deep. */
export function nextEntry(history: Pick<History, 'state'>, replace: boolean): AppEntry {
  const here = depthOf(history.state);
  // A replace (a page the applicant may not see, sent to another) leaves the newer entries newer.
  if (replace) return { appDepth: here };
  deepest = here + 1;
  return { appDepth: deepest };
}

/**
 * On an earlier entry of a decided application, reached by Back: goes to the application's first
 * entry, and from there to the page before the application, if the tab has one. A save's answer
 * that finds the applicant on the entry last made, or a page opened by its address, stays.
 */
export function leaveEarlierEntries(history: Pick<History, 'state' | 'go'>): void {
  const depth = depthOf(history.state);
  if (depth >= deepest) return;
  history.go(-Math.max(depth, 1));
}
