import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { keepFocusWhenToastsClose } from './toast-focus';
import { keepToastTimersToTheirEnd } from './toast-timer';
import './toast-theme.css';

/** The library's toast function travels in the same chunk as its container: one download. */
export { toast } from 'react-toastify/unstyled';

/** Spec section 2: top-right, 3000 ms, no progress bar, close on click, pause on hover, draggable. */
export const TOAST_AUTO_CLOSE_MS = 3000;

export default function BrandToastContainer() {
  useEffect(() => keepFocusWhenToastsClose(), []);
  useEffect(() => keepToastTimersToTheirEnd(), []);
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      hideProgressBar
      closeOnClick
      pauseOnHover
      draggable
      theme="colored"
    />
  );
}
