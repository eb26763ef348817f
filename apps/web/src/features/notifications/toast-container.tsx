import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContainer, type ToastContainerProps } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { keepFocusWhenToastsClose } from './toast-focus';
import { keepToastsInFramesView } from './toast-in-frame';
import { keepToastTimersToTheirEnd } from './toast-timer';
import './toast-theme.css';

/** The library's toast function travels in the same chunk as its container: one download. */
export { toast } from 'react-toastify/unstyled';

/** Spec section 2: top-right, 3000 ms, no progress bar, close on click, pause on hover, draggable. */
export const TOAST_AUTO_CLOSE_MS = 3000;

/**
 * The library's close button, named in the page's language: the library names its own "close"
 * in English whatever the page's language, and keeps it out of reach of its options.
 */
function closeButtonNamed(label: string): ToastContainerProps['closeButton'] {
  return function CloseToast({ closeToast, theme }) {
    return (
      <button
        type="button"
        className={`Toastify__close-button Toastify__close-button--${theme}`}
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation();
          closeToast(true);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 14 16">
          <path
            fillRule="evenodd"
            d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
          />
        </svg>
      </button>
    );
  };
}

/**
 * The library's container is a polite live region around toasts that are alerts themselves:
 * nested live regions, which NVDA read twice and once more as the toast left (react-toastify
 * issue 1291). Each toast's own role is kept as the one announcement; the container stays a named
 * region. React sets these attributes once, as the container mounts, and never again.
 */
function oneLiveRegionPerToast(): void {
  const container = document.querySelector('section.Toastify');
  for (const name of ['aria-live', 'aria-atomic', 'aria-relevant']) {
    container?.removeAttribute(name);
  }
}

export default function BrandToastContainer() {
  const { t } = useTranslation();
  useEffect(() => oneLiveRegionPerToast(), []);
  useEffect(() => keepFocusWhenToastsClose(), []);
  useEffect(() => keepToastTimersToTheirEnd(), []);
  useEffect(() => keepToastsInFramesView(), []);
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      hideProgressBar
      closeOnClick
      pauseOnHover
      draggable
      theme="colored"
      // The library's own names are English ("Notifications", "close").
      aria-label={t('notifications>region')}
      closeButton={closeButtonNamed(t('notifications>close'))}
    />
  );
}
