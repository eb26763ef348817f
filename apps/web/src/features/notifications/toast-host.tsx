import { Component, lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import './connection-notice.css';
import {
  initialToastHostState,
  loadToastModule,
  preloadToasts,
  subscribeToToastHost,
  toastHostState,
} from './toast-requests';

const LazyToastContainer = lazy(() => loadToastModule());

/** The applicant's first touch, key or focus: the toast library is fetched then. */
const FIRST_INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

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
 * Mounts the toast container when the first toast is asked for, and fetches the library at the
 * applicant's first interaction (not with the first page, which stays within its budget) so that
 * a notice made offline later needs no download. Beside it, a status region of the page's own
 * shows a notice the library could not show (offline before any interaction, say).
 */
export function ToastHost() {
  const { requested, plainNotice } = useSyncExternalStore(
    subscribeToToastHost,
    toastHostState,
    initialToastHostState,
  );
  useEffect(() => {
    const preload = () => {
      for (const type of FIRST_INTERACTION_EVENTS) window.removeEventListener(type, preload, true);
      void preloadToasts();
    };
    for (const type of FIRST_INTERACTION_EVENTS) window.addEventListener(type, preload, true);
    return () => {
      for (const type of FIRST_INTERACTION_EVENTS) window.removeEventListener(type, preload, true);
    };
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
