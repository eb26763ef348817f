export { ToastHost } from './toast-host';
export { notify, type ToastKind } from './toast-requests';
export { useConnectionToasts } from './use-connection-toasts';
