import { ApplicationState, OfferStagePaths, type LeadAnswer } from '@lf/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { renderApp, TEST_LEAD_ID } from '../../test/render-app';

const leadAt = (applicationState: ApplicationState): ApiResult<LeadAnswer> => ({
  ok: true,
  status: 200,
  data: { id: TEST_LEAD_ID, applicationState, leadStatus: 1, expiresAt: '2026-11-24T10:00:00Z' },
});

function fakeApi(answer: (request: ApiRequest) => ApiResult<unknown>) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    return answer(request);
  }) as unknown as ApiClient;
  return { api, requests };
}

async function openPage(
  state: ApplicationState,
  answer: (request: ApiRequest) => ApiResult<unknown>,
) {
  const fake = fakeApi(answer);
  const view = await renderApp({
    api: fake.api,
    path: '/change-mobile-number',
    lead: {
      state,
      data: { contactDetails: { email: 'ana@example.com', phoneNumber: '+34612345678' } },
      visited: ['/mobile-verification'],
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Cambia tu número de móvil' });
  return { ...view, ...fake };
}

const phoneField = () => screen.getByLabelText('Teléfono móvil');
const location = () => screen.getByTestId('location').textContent;
const changes = (requests: ApiRequest[]) =>
  requests.filter((request) => request.path === OfferStagePaths.mobileChange);

describe('change of mobile number', () => {
  test('checks the number by the brand’s rules, sends it, and goes back to the code', async () => {
    const { user, requests } = await openPage(ApplicationState.MOBILE_VERIFICATION, () =>
      leadAt(ApplicationState.MOBILE_VERIFICATION),
    );
    expect(
      screen.getByText('Enviaremos un código nuevo al número que escribas aquí.'),
    ).toBeVisible();
    // The lead's number (+34612345678), as it is dialled in Spain.
    expect(phoneField()).toHaveValue('612345678');
    expect(phoneField()).toHaveAttribute('autocomplete', 'tel');
    await user.clear(phoneField());
    await user.type(phoneField(), '12');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(changes(requests)).toHaveLength(0);

    await user.clear(phoneField());
    await user.type(phoneField(), '611 22 33 44');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(location()).toBe('/mobile-verification'));
    expect(changes(requests)[0]?.body).toEqual({ id: TEST_LEAD_ID, phoneNumber: '+34611223344' });
  });

  test('waiting for a code, Back returns to it without saving', async () => {
    const { user, requests } = await openPage(ApplicationState.MOBILE_VERIFICATION, () =>
      leadAt(ApplicationState.MOBILE_VERIFICATION),
    );
    await user.click(screen.getByRole('link', { name: 'Atrás' }));
    await waitFor(() => expect(location()).toBe('/mobile-verification'));
    expect(changes(requests)).toHaveLength(0);
  });

  // Walked on presta-ya-mx: the loan changed from here was refused by the lead API (409, the code
  // not verified yet), and the applicant came back to the code with no word of it.
  test('waiting for a code, the loan is shown but cannot be changed until the number is verified', async () => {
    await openPage(ApplicationState.MOBILE_VERIFICATION, () =>
      leadAt(ApplicationState.MOBILE_VERIFICATION),
    );
    expect(await screen.findByTestId('summary-amount')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Cambiar importe o plazo' })).toBeNull();
  });

  test('sent here by the server, there is nothing to go back to', async () => {
    await openPage(ApplicationState.CHANGE_MOBILE_NUMBER, () =>
      leadAt(ApplicationState.MOBILE_VERIFICATION),
    );
    expect(screen.queryByRole('link', { name: 'Atrás' })).toBeNull();
  });

  test('a number the server refuses is explained by the field', async () => {
    const { user } = await openPage(ApplicationState.MOBILE_VERIFICATION, () => ({
      ok: false,
      status: 422,
      error: {
        code: 'invalid_body',
        message: 'phoneNumber: Enter a phone number.',
        field: 'phoneNumber',
        fieldErrors: [
          { fieldName: 'phoneNumber', code: 'invalid_format', message: 'Enter a phone number.' },
        ],
      },
    }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(phoneField()).toHaveAttribute('aria-invalid', 'true'));
    expect(location()).toBe('/change-mobile-number');
  });

  test('a failed call keeps the number and offers to try again', async () => {
    let calls = 0;
    const { user } = await openPage(ApplicationState.MOBILE_VERIFICATION, () => {
      calls += 1;
      return calls === 1
        ? { ok: false, status: null, error: { code: 'network_error', message: 'offline' } }
        : leadAt(ApplicationState.MOBILE_VERIFICATION);
    });
    await user.clear(phoneField());
    await user.type(phoneField(), '611223344');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('No hemos podido guardar tu solicitud')).toBeVisible();
    expect(phoneField()).toHaveValue('611223344');
    await user.click(screen.getByRole('button', { name: 'Volver a intentarlo' }));
    await waitFor(() => expect(location()).toBe('/mobile-verification'));
  });

  test('the lead moved on elsewhere: the page follows it', async () => {
    const { user } = await openPage(ApplicationState.MOBILE_VERIFICATION, (request) =>
      request.path.startsWith('/lead/status/')
        ? leadAt(ApplicationState.INCOME_DETAILS)
        : { ok: false, status: 409, error: { code: 'wrong_state', message: 'moved' } },
    );
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(location()).toBe('/income-details'));
  });

  test('an application gone says so, with a way to start again', async () => {
    const { user } = await openPage(ApplicationState.MOBILE_VERIFICATION, () => ({
      ok: false,
      status: 410,
      error: { code: 'lead_expired', message: 'expired' },
    }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Tu solicitud ha caducado')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Empezar una nueva solicitud' })).toBeVisible();
  });

  // Walked on default-es in a fresh browser (a bookmark, a link copied from another device): the
  // page asked for a new number, and only after it was typed and sent said there was no
  // application to send it for. It says so at once, as the code page and the result pages do.
  test('a browser holding no application is told so at once, and asked for no number', async () => {
    const { api, requests } = fakeApi(() => leadAt(ApplicationState.MOBILE_VERIFICATION));
    await renderApp({ api, path: '/change-mobile-number' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cambia tu número de móvil' }),
    ).toBeVisible();
    expect(screen.getByText('No encontramos tu solicitud')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Empezar una nueva solicitud' })).toBeVisible();
    expect(screen.queryByLabelText('Teléfono móvil')).toBeNull();
    expect(changes(requests)).toEqual([]);
  });
});
