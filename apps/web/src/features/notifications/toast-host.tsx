import { Component, lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import {
  loadToastModule,
  subscribeToToastHost,
  toastsRequested,
  toastsRequestedBeforeScripts,
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
 * first page: it is fetched while the browser is idle after it (app/prefetch-next-steps.ts). The
 * container is fixed to the top of the screen (toast-theme.css), laid over the header's strip on
 * a phone, where it covers neither the page's heading nor Continue.
 */
export function ToastHost() {
  const requested = useSyncExternalStore(
    subscribeToToastHost,
    toastsRequested,
    toastsRequestedBeforeScripts,
  );
  return requested ? (
    <WithoutToastsOnFailure>
      <Suspense fallback={null}>
        <LazyToastContainer />
      </Suspense>
    </WithoutToastsOnFailure>
  ) : null;
}
