export { ConnectionNotice } from './connection-notice';
export { ToastHost } from './toast-host';
export { notify, preloadToasts, type ToastKind } from './toast-requests';
export { useConnectionToasts } from './use-connection-toasts';
