import { sharedImport } from '../../lib/retrying-import';

/**
 * Toasts carry transient confirmations only (the spec's toasts; "back online"): what must stay,
 * the browser being offline or a save not sent, is said in the page (connection-notice.tsx,
 * navigation/save-not-sent-notice.tsx). Toasts load their library when first needed, or before
 * that once the page is idle (preloadToasts), keeping it off the first page's critical path. The
 * download waits for the connection and retries (lib/retrying-import.ts); it never takes the page
 * down, and a toast it could not show is simply not shown.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/** Whether the container is wanted: a toast was asked for. */
let requested = false;

/** The container and the toast function, in one chunk, downloaded once. */
export const loadToastModule = sharedImport(() => import('./toast-container'));

export function subscribeToToastHost(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What a page rendered before any script ran had: no toast asked for yet. */
export const toastsRequestedBeforeScripts = (): boolean => false;

export const toastsRequested = (): boolean => requested;

/** Downloads the toast library in the background, so a later toast shows without waiting. */
export async function preloadToasts(): Promise<void> {
  try {
    await loadToastModule();
  } catch {
    // The next toast tries again.
  }
}

export async function notify(message: string, kind: ToastKind = 'info'): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  try {
    const { toast } = await loadToastModule();
    // Good news waits for the screen reader to be free; a problem interrupts it.
    const role = kind === 'info' || kind === 'success' ? 'status' : 'alert';
    toast[kind](message, { toastId: message, role });
  } catch {
    // A confirmation that cannot be shown is not worth an error on the page.
  }
}
