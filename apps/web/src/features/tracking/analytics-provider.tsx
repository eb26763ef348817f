/**
 * PostHog's React context around the app (spec section 4: "if a product-analytics key is
 * configured, the app is wrapped in an analytics provider"), without PostHog on the first page
 * (decision record 0037, addendum on the provider).
 *
 * posthog-js/react keeps its context in a shared state on `globalThis`
 * (`__POSTHOG_REACT_SHARED_STATE__`, keyed by React's `createContext`), so that every copy of the
 * library uses one context. This file takes part in that sharing: whichever comes first (this
 * file, on the first page, or the library, loaded later by whatever needs its hooks) makes the
 * context, the other adopts it. The app is wrapped in that very context from its first render,
 * with no client; product-analytics.ts gives it the client once PostHog has started (after the
 * first page is interactive and after the applicant's analytics consent), and takes it back when
 * the consent is withdrawn. The value changes; the tree stays: nothing remounts. Components under
 * it read the client with the library's `usePostHog()` (undefined until then). Where the brand
 * configures no PostHog key, the client is never given.
 */
import { createContext, useSyncExternalStore, type Context, type ReactNode } from 'react';
import type { PostHog } from 'posthog-js/dist/module.slim.js';

/** The library's context value (posthog-js/react's `PostHogContextValue`), before the client. */
interface AnalyticsContextValue {
  client: PostHog | undefined;
}

const SHARED_STATE_KEY = '__POSTHOG_REACT_SHARED_STATE__';
type SharedStates = WeakMap<object, { context?: Context<AnalyticsContextValue> }>;

/** posthog-js/react's context: the one it made already, or made here for it to adopt. */
const states = ((globalThis as { [SHARED_STATE_KEY]?: SharedStates })[SHARED_STATE_KEY] ??=
  new WeakMap());
let state = states.get(createContext);
if (!state) states.set(createContext, (state = {}));
const AnalyticsContext = (state.context ??= createContext<AnalyticsContextValue>({
  client: undefined,
}));

/** The provider's value: a new object only when the client changes. */
let value: AnalyticsContextValue = { client: undefined };
const listeners = new Set<() => void>();

/** Gives the started client to the app's provider, or takes it back (`undefined`). */
export function publishAnalyticsClient(client: PostHog | undefined): void {
  if (client === value.client) return;
  value = { client };
  for (const listener of listeners) listener();
}

/** The client the app's provider holds: the started PostHog, or undefined. */
export const analyticsClient = (): PostHog | undefined => value.client;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const read = () => value;

/** Around the app: PostHog's context, whose client arrives once PostHog has started. */
export function AnalyticsProvider({ children }: { children: ReactNode }) {
  return (
    <AnalyticsContext.Provider value={useSyncExternalStore(subscribe, read, read)}>
      {children}
    </AnalyticsContext.Provider>
  );
}
