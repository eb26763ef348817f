import { EARLY_ACTIONS_GLOBAL } from '../../server/deferred-assets';

/**
 * Stops the first page's loader (server/deferred-assets.ts) holding the applicant's taps, and
 * gives what it held, unchecked (app/early-actions.ts reads it); undefined on a page without it.
 * Small, for the first page's own chunk: the replay itself loads only when something was held.
 */
export function stopHoldingEarlyActions(scope: object = window): unknown {
  const take: unknown = Reflect.get(scope, EARLY_ACTIONS_GLOBAL);
  if (typeof take !== 'function') return undefined;
  Reflect.deleteProperty(scope, EARLY_ACTIONS_GLOBAL);
  return take();
}

/**
 * Whether the renderer has taken this control over. Hydrating, it keeps its own data on an
 * element it gives a handler (React its props on every element, Preact its listeners on those
 * with a handler); a submit button has none of its own, its form has. Should a later renderer
 * keep nothing there, the wait below ends after a few seconds.
 */
const ownedByReact = (element: Element) =>
  hasRendererData(element) ||
  ((element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
    element.form !== null &&
    hasRendererData(element.form));

/** A form's and a select's own keys include their controls' and options' indexes: not the renderer's. */
export const hasRendererData = (element: object) =>
  Object.keys(element).some((key) => !/^\d+$/.test(key));

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
