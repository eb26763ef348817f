import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import type { ApiClient } from '../../lib/api-client';
import { renderApp } from '../../test/render-app';

/** jsdom has no modal dialogs: showModal and close as a browser applies them to `open`. */
beforeAll(() => {
  const dialog = HTMLDialogElement.prototype;
  if (typeof dialog.showModal !== 'function') {
    dialog.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  }
  if (typeof dialog.close !== 'function') {
    dialog.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  }
});

/** The page's own calls (policies, captcha) are refused: the dialog needs none. */
const api = vi.fn(async () => ({
  ok: false,
  status: 503,
  error: { code: 'internal_error', message: 'HTTP 503' },
})) as unknown as ApiClient;

async function openDialog() {
  const view = await renderApp({ api, brandId: 'credisol-es', path: '/initial-details' });
  const button = await screen.findByRole('button', { name: 'Cambiar importe' });
  await view.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Cambia el importe' });
  return { ...view, button, dialog };
}

const summaryAmount = () => screen.getByTestId('summary-amount');

describe('amount dialog (initial-details, modal variant)', () => {
  test('opens labelled by its heading, with focus inside and Tab kept inside', async () => {
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('slider', { name: 'Importe del préstamo' })).toHaveValue(
      '1000',
    );

    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
    cancel.focus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });

  test('shows what the loan in it costs, and follows the amount and term as they change (issue 37)', async () => {
    const { user, dialog } = await openDialog();
    const example = within(dialog).getByRole('region', { name: 'Ejemplo representativo' });
    const figure = (label: string) =>
      within(example)
        .getByRole('term', { name: (_name, element) => element.textContent === label })
        .nextElementSibling?.textContent?.replace(/\s/g, ' ');
    // credisol-es: 1000 € for 61 days at 24.9 % nominal and a 2 % fee.
    expect(figure('Importe total adeudado, en un único pago')).toBe('1061,61 €');
    expect(figure('Tasa anual equivalente (TAE)')).toBe('43,0 %');
    await user.click(within(dialog).getByRole('button', { name: 'Reducir el importe' }));
    await user.click(within(dialog).getByRole('button', { name: 'Alargar el plazo' }));
    expect(figure('Importe total adeudado, en un único pago')).toBe('956,07 €');
    expect(figure('Tasa anual equivalente (TAE)')).toBe('42,7 %');
  });

  test('Escape closes it, changes nothing and gives focus back to the button', async () => {
    const { user, button, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Reducir el importe' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(summaryAmount()).toHaveTextContent('1000 €');
  });

  test('Save changes the amount and period at once, and the summary shows them', async () => {
    const { user, store, button, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Reducir el importe' }));
    await user.click(within(dialog).getByRole('button', { name: 'Alargar el plazo' }));
    // Nothing changes on the page until it is saved.
    expect(summaryAmount()).toHaveTextContent('1000 €');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(summaryAmount()).toHaveTextContent('900 €');
    expect(store.getState().application.applicationData).toMatchObject({
      amount: 900,
      period: 62,
    });
    expect(button).toHaveFocus();
  });

  test('Cancel changes nothing', async () => {
    const { user, store, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Reducir el importe' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(summaryAmount()).toHaveTextContent('1000 €');
    expect(store.getState().application.applicationData.amount).toBe(1000);
  });
});
