import { ApplicationState, type LeadAnswer } from '@lf/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import {
  classicAtPersonalDetails,
  credisolAtGenderPage,
  NOT_SENT_YET_ES,
  leadAnswerIn,
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

/** The lead API out of reach (offline, or the server down): the fetch itself failed. */
const unreachable: ApiResult<LeadAnswer> = {
  ok: false,
  status: null,
  error: { code: 'network_error', message: 'Failed to fetch' },
};

describe('a v3 page moves on as its save goes out (decision 0024)', () => {
  test('the next page shows before the server answers, and stays when the lead stays in the form', async () => {
    const { api, updates } = heldApi();
    const { store } = await atGenderPage(api);

    expect(await screen.findByRole('heading', { name: DATE_OF_BIRTH })).toBeVisible();
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.request.body).toMatchObject({ personalDetails: { gender: 'female' } });

    updates[0]?.answer(leadAnswerIn(ApplicationState.LOAN_INFORMATION));
    await waitFor(() => expect(store.getState().application.isLoading).toBe(false));
    expect(screen.getByTestId('location').textContent).toBe('/date-of-birth');
    expect(screen.getByRole('heading', { name: DATE_OF_BIRTH })).toBeVisible();
  });

  test('rule 1: an answer out of the form takes the applicant there, in place of the page moved to', async () => {
    const { api, updates } = heldApi();
    const { history } = await atGenderPage(api);
    await screen.findByRole('heading', { name: DATE_OF_BIRTH });
    await waitFor(() => expect(updates).toHaveLength(1));

    updates[0]?.answer(leadAnswerIn(ApplicationState.REJECTED));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/rejected'));
    expect(history).toEqual(['/gender', '/rejected']);
  });

  test('rule 1: a Continue queued behind an answer out of the form is dropped, not sent (the race of issue 34)', async () => {
    const { api, updates } = heldApi();
    const { user, history } = await atGenderPage(api);
    await screen.findByRole('heading', { name: DATE_OF_BIRTH });
    await user.type(screen.getByLabelText('Día'), '17');
    await user.type(screen.getByLabelText('Mes'), '5');
    await user.type(screen.getByLabelText('Año'), '1990');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/personal-code'));
    // The second save waits in the queue behind the first, still unanswered.
    expect(updates).toHaveLength(1);

    updates[0]?.answer(leadAnswerIn(ApplicationState.MOBILE_VERIFICATION));

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/mobile-verification'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(updates.filter(({ request }) => request.path === '/v3/lead')).toHaveLength(1);
    expect(screen.getByTestId('location').textContent).toBe('/mobile-verification');
    expect(history).toEqual(['/gender', '/date-of-birth', '/mobile-verification']);
  });

  test('rule 3: a field the server refuses brings the applicant back to its page, the field focused, its message shown', async () => {
    const { api, updates } = heldApi();
    await atGenderPage(api);
    await screen.findByRole('heading', { name: DATE_OF_BIRTH });
    await waitFor(() => expect(updates).toHaveLength(1));

    updates[0]?.answer(genderRefused);

    expect(await screen.findByRole('heading', { name: '¿Cuál es tu sexo?' })).toBeVisible();
    expect(screen.getByTestId('location').textContent).toBe('/gender');
    expect(await screen.findAllByText('Elige tu sexo')).not.toHaveLength(0);
    // Rule 3: the field refused has the focus, its message read with it.
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute('name', 'personalDetails-gender'),
    );
  });

  test('rule 3: a page opened with its field refused (the answer there before the page) focuses that field, after the summary', async () => {
    // Whether the refusal is kept before or after the page it brings the applicant to is drawn
    // depends on timing: here it is there first, so the page opens with it.
    await renderApp({
      api: heldApi().api,
      ...credisolAtGenderPage,
      lead: {
        ...credisolAtGenderPage.lead,
        errors: { '/gender': genderRefused.ok ? [] : (genderRefused.error.fieldErrors ?? []) },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Elige tu sexo');
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute('name', 'personalDetails-gender'),
    );
    // And it keeps it: neither the summary nor the heading takes it afterwards.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement).toHaveAttribute('name', 'personalDetails-gender');
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

  test('rule 4: a save that fails is told on the page shown until the next save is sent, which carries its answers', async () => {
    const requests: ApiRequest[] = [];
    const api = (async (_schema: unknown, request: ApiRequest) => {
      requests.push(request);
      // The first save and its three retries fail; the next goes through.
      return requests.length <= 4
        ? { ok: false, status: null, error: { code: 'network_error', message: 'Offline' } }
        : leadAnswerIn(ApplicationState.LOAN_INFORMATION);
    }) as unknown as ApiClient;
    const { user, store } = await atGenderPage(api);

    expect(await screen.findByRole('heading', { name: DATE_OF_BIRTH })).toBeVisible();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(NOT_SENT_YET_ES);
    expect(screen.getByTestId('location').textContent).toBe('/date-of-birth');
    // Told at the first try; the three retries go on behind the notice.
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(store.getState().application.applicationData.personalDetails?.gender).toBe('female');
    // Not a toast that closes: the page's own alert, there while the applicant answers.
    await user.type(screen.getByLabelText('Día'), '17');
    await user.type(screen.getByLabelText('Mes'), '5');
    await user.type(screen.getByLabelText('Año'), '1990');
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_SENT_YET_ES);

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(requests).toHaveLength(5));
    expect(requests[4]?.body).toMatchObject({
      personalDetails: { gender: 'female', dateOfBirth: '1990-05-17' },
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
  test('rule 4: a save that cannot reach the server is told at once, while it is tried again, and the notice goes once a try is answered (issue 37)', async () => {
    const { api, updates } = heldApi();
    await atGenderPage(api);
    expect(await screen.findByRole('heading', { name: DATE_OF_BIRTH })).toBeVisible();
    await waitFor(() => expect(updates).toHaveLength(1));

    updates[0]?.answer(unreachable);
    // Told after the first try, not after the last (the retries took 3.5 s with the API down).
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_SENT_YET_ES);
    await waitFor(() => expect(updates).toHaveLength(2));
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_SENT_YET_ES);
    // Read out, not taking the focus from where the applicant is.
    expect(screen.getByRole('heading', { name: DATE_OF_BIRTH })).toHaveFocus();

    updates[1]?.answer(leadAnswerIn(ApplicationState.LOAN_INFORMATION));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/date-of-birth');
  });

  test('rule 4: the notice stays while the next save is on its way, and goes when that save is answered', async () => {
    const { api, updates } = heldApi();
    const { user } = await atGenderPage(api);
    await screen.findByRole('heading', { name: DATE_OF_BIRTH });
    // The first save and its three retries fail.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await waitFor(() => expect(updates).toHaveLength(attempt + 1));
      updates[attempt]?.answer(unreachable);
    }
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_SENT_YET_ES);

    await user.type(screen.getByLabelText('Día'), '17');
    await user.type(screen.getByLabelText('Mes'), '5');
    await user.type(screen.getByLabelText('Año'), '1990');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(updates).toHaveLength(5));
    // Sent is not yet received: the notice stays until the answer says the answers are kept.
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_SENT_YET_ES);

    updates[4]?.answer(leadAnswerIn(ApplicationState.LOAN_INFORMATION));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

const CONTACT = 'Datos de contacto';

async function continueFromPersonalDetails(api: ApiClient, state?: ApplicationState) {
  const view = await renderApp({ api, ...classicAtPersonalDetails(state) });
  await screen.findByRole('heading', { name: 'Datos personales' });
  await view.user.click(screen.getByRole('button', { name: 'Continuar' }));
  return view;
}

describe('a classic page waits for the answer, which names the next state', () => {
  test('Continue is busy and keeps the focus while the save is out; the answer names the page', async () => {
    const { api, updates } = heldApi();
    const { user } = await continueFromPersonalDetails(api);
    await waitFor(() => expect(updates).toHaveLength(1));
    const button = screen.getByRole('button', { name: 'Continuar' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    expect(screen.getByTestId('location').textContent).toBe('/personal-details');
    expect(updates[0]?.request.body).toMatchObject({ personalDetails: { firstName: 'Ana' } });
    // A second press while the save is out sends nothing more.
    await user.click(button);
    expect(updates).toHaveLength(1);

    updates[0]?.answer(leadAnswerIn(ApplicationState.CONTACT_DETAILS));
    expect(await screen.findByRole('heading', { name: CONTACT })).toBeVisible();
    expect(screen.getByTestId('location').textContent).toBe('/contact-details');
  });

  test('a server that puts the lead elsewhere (a check of the mobile number) takes the applicant there, and only there', async () => {
    const { api, updates } = heldApi();
    const { user, history } = await continueFromPersonalDetails(api);
    await waitFor(() => expect(updates).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    updates[0]?.answer(leadAnswerIn(ApplicationState.MOBILE_VERIFICATION));

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/mobile-verification'),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    // One save of the lead: the second press found Continue busy (the page asks for its code).
    expect(updates.filter(({ request }) => request.path === '/v3/lead')).toHaveLength(1);
    expect(history).toEqual(['/personal-details', '/mobile-verification']);
  });

  test('rule 2: an answer does not move an applicant who went Back while it was on its way', async () => {
    const { api, updates } = heldApi();
    const { user } = await continueFromPersonalDetails(api);
    await waitFor(() => expect(updates).toHaveLength(1));
    await user.click(screen.getByRole('link', { name: 'Atrás' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/loan-information'),
    );

    updates[0]?.answer(leadAnswerIn(ApplicationState.CONTACT_DETAILS));

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('location').textContent).toBe('/loan-information');
  });

  test('a field the server refuses keeps the applicant on it, the field marked', async () => {
    const { api, updates } = heldApi();
    await continueFromPersonalDetails(api);
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

    await waitFor(() =>
      expect(document.querySelector('#personalDetails-personalCode')).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(screen.getByTestId('location').textContent).toBe('/personal-details');
    expect(screen.getByRole('alert')).toBeVisible();
  });

  test('a save that fails keeps the applicant on the page, told until Continue is pressed again', async () => {
    const { api, updates } = heldApi();
    const { user } = await continueFromPersonalDetails(api);
    await waitFor(() => expect(updates).toHaveLength(1));

    updates[0]?.answer({
      ok: false,
      status: 503,
      error: { code: 'internal_error', message: 'Down' },
    });
    // Retried automatically (the test's delays are 0): each retry fails the same way.
    for (let attempt = 1; attempt < 4; attempt += 1) {
      await waitFor(() => expect(updates).toHaveLength(attempt + 1));
      updates[attempt]?.answer({
        ok: false,
        status: 503,
        error: { code: 'internal_error', message: 'Down' },
      });
    }

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido guardar tu solicitud');
    expect(screen.getByTestId('location').textContent).toBe('/personal-details');
    await user.click(screen.getByRole('button', { name: 'Volver a intentarlo' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(updates).toHaveLength(5));
    updates[4]?.answer(leadAnswerIn(ApplicationState.CONTACT_DETAILS));
    expect(await screen.findByRole('heading', { name: CONTACT })).toBeVisible();
  });
});

const refused: ApiResult<LeadAnswer> = {
  ok: false,
  status: 403,
  error: { code: 'write_secret_refused', message: 'Not this browser’s lead' },
};
const REFUSED_ES = 'Esta solicitud está abierta en otro lugar';

describe('a save refused as not this browser’s lead (another tab holds it)', () => {
  test('a classic page says so, keeps the answers, offers a fresh link, and makes no second lead', async () => {
    const { api, updates } = heldApi();
    const { store } = await continueFromPersonalDetails(api);
    await waitFor(() => expect(updates).toHaveLength(1));

    updates[0]?.answer(refused);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(REFUSED_ES);
    expect(
      within(notice).getByRole('link', { name: 'Recibir un enlace para continuar aquí' }),
    ).toHaveAttribute('href', expect.stringMatching(new RegExp(`/continue/${TEST_LEAD_ID}$`)));
    expect(screen.getByTestId('location').textContent).toBe('/personal-details');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(updates.map(({ request }) => request.method)).toEqual(['PUT']);
    expect(store.getState().application.applicationData).toMatchObject({
      id: TEST_LEAD_ID,
      personalDetails: { firstName: 'Ana' },
    });
  });

  test('a v3 page that moved on says so on the page shown, not as a save merely not sent', async () => {
    const { api, updates } = heldApi();
    await atGenderPage(api);
    expect(await screen.findByRole('heading', { name: DATE_OF_BIRTH })).toBeVisible();
    await waitFor(() => expect(updates).toHaveLength(1));

    updates[0]?.answer(refused);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(REFUSED_ES);
    expect(screen.queryByText(NOT_SENT_YET_ES)).toBeNull();
    expect(updates.map(({ request }) => request.method)).toEqual(['PUT']);
  });
});
