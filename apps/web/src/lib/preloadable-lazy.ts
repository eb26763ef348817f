import { createElement, lazy, useState, type ComponentType } from 'react';
import { sharedLoad } from './shared-load';

/** A lazily loaded component that can be loaded ahead, and then draws at once. */
export type PreloadableLazy<P extends object> = ComponentType<P> & {
  /** Loads the component (once; again after a failure) and resolves with it. */
  preload: () => Promise<ComponentType<P>>;
  /** Whether it has loaded, so that it draws at once. */
  loaded: () => boolean;
};

/**
 * `lazy`, with a `preload` that makes the component draw at once once loaded. A plain `lazy`
 * suspends on its first draw even when its chunk has long been loaded, and its Suspense boundary
 * shows the fallback for a task (the page loader, on the first Continue). react-lazy-with-preload
 * does the same but keeps a failed preload's rejection for good: on a phone that lost its
 * connection once, the step form would never load in that visit. Here the next preload (or the
 * draw) tries again.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableLazy<P> {
  const preload = sharedLoad(() => load().then((module) => module.default));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    // Chosen once per mount: going from the lazy one to the loaded one would mount it again.
    const [Chosen] = useState<ComponentType<P>>(() => preload.loaded() ?? Lazy);
    return createElement(Chosen, props);
  }
  return Object.assign(Preloadable, {
    preload: () => preload(),
    loaded: () => preload.loaded() !== undefined,
  });
}
