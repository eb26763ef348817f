import { ApplicationState } from '@lf/contract';
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { ApiClient } from '../../lib/api-client';
import {
  classicAtPersonalDetails,
  fillPersonalDetails,
  leadAnswerIn,
  noApiCalls,
  renderApp,
} from '../../test/render-app';
import type * as FieldRegistryModule from './field-registry';
import type * as PageHeadingModule from '../../components/ui/page-heading';

/** The loan summary's module, as far as this test replaces it. */
interface LoanSummaryModule {
  LoanSummary: (props: { changeable?: boolean }) => ReactNode;
}

/**
 * How often each field of the page was drawn, by its id, the loan summary under it, and each
 * page's heading (drawn with its page's form), by its text.
 */
const drawn = vi.hoisted(() => ({
  fields: new Map<string, number>(),
  loanSummary: 0,
  headings: new Map<string, number>(),
}));

// Each test counts its own page load's draws, whatever ran before it.
beforeEach(() => {
  drawn.fields.clear();
  drawn.headings.clear();
  drawn.loanSummary = 0;
});

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

vi.mock('../../components/ui/page-heading', async (importOriginal) => {
  const real = await importOriginal<typeof PageHeadingModule>();
  const { countingDraws } = await import('../../test/count-draws');
  return {
    ...real,
    PageHeading: countingDraws(real.PageHeading, ({ children }) => {
      const text = String(children);
      drawn.headings.set(text, (drawn.headings.get(text) ?? 0) + 1);
    }),
  };
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

/**
 * The page a Continue's answer shows was drawn ahead (decision 0044): it is drawn for its own
 * place in the flow (its Back, its progress, where its save's answer moves from), so showing it
 * draws nothing again. Drawn for the address shown, it was drawn a second time as the address
 * came to it, in the task that shows it.
 */
describe('what showing the next page draws', () => {
  test('the page drawn ahead is not drawn again as it is shown', async () => {
    const api = (async () =>
      leadAnswerIn(ApplicationState.CONTACT_DETAILS)) as unknown as ApiClient;
    const { user } = await renderApp({ api, ...classicAtPersonalDetails() });
    await user.click(await screen.findByLabelText('Nombre'));
    // Drawn ahead, hidden, once the applicant has acted in the form.
    await waitFor(() => expect(drawn.headings.get('Datos de contacto')).toBeGreaterThan(0));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const drawnAhead = drawn.headings.get('Datos de contacto');

    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await screen.findByRole('heading', { level: 1, name: 'Datos de contacto' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(drawn.headings.get('Datos de contacto'), 'the contact page drawn again').toBe(
      drawnAhead,
    );
    expect(screen.getByRole('link', { name: 'Atrás' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/personal-details$/),
    );
  });
});
