import { sharedImport } from '../../lib/retrying-import';

/**
 * Toasts load their library when first needed, or before that once the page is idle
 * (preloadToasts), keeping it off the first page's critical path. A notice made while the library
 * is not there and the browser is offline is shown at once in the page's own status region
 * instead: nothing shown offline needs the network. The download waits for the connection and
 * retries (lib/retrying-import.ts); it never takes the page down.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface PlainNotice {
  message: string;
  kind: ToastKind;
}

export interface ToastHostState {
  /** The container is wanted: a toast was asked for. */
  requested: boolean;
  /** A notice shown without the library, because it could not be downloaded at the time. */
  plainNotice: PlainNotice | null;
}

const initialState: ToastHostState = { requested: false, plainNotice: null };
let state = initialState;
let libraryLoaded = false;

function update(next: Partial<ToastHostState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** The container and the toast function, in one chunk, downloaded once. */
export const loadToastModule = sharedImport(() => import('./toast-container'));

export function subscribeToToastHost(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What a page rendered before any script ran had: no toast asked for yet. */
export const initialToastHostState = (): ToastHostState => initialState;

export function toastHostState(): ToastHostState {
  return state;
}

/** Downloads the toast library in the background, so a later notice needs no network. */
export async function preloadToasts(): Promise<void> {
  try {
    await loadToastModule();
    libraryLoaded = true;
  } catch {
    // The next notice tries again, and shows itself without the library meanwhile.
  }
}

const browserOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

export async function notify(message: string, kind: ToastKind = 'info'): Promise<void> {
  const shownPlainly = !libraryLoaded && browserOffline();
  if (shownPlainly) update({ plainNotice: { message, kind } });
  if (!state.requested) update({ requested: true });
  try {
    const { toast } = await loadToastModule();
    libraryLoaded = true;
    // A notice already read in the status region is not repeated as a toast once online.
    if (shownPlainly) return;
    if (state.plainNotice) update({ plainNotice: null });
    toast[kind](message, { toastId: message });
  } catch {
    update({ plainNotice: { message, kind } });
  }
}

/** Forgets what was shown, as a fresh page load would (tests). */
export function resetToastHostForTests(): void {
  state = initialState;
  for (const listener of listeners) listener();
}
