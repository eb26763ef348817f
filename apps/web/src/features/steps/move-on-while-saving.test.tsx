import { ApplicationState, type LeadAnswer } from '@lf/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import {
  classicAtPersonalDetails,
  credisolAtGenderPage,
  NOT_SENT_YET_ES,
  renderApp,
  TEST_LEAD_ID,
} from '../../test/render-app';

/** The lead API, each update held until the test answers it. */
function heldApi() {
  const updates: { request: ApiRequest; answer: (result: ApiResult<unknown>) => void }[] = [];
  const api = ((_schema: unknown, request: ApiRequest) =>
    new Promise<ApiResult<unknown>>((answer) => {
      updates.push({ request, answer });
    })) as unknown as ApiClient;
  return { api, updates };
}

const leadIn = (state: ApplicationState): ApiResult<LeadAnswer> => ({
  ok: true,
  status: 200,
  data: {
    id: TEST_LEAD_ID,
    applicationState: state,
    leadStatus: 1,
    expiresAt: '2026-11-30T10:00:00.000Z',
  },
});

/** credisol-es, a lead at its gender page, every page before it answered. */
async function atGenderPage(api: ApiClient) {
  const view = await renderApp({ api, ...credisolAtGenderPage });
  await view.user.click(await screen.findByRole('radio', { name: 'Mujer' }));
  await view.user.click(screen.getByRole('button', { name: 'Continuar' }));
  return view;
}

/** The server refuses the gender answered on the gender page. */
const genderRefused: ApiResult<LeadAnswer> = {
  ok: false,
  status: 422,
  error: {
    code: 'invalid_body',
    message: 'Invalid',
    fieldErrors: [{ fieldName: 'personalDetails.gender', code: 'required', message: 'x' }],
  },
};

const DATE_OF_BIRTH = '¿Cuál es tu fecha de nacimiento?';

describe('a v3 page moves on as its save goes out', () => {
  test('the next page shows before the server answers, and stays when the lead stays in the form', async () => {
    const { api, updates } = heldApi();
    const { store } = await atGenderPage(api);

    expect(await screen.findByRole('heading', { name: DATE_OF_BIRTH })).toBeVisible();
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.request.body).toMatchObject({ personalDetails: { gender: 'female' } });

    updates[0]?.answer(leadIn(ApplicationState.LOAN_INFORMATION));
    await waitFor(() => expect(store.getState().application.isLoading).toBe(false));
    expect(screen.getByTestId('location').textContent).toBe('/date-of-birth');
    expect(screen.getByRole('heading', { name: DATE_OF_BIRTH })).toBeVisible();
  });

  test('an answer that takes the lead out of the form moves the applicant there', async () => {
    const { api, updates } = heldApi();
    await atGenderPage(api);
    await screen.findByRole('heading', { name: DATE_OF_BIRTH });
    await waitFor(() => expect(updates).toHaveLength(1));

    updates[0]?.answer(leadIn(ApplicationState.REJECTED));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/rejected'));
  });

  test('a field the server refuses brings the applicant back to its page, with its message', async () => {
    const { api, updates } = heldApi();
    await atGenderPage(api);
    await screen.findByRole('heading', { name: DATE_OF_BIRTH });
    await waitFor(() => expect(updates).toHaveLength(1));

    updates[0]?.answer(genderRefused);

    expect(await screen.findByRole('heading', { name: '¿Cuál es tu sexo?' })).toBeVisible();
    expect(screen.getByTestId('location').textContent).toBe('/gender');
    expect(await screen.findAllByText('Elige tu sexo')).not.toHaveLength(0);
  });

  test('a field refused while the applicant is back on its page shows there at once', async () => {
    const { api, updates } = heldApi();
    const { user } = await atGenderPage(api);
    await screen.findByRole('heading', { name: DATE_OF_BIRTH });
    await waitFor(() => expect(updates).toHaveLength(1));
    // Back before the server has answered: the page is drawn again, its answer still on its way.
    await user.click(screen.getByRole('link', { name: 'Atrás' }));
    expect(await screen.findByRole('heading', { name: '¿Cuál es tu sexo?' })).toBeVisible();

    updates[0]?.answer(genderRefused);

    expect(await screen.findAllByText('Elige tu sexo')).not.toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Elige tu sexo');
    expect(screen.getByTestId('location').textContent).toBe('/gender');
  });

  test('a save that fails is told on the next page, and its answers go with the next save', async () => {
    const requests: ApiRequest[] = [];
    const offline = (async (_schema: unknown, request: ApiRequest) => {
      requests.push(request);
      return { ok: false, status: null, error: { code: 'network_error', message: 'Offline' } };
    }) as unknown as ApiClient;
    const { store } = await atGenderPage(offline);

    expect(await screen.findByRole('heading', { name: DATE_OF_BIRTH })).toBeVisible();
    expect(await screen.findByText(NOT_SENT_YET_ES)).toBeVisible();
    expect(screen.getByTestId('location').textContent).toBe('/date-of-birth');
    // Tried, with its retries, and kept for the next save, which sends the whole lead.
    expect(requests.length).toBeGreaterThan(1);
    expect(store.getState().application.applicationData.personalDetails?.gender).toBe('female');
  });
});

