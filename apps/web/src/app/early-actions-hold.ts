import { EARLY_ACTIONS_GLOBAL } from '../../server/deferred-assets';

/**
 * The first page's loader's hold on the applicant's early actions (server/deferred-assets.ts): what
 * it gives is unchecked (app/early-actions.ts reads it).
 */
export interface EarlyActionsHold {
  /** Gives what was held so far, and goes on holding. */
  take(): unknown;
  /** Stops holding, and gives what was held since the last take. */
  stop(): unknown;
  /** Runs `run`, letting the events it dispatches through. */
  pass(run: () => void): void;
}

/** The loader's hold, taken from the page (once); undefined on a page without it. */
function takeHold(scope: object): EarlyActionsHold | undefined {
  const hold: unknown = Reflect.get(scope, EARLY_ACTIONS_GLOBAL);
  Reflect.deleteProperty(scope, EARLY_ACTIONS_GLOBAL);
  if (typeof hold !== 'object' || hold === null) return undefined;
  const { take, stop, pass } = hold as Record<string, unknown>;
  if (typeof take !== 'function' || typeof stop !== 'function' || typeof pass !== 'function')
    return undefined;
  return {
    take: () => take(),
    stop: () => stop(),
    pass: (run) => pass(run),
  };
}

/**
 * Gives the loader the test of whether React has a control, noted with each value held from now
 * on: React had a change on a control it had as it came (and may have put its own value back for
 * a moment, which the change event then reads), so only a value noted before is set again.
 */
export function noteOwnershipWithValues(scope: object = window): void {
  const hold: unknown = Reflect.get(scope, EARLY_ACTIONS_GLOBAL);
  if (typeof hold !== 'object' || hold === null) return;
  const ownedBy: unknown = Reflect.get(hold, 'ownedBy');
  if (typeof ownedBy === 'function') ownedBy(ownedByReact);
}

/** Stops the loader holding, dropping what it held: for a page React draws afresh. */
export function stopHoldingEarlyActions(scope: object = window): unknown {
  return takeHold(scope)?.stop();
}

/**
 * Once React owns the page sent: replays what the applicant did on it before, in order, with
 * code of its own (`load`) that loads only when something was held. The loader goes on holding
 * until nothing is left to replay, so a tap given while that code is on its way (a Continue after
 * a held "less") comes after the taps before it, not ahead of them. The controls typed into from
 * the take-over on are noted: React had those keystrokes as they came, and a value held from
 * before would undo them.
 */
export async function handOverEarlyActions(
  load: () => Promise<{
    replayUntilNothingHeld: (
      hold: EarlyActionsHold,
      held: unknown,
      typedSinceTakeOver: ReadonlySet<EventTarget>,
    ) => Promise<void>;
  }>,
  scope: object = window,
): Promise<void> {
  const hold = takeHold(scope);
  if (!hold) return;
  const held = hold.take();
  if (!Array.isArray(held) || held.length === 0) {
    hold.stop();
    return;
  }
  try {
    await notingTyped(async (typedSinceTakeOver) => {
      const { replayUntilNothingHeld } = await load();
      await replayUntilNothingHeld(hold, held, typedSinceTakeOver);
    });
  } finally {
    // Should the replay's code not load, the page is React's from here on.
    hold.stop();
  }
}

/**
 * A page drawn afresh (a returning applicant's own) replaced the page sent (`sentPage`, kept
 * aside as the applicant left it): what was typed or ticked there goes to the same controls of
 * the new page, with code of its own (`load`); a control typed into there first keeps its text.
 */
export function carryOverSentPage(
  sentPage: ParentNode,
  root: ParentNode,
  load: () => Promise<{
    carryOverChanges: (
      sentPage: ParentNode,
      root: ParentNode,
      typedSinceDrawn: ReadonlySet<EventTarget>,
    ) => Promise<void>;
  }>,
): Promise<void> {
  return notingTyped(async (typedSinceDrawn) => {
    const { carryOverChanges } = await load();
    await carryOverChanges(sentPage, root, typedSinceDrawn);
  });
}

/** Runs `run` with the controls typed into while it runs (React has those keystrokes). */
async function notingTyped(run: (typed: ReadonlySet<EventTarget>) => Promise<void>) {
  const typed = new Set<EventTarget>();
  const note = (event: Event) => {
    if (event.target) typed.add(event.target);
  };
  document.addEventListener('input', note, true);
  try {
    await run(typed);
  } finally {
    document.removeEventListener('input', note, true);
  }
}

/** The little of a React fiber read here: its kind, its flags, its place in the tree. */
interface FiberLike {
  tag: number;
  flags: number;
  alternate: unknown;
  return: FiberLike | null;
}

const isFiberLike = (value: unknown): value is FiberLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'tag') === 'number' &&
  typeof Reflect.get(value, 'flags') === 'number' &&
  'alternate' in value &&
  'return' in value;

/** React's flags for a fiber not yet in the tree it has committed: Placement, Hydrating. */
const NOT_COMMITTED = 2 | 4096;
/** React's tag for its root fiber. */
const HOST_ROOT = 3;

/**
 * Whether React has taken this element over: it handles events on it. React keeps the fiber of
 * every element it meets on the element, under a key of its own, but meets an element before it
 * commits it: until then (a part of the page whose code is still on its way) it drops a keystroke
 * on it, and a value held from before would be set on the element but not in React. This reads
 * the fiber as React does before it handles an event (react-dom's getNearestMountedFiber): the
 * element is React's once no fiber from it up is still to be placed or hydrated. Should a later
 * React name its key otherwise, the wait below ends after a few seconds.
 */
export function ownedByReact(element: object): boolean {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  const fiber: unknown = key === undefined ? undefined : Reflect.get(element, key);
  if (!isFiberLike(fiber)) return false;
  let nearestCommitted: FiberLike | null = fiber;
  let node = fiber;
  for (let next: FiberLike | null = fiber; next && !next.alternate; next = next.return) {
    node = next;
    if ((node.flags & NOT_COMMITTED) !== 0) nearestCommitted = node.return;
  }
  while (node.return) node = node.return;
  return node.tag === HOST_ROOT && nearestCommitted === fiber;
}

/**
 * Until React owns each of these elements (or they are gone): the page's lazy parts hydrate after
 * the root, and React drops a tap on a part whose code it does not have yet.
 */
export async function untilOwnedByReact(
  elements: readonly Element[],
  waitMs = 5000,
): Promise<void> {
  const until = performance.now() + waitMs;
  const waiting = () => elements.some((element) => element.isConnected && !ownedByReact(element));
  while (waiting() && performance.now() < until) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}
