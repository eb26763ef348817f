import { useState } from 'react';
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { endTakeOverInTurns, startTakeOverInTurns } from '../../lib/hydration-turns';
import { HydrateInTurn } from './hydrate-in-turn';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label} {count}
    </button>
  );
}

function Page() {
  return (
    <div>
      <h1>Loan</h1>
      <HydrateInTurn part="header">
        <Counter label="header" />
      </HydrateInTurn>
      <Counter label="form" />
      <HydrateInTurn part="footer">
        <Counter label="footer" />
      </HydrateInTurn>
    </div>
  );
}

/** React keeps its props on an element it took over. */
const ownedByRenderer = (element: Element | undefined) =>
  element !== undefined && Object.keys(element).some((key) => key.startsWith('__reactProps$'));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  endTakeOverInTurns();
  document.body.innerHTML = '';
});

test('the server draws every part at once', () => {
  // React separates adjacent texts with empty comments; the browser shows them as one.
  const html = renderToString(<Page />).replaceAll('<!-- -->', '');
  expect(html).toContain('header 0');
  expect(html).toContain('form 0');
  expect(html).toContain('footer 0');
});

test('taking the server page over, a waiting part keeps its markup and is taken over in a later task', async () => {
  document.body.innerHTML = `<div id="root">${renderToString(<Page />)}</div>`;
  const container = document.getElementById('root') as HTMLElement;
  const [header, form, footer] = [...container.querySelectorAll('button')];
  const error = vi.spyOn(console, 'error');
  startTakeOverInTurns();
  act(() => {
    root = hydrateRoot(container, <Page />);
  });
  // In the take-over's own task: the form is React's, the header and footer not yet, and on
  // screen as the server drew them.
  expect(ownedByRenderer(form)).toBe(true);
  expect(ownedByRenderer(header)).toBe(false);
  expect(ownedByRenderer(footer)).toBe(false);
  expect(container.textContent).toBe('Loanheader 0form 0footer 0');
  // Their turns come: the same elements, now React's.
  await waitFor(() => expect(ownedByRenderer(footer)).toBe(true));
  header?.click();
  form?.click();
  footer?.click();
  await waitFor(() => expect(container.textContent).toBe('Loanheader 1form 1footer 1'));
  expect([...container.querySelectorAll('button')]).toEqual([header, form, footer]);
  expect(container.querySelectorAll('h1')).toHaveLength(1);
  expect(error).not.toHaveBeenCalled();
});
