import { ApplicationState } from '@lf/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import {
  credisolAtGenderPage,
  NOT_SENT_YET_ES,
  leadAnswerIn,
  renderApp,
  TEST_LEAD_ID,
} from '../../test/render-app';

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
  const button = await screen.findByRole('button', { name: 'Cambiar importe o plazo' });
  await view.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Cambia el importe o el plazo' });
  return { ...view, button, dialog };
}

const summaryAmount = () => screen.getByTestId('summary-amount');

describe('amount dialog (initial-details, modal variant)', () => {
  test('opens on the press itself once the applicant has come to the button', async () => {
    const { user } = await renderApp({ api, brandId: 'credisol-es', path: '/initial-details' });
    const button = await screen.findByRole('button', { name: 'Cambiar importe o plazo' });
    // Come to by the keyboard (or the pointer): the dialog's code is asked for then.
    button.focus();
    // Here the module's first import is its transform: waited for, as a phone waits for its file.
    await import('./amount-dialog');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await user.click(button);
    // Drawn in the press's own turn: React held a dialog loaded on the press at least 300 ms.
    expect(screen.getByRole('dialog', { name: 'Cambia el importe o el plazo' })).toHaveAttribute(
      'open',
    );
  });

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

  test('Save on initial-details sends nothing yet: the page’s Continue sends the loan with its security check', async () => {
    const { user, dialog } = await openDialog();
    const calls = vi.mocked(api).mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Reducir el importe' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(summaryAmount()).toHaveTextContent('900 €');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(vi.mocked(api).mock.calls.slice(calls)).toEqual([]);
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

/** The lead API: every request recorded, each answered by `answer`. */
function recordingApi(answer: (request: ApiRequest) => ApiResult<unknown>) {
  const requests: ApiRequest[] = [];
  const recording = (async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    return answer(request);
  }) as unknown as ApiClient;
  return { api: recording, requests };
}

const GENDER = '¿Cuál es tu sexo?';

/**
 * credisol-es (v3) on its gender page, a lead holding every earlier answer, the page answered but
 * not continued; the amount dialog opened from the loan summary.
 */
async function changeOnGenderPage(api: ApiClient) {
  const view = await renderApp({ api, ...credisolAtGenderPage });
  expect(await screen.findByRole('heading', { name: GENDER })).toBeVisible();
  await view.user.click(screen.getByRole('radio', { name: 'Mujer' }));
  const button = await screen.findByRole('button', { name: 'Cambiar importe o plazo' });
  await view.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Cambia el importe o el plazo' });
  await view.user.click(within(dialog).getByRole('button', { name: 'Reducir el importe' }));
  await view.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  return { ...view, button };
}

const updatesOf = (requests: readonly ApiRequest[]) =>
  requests.filter((request) => request.method === 'PUT' && request.path === '/v3/lead');

describe('amount dialog on a later v3 page (issue 37 item 5)', () => {
  test('changes the loan without leaving the page: its answers, its place and the focus kept, the lead updated at once', async () => {
    const { api, requests } = recordingApi(() => leadAnswerIn(ApplicationState.LOAN_INFORMATION));
    const { store, button, history } = await changeOnGenderPage(api);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(summaryAmount()).toHaveTextContent('900 €');
    await waitFor(() => expect(updatesOf(requests)).toHaveLength(1));
    expect(updatesOf(requests)[0]?.body).toMatchObject({
      id: TEST_LEAD_ID,
      amount: 900,
      period: 61,
      // A save of the loan, not the flow's submission.
      dynamicForm: { flow: 'v3-default' },
    });
    // The check passed at the create is the lead's: its token is not sent again.
    expect(updatesOf(requests)[0]?.body).not.toHaveProperty('googleCaptchaToken');
    expect(updatesOf(requests)[0]?.body).not.toHaveProperty('dynamicForm.dataPoints');
    await waitFor(() => expect(store.getState().application.isLoading).toBe(false));

    expect(screen.getByTestId('location').textContent).toBe('/gender');
    expect(history).toEqual(['/gender']);
    expect(screen.getByRole('heading', { name: GENDER })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Mujer' })).toBeChecked();
    expect(screen.queryByText(/verificación de seguridad/i)).toBeNull();
    expect(store.getState().application.applicationData).toMatchObject({
      amount: 900,
      personalDetails: { gender: 'female' },
    });
  });

  test('Continue then goes on to the next page, with the new loan', async () => {
    const { api, requests } = recordingApi(() => leadAnswerIn(ApplicationState.LOAN_INFORMATION));
    const { user } = await changeOnGenderPage(api);
    await waitFor(() => expect(updatesOf(requests)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(
      await screen.findByRole('heading', { name: '¿Cuál es tu fecha de nacimiento?' }),
    ).toBeVisible();
    await waitFor(() => expect(updatesOf(requests)).toHaveLength(2));
    expect(updatesOf(requests)[1]?.body).toMatchObject({
      amount: 900,
      personalDetails: { gender: 'female' },
    });
  });

  test('an answer that takes the lead out of the form takes the applicant there', async () => {
    const { api } = recordingApi(() => leadAnswerIn(ApplicationState.REJECTED));
    const { history } = await changeOnGenderPage(api);

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/rejected'));
    expect(history).toEqual(['/gender', '/rejected']);
  });

  test('a save that fails is told on the page, which stays; the loan is kept for the next save', async () => {
    const { api, requests } = recordingApi(() => ({
      ok: false,
      status: null,
      error: { code: 'network_error', message: 'Offline' },
    }));
    const { store } = await changeOnGenderPage(api);

    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_SENT_YET_ES);
    expect(updatesOf(requests).length).toBeGreaterThan(0);
    expect(screen.getByTestId('location').textContent).toBe('/gender');
    expect(store.getState().application.applicationData.amount).toBe(900);
    expect(screen.getByRole('radio', { name: 'Mujer' })).toBeChecked();
  });
});
