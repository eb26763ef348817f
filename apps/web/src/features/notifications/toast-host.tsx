import { Component, lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import './connection-notice.css';
import {
  initialToastHostState,
  loadToastModule,
  subscribeToToastHost,
  toastHostState,
} from './toast-requests';

const LazyToastContainer = lazy(() => loadToastModule());

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
 * Mounts the toast container when the first toast is asked for. The library is not part of the
 * first page: it is fetched while the browser is idle after it (app/prefetch-next-steps.ts), so
 * that a notice made offline later needs no download. Beside it, a status region of the page's
 * own shows a notice the library could not show (offline before it arrived, say).
 *
 * Both hang from a strip of no height that the shell places right after the header, and that
 * sticks to the top of the screen once the header has scrolled away (connection-notice.css): a
 * notice shows below the brand's header, never over its logo or language choice.
 */
export function ToastHost() {
  const { requested, plainNotice } = useSyncExternalStore(
    subscribeToToastHost,
    toastHostState,
    initialToastHostState,
  );
  return (
    <div className="lf-notices">
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
    </div>
  );
}
