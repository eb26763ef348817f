import { ApplicationState } from '@lf/contract';
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import type { ApiClient } from '../../lib/api-client';
import { fillPersonalDetails, leadAnswerIn, noApiCalls, renderApp } from '../../test/render-app';
import type * as FieldRegistryModule from './field-registry';

/** The loan summary's module, as far as this test replaces it. */
interface LoanSummaryModule {
  LoanSummary: (props: { changeable?: boolean }) => ReactNode;
}

/** How often each field of the page was drawn, by its id, and the loan summary under it. */
const drawn = vi.hoisted(() => ({ fields: new Map<string, number>(), loanSummary: 0 }));

vi.mock('./field-registry', async (importOriginal) => {
  const real = await importOriginal<typeof FieldRegistryModule>();
  const { countingDraws } = await import('../../test/count-draws');
  const counted = Object.fromEntries(
    Object.entries(real.FieldRegistry).map(([kind, render]) => [
      kind,
      countingDraws(render, ({ id }) => drawn.fields.set(id, (drawn.fields.get(id) ?? 0) + 1)),
    ]),
  );
  return { ...real, FieldRegistry: counted };
});

vi.mock('../loan-information/loan-summary', async (importOriginal) => {
  const real = await importOriginal<LoanSummaryModule>();
  const { countingDraws } = await import('../../test/count-draws');
  return { ...real, LoanSummary: countingDraws(real.LoanSummary, () => (drawn.loanSummary += 1)) };
});

/**
 * The form is drawn again on every answer (an answer may open another question) and as it checks,
 * saves and mounts. Its fields and the loan summary are not: on a cheap phone, drawing every
 * field again on each keystroke held the main thread while the applicant typed.
 */
describe('what a keystroke draws again', () => {
  test('typing in one field draws none of the page’s other fields, nor the loan summary', async () => {
    const { user } = await renderApp({
      api: noApiCalls,
      path: '/personal-details',
      lead: {
        state: ApplicationState.PERSONAL_DETAILS,
        visited: ['/loan-information', '/personal-details'],
      },
    });
    const name = await screen.findByLabelText('Nombre');
    await screen.findByTestId('summary-amount');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const before = new Map(drawn.fields);
    const summaryBefore = drawn.loanSummary;
    expect(before.get('personalDetails-lastName')).toBeGreaterThan(0);

    await user.type(name, 'Ana');

    for (const [id, times] of before) {
      if (id === 'personalDetails-firstName') continue;
      expect(drawn.fields.get(id), `${id} drawn again`).toBe(times);
    }
    expect(drawn.loanSummary, 'the loan summary drawn again').toBe(summaryBefore);
  });
});

/**
 * A Continue replaces the page in the card, not the card: the loan summary at its foot, with its
 * representative example, shows the same amount and period on every step, and drawing it again
 * with each page was about a fifth of React's work on every move (decision 0034).
 */
describe('what a move between steps draws again', () => {
  test('the next page comes into the same card, under the same loan summary, not drawn again', async () => {
    const api = (async () =>
      leadAnswerIn(ApplicationState.CONTACT_DETAILS)) as unknown as ApiClient;
    const { user } = await renderApp({
      api,
      path: '/personal-details',
      lead: {
        state: ApplicationState.PERSONAL_DETAILS,
        visited: ['/loan-information', '/personal-details'],
      },
    });
    await fillPersonalDetails(user);
    const amount = await screen.findByTestId('summary-amount');
    const card = amount.closest('form');
    const summaryBefore = drawn.loanSummary;

    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await screen.findByRole('heading', { level: 1, name: 'Datos de contacto' });
    await waitFor(() => expect(screen.getByLabelText(/Correo electrónico/)).toBeInTheDocument());
    expect(screen.getByTestId('summary-amount'), 'the same summary').toBe(amount);
    expect(screen.getByTestId('summary-amount').closest('form'), 'the same card').toBe(card);
    expect(drawn.loanSummary, 'the loan summary drawn again').toBe(summaryBefore);
  });
});
