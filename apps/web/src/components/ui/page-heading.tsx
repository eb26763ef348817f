import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** The first page of a visit keeps the browser's own focus; every later page moves it. */
let pagesShown = 0;

/**
 * A page's one h1. After a move between pages it takes focus (GOV.UK's pattern for pages that
 * change without a reload), so a screen reader announces the new page and Tab starts from it.
 * It does so as the page is drawn (a layout effect): the layout focus forces is then the one the
 * browser paints, and a screen reader hears the new page before anything else on it.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // The page's place in the visit, counted once per heading (StrictMode runs the effect twice).
  const place = useRef(0);
  useLayoutEffect(() => {
    if (place.current === 0) place.current = ++pagesShown;
    if (place.current > 1) ref.current?.focus({ preventScroll: false });
  }, []);
  return (
    <h1 ref={ref} className="lf-step__title" tabIndex={-1}>
      {children}
    </h1>
  );
}
