import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastHostRequested, subscribeToToastHost } from './toast-requests';

const LazyToastContainer = lazy(() => import('./toast-container'));

/**
 * Mounts the toast container when the first toast is asked for: the library and its styles
 * stay off the first page. Toasts made before it mounts are queued by react-toastify.
 */
export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToToastHost, isToastHostRequested);
  return requested ? (
    <Suspense fallback={null}>
      <LazyToastContainer />
    </Suspense>
  ) : null;
}