const CONTACT = 'Datos de contacto';

async function continueFromPersonalDetails(api: ApiClient, state?: ApplicationState) {
  const view = await renderApp({ api, ...classicAtPersonalDetails(state) });
  await screen.findByRole('heading', { name: 'Datos personales' });
  await view.user.click(screen.getByRole('button', { name: 'Continuar' }));
  return view;
}

describe('a classic page moves on as its save goes out, from the page the lead stands at', () => {
  test('the next page of the form shows before the server answers, and stays when the server agrees', async () => {
    const { api, updates } = heldApi();
    const { store } = await continueFromPersonalDetails(api);

    expect(await screen.findByRole('heading', { name: CONTACT })).toBeVisible();
    expect(screen.getByTestId('location').textContent).toBe('/contact-details');
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.request.body).toMatchObject({ personalDetails: { firstName: 'Ana' } });

    updates[0]?.answer(leadIn(ApplicationState.CONTACT_DETAILS));
    await waitFor(() => expect(store.getState().application.isLoading).toBe(false));
    expect(screen.getByTestId('location').textContent).toBe('/contact-details');
    expect(screen.getByRole('heading', { name: CONTACT })).toBeVisible();
  });

  test('a server that puts the lead elsewhere (a check of the mobile number) takes the applicant there', async () => {
    const { api, updates } = heldApi();
    const { history } = await continueFromPersonalDetails(api);
    await screen.findByRole('heading', { name: CONTACT });
    await waitFor(() => expect(updates).toHaveLength(1));

    updates[0]?.answer(leadIn(ApplicationState.MOBILE_VERIFICATION));

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/mobile-verification'),
    );
    // The page the server overruled took no entry of its own: Back does not lead to it.
    expect(history).toEqual(['/personal-details', '/mobile-verification']);
  });

  test('a field the server refuses brings the applicant back to it', async () => {
    const { api, updates } = heldApi();
    await continueFromPersonalDetails(api);
    await screen.findByRole('heading', { name: CONTACT });
    await waitFor(() => expect(updates).toHaveLength(1));

    updates[0]?.answer({
      ok: false,
      status: 422,
      error: {
        code: 'invalid_body',
        message: 'Invalid',
        fieldErrors: [
          { fieldName: 'personalDetails.personalCode', code: 'invalid_format', message: 'x' },
        ],
      },
    });

    expect(await screen.findByRole('heading', { name: 'Datos personales' })).toBeVisible();
    expect(screen.getByTestId('location').textContent).toBe('/personal-details');
    await waitFor(() =>
      expect(document.querySelector('#personalDetails-personalCode')).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(screen.getByRole('alert')).toBeVisible();
  });

  test('a page gone back to waits for the server, which knows the later pages answered', async () => {
    const { api, updates } = heldApi();
    await continueFromPersonalDetails(api, ApplicationState.INCOME_DETAILS);
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(screen.getByTestId('location').textContent).toBe('/personal-details');

    updates[0]?.answer(leadIn(ApplicationState.INCOME_DETAILS));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/income-details'));
  });
});
