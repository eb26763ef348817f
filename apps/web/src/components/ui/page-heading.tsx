import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';

/** The first page of a visit keeps the browser's own focus; every later page moves it. */
let pagesShown = 0;

/**
 * A page load starts: its first page keeps the browser's focus again. The browser starts each
 * visit with this module afresh; a test that renders the app anew in the same document says so.
 */
export function pageLoadStarted(): void {
  pagesShown = 0;
}

/**
 * A page's one h1. After a move between pages it takes focus (GOV.UK's pattern for pages that
 * change without a reload), so a screen reader announces the new page and Tab starts from it.
 *
 * It does so once the new page has been drawn (issue 34): focused as it was drawn, it made the
 * browser work out the page's style and layout in the middle of React's commit, and the applicant
 * waited for the focus's own work (its events, scrolling it into view) before seeing the page.
 * The page is shown from its top instead, which needs no layout, and the heading is focused after
 * that first paint, unless something else took the focus meanwhile (a refused field the answer
 * brought the applicant to, a tap): then that keeps it.
 */
export function PageHeading({
  children,
  describedBy,
}: {
  children: ReactNode;
  /** What is read after the heading as it takes the focus (the step count above it). */
  describedBy?: string | undefined;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  // The page's place in the visit, counted once per heading (StrictMode runs the effect twice).
  const place = useRef(0);
  useLayoutEffect(() => {
    if (place.current === 0) place.current = ++pagesShown;
    if (place.current <= 1) return undefined;
    // Scrolling to the very top needs no layout (Chromium clamps no position for 0, 0).
    if (typeof window.scrollTo === 'function') {
      window.scrollTo(0, 0);
    }
    const focusedWhenDrawn = document.activeElement;
    return afterNextPaint(() => {
      if (document.activeElement === focusedWhenDrawn) ref.current?.focus({ preventScroll: false });
    });
  }, []);
  return (
    <h1 ref={ref} className="lf-step__title" tabIndex={-1} aria-describedby={describedBy}>
      {children}
    </h1>
  );
}
