/** The toasts' container (react-toastify's), last in the page. */
const TOASTS = '.Toastify';

/**
 * A toast taken out of the page while focus is in it (its close button pressed, or its timer run
 * out while the applicant is on it) leaves focus on the page's body, where a screen reader starts
 * again from the top and the next Tab from wherever the browser chooses. Once such a toast has
 * gone, this gives focus back to where the applicant was before they went to it, or to the page's
 * main region if that has gone too. Focus the applicant takes elsewhere themselves (a click on the
 * page's background) is left where it is: the toast is still there then.
 *
 * The browser tells of the loss as the focused element is taken out (`focusout`, with nowhere to
 * go); whether it was taken out is known once that task is over. Returns the listeners' removal.
 */
export function keepFocusWhenToastsClose(doc: Document = document): () => void {
  /** Where focus was before it went into a toast: at first, where it is as the toasts arrive. */
  const outside = (element: unknown): element is HTMLElement =>
    element instanceof HTMLElement && element !== doc.body && !element.closest(TOASTS);
  let before: HTMLElement | null = outside(doc.activeElement) ? doc.activeElement : null;

  const onFocusIn = (event: FocusEvent) => {
    if (outside(event.target)) before = event.target;
  };
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target;
    if (!(left instanceof HTMLElement) || event.relatedTarget !== null) return;
    if (!left.closest(TOASTS)) return;
    setTimeout(() => {
      if (left.isConnected) return;
      const active = doc.activeElement;
      if (active !== null && active !== doc.body) return;
      const back = before?.isConnected ? before : doc.getElementById('main');
      back?.focus();
    }, 0);
  };
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', onFocusOut);
  };
}
