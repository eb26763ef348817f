import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, test } from 'vitest';
import { PageHeading } from './page-heading';

describe('PageHeading', () => {
  test('the first page keeps the browser’s focus; a later page’s heading takes it as the page is drawn', () => {
    const first = render(<PageHeading>Your loan</PageHeading>);
    expect(screen.getByRole('heading', { name: 'Your loan' })).not.toHaveFocus();
    first.unmount();

    // What has focus when the rest of the new page is drawn, in the same commit: the heading,
    // before the browser lays the page out and paints it (not in a later task, mid-way through
    // another render, forcing a second layout).
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
    expect(focusedWhenDrawn).toBe(heading);
    expect(heading).toHaveFocus();
  });
});
