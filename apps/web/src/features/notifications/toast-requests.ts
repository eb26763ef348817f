/**
 * Toasts load their library only when first needed, keeping it off
 * the first page's critical path. react-toastify queues toasts made before its container mounts.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let requested = false;

export function requestToastHost(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function subscribeToToastHost(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToastHostRequested(): boolean {
  return requested;
}

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export async function notify(message: string, kind: ToastKind = 'info'): Promise<void> {
  requestToastHost();
  const { toast } = await import('react-toastify/unstyled');
  toast[kind](message, { toastId: message });
}
