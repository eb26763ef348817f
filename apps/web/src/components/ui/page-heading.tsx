import { useEffect, useRef, type ReactNode } from 'react';

/** The first page of a visit keeps the browser's own focus; every later page moves it. */
let pagesShown = 0;

/**
 * A page's one h1. After a move between pages it takes focus (GOV.UK's pattern for pages that
 * change without a reload), so a screen reader announces the new page and Tab starts from it.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    pagesShown += 1;
    if (pagesShown > 1) ref.current?.focus({ preventScroll: false });
  }, []);
  return (
    <h1 ref={ref} className="lf-step__title" tabIndex={-1}>
      {children}
    </h1>
  );
}
