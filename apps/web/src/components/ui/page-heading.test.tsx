import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PageHeading } from './page-heading';

/** A frame drawn, and the task after it: when the heading takes the focus (afterNextPaint). */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    const done = () => setTimeout(resolve, 5);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(done);
    else done();
  });

afterEach(() => vi.restoreAllMocks());

describe('PageHeading', () => {
  test('the first page keeps the browser’s focus; a later page’s heading takes it once the page is shown', async () => {
    const first = render(<PageHeading>Your loan</PageHeading>);
    await afterPaint();
    expect(screen.getByRole('heading', { name: 'Your loan' })).not.toHaveFocus();
    first.unmount();

    // Not while React draws the page (issue 34): focused then, it made the browser lay the new
    // page out in the middle of React's commit, before the page could be shown.
    let focusedWhenDrawn: Element | null = null;
    function RestOfPage() {
      useLayoutEffect(() => {
        focusedWhenDrawn = document.activeElement;
      }, []);
      return <p>Fields</p>;
    }
    render(
      <>
        <PageHeading>Your details</PageHeading>
        <RestOfPage />
      </>,
    );
    const heading = screen.getByRole('heading', { name: 'Your details' });
    expect(focusedWhenDrawn).toBe(document.body);
    // A screen reader announces the new page, and Tab starts from its heading.
    await waitFor(() => expect(heading).toHaveFocus());
  });

  test('a later page is shown from its top, as a page opened afresh is', () => {
    render(<PageHeading>Your loan</PageHeading>).unmount();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    render(<PageHeading>Your details</PageHeading>);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  test('what takes the focus as the page is drawn keeps it: the heading does not take it away', async () => {
    render(<PageHeading>Your loan</PageHeading>).unmount();
    // A field the server refused, which the answer brought the applicant to (step-form.tsx).
    function RefusedField() {
      const ref = useRef<HTMLInputElement>(null);
      useEffect(() => ref.current?.focus(), []);
      return <input ref={ref} aria-label="Email" />;
    }
    render(
      <>
        <PageHeading>Your details</PageHeading>
        <RefusedField />
      </>,
    );
    await afterPaint();
    await afterPaint();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Your details' })).not.toHaveFocus();
  });

  test('a page gone before it was shown takes no focus', async () => {
    render(<PageHeading>Your loan</PageHeading>).unmount();
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    render(<PageHeading>Your details</PageHeading>).unmount();
    await afterPaint();
    await afterPaint();
    expect(focus).not.toHaveBeenCalled();
  });
});
