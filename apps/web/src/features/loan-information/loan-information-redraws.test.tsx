import { act, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { noApiCalls, renderApp } from '../../test/render-app';
import { applicationDataUpdated } from '../application';
import type * as LoanControlsModule from './loan-controls';

/** How often the loan controls were drawn. */
const drawn = vi.hoisted(() => ({ controls: 0 }));

vi.mock('./loan-controls', async (importOriginal) => {
  const real = await importOriginal<typeof LoanControlsModule>();
  const { countingDraws } = await import('../../test/count-draws');
  return { ...real, LoanControls: countingDraws(real.LoanControls, () => (drawn.controls += 1)) };
});

/**
 * Attribution and the session write answers of their own while the first page shows (the
 * campaign's fields, the pixels' ids): on a cheap phone, each drew the whole page again.
 */
test('an answer the first page does not show does not draw it again; the amount does', async () => {
  const { store } = await renderApp({ api: noApiCalls });
  await screen.findByRole('slider', { name: 'Importe del préstamo' });
  const before = drawn.controls;
  act(() => {
    store.dispatch(
      applicationDataUpdated({ posthogParameters: { leadPreviouslyRedirected: false } }),
    );
    store.dispatch(
      applicationDataUpdated({ googleClick: { gclid: 'abc', gclidAt: '2026-11-27' } }),
    );
  });
  // The store's subscribers draw in a later task: give them one.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(drawn.controls).toBe(before);
  act(() => {
    store.dispatch(applicationDataUpdated({ amount: 900 }));
  });
  expect(await screen.findByRole('slider', { name: 'Importe del préstamo' })).toHaveValue('900');
  expect(drawn.controls).toBe(before + 1);
});
