import { Component, lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import './connection-notice.css';
import {
  loadToastModule,
  preloadToasts,
  subscribeToToastHost,
  toastHostState,
} from './toast-requests';

const LazyToastContainer = lazy(() => loadToastModule());

/** How long after start-up the toast library is fetched when the browser has no idle callback. */
const PRELOAD_FALLBACK_MS = 2000;

/** The toasts are a nicety: if their container cannot load, the page carries on without it. */
class WithoutToastsOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Mounts the toast container when the first toast is asked for, and fetches the library once the
 * page is idle so that a notice made offline later needs no download. Beside it, a status region
 * of the page's own shows a notice the library could not show.
 */
export function ToastHost() {
  const { requested, plainNotice } = useSyncExternalStore(subscribeToToastHost, toastHostState);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => void preloadToasts(), {
        timeout: PRELOAD_FALLBACK_MS,
      });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => void preloadToasts(), PRELOAD_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <>
      <div className="lf-plain-notice" role="status" aria-live="polite">
        {plainNotice?.message}
      </div>
      {requested ? (
        <WithoutToastsOnFailure>
          <Suspense fallback={null}>
            <LazyToastContainer />
          </Suspense>
        </WithoutToastsOnFailure>
      ) : null}
    </>
  );
}
