import {
  ApplicationState,
  OfferStagePaths,
  type ApiErrorCode,
  type FieldError,
  type LeadAnswer,
} from '@lf/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { renderApp, TEST_LEAD_ID } from '../../test/render-app';
import { handOverTo } from './hand-over';

vi.mock('./hand-over', () => ({ handOverTo: vi.fn() }));

const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
const fail = (
  status: number | null,
  code: ApiErrorCode,
  fieldErrors?: FieldError[],
): ApiResult<never> => ({ ok: false, status, error: { code, message: 'refused', fieldErrors } });
const leadAt = (applicationState: ApplicationState): ApiResult<LeadAnswer> =>
  ok({ id: TEST_LEAD_ID, applicationState, leadStatus: 1, expiresAt: '2026-11-24T10:00:00Z' });
const PARTNER_PAGE = 'http://127.0.0.1:4174/partners/9b2f3c1e-0c1d-4f5e-8a9b-1c2d3e4f5a6b';
/** A passing fault is retried three times by itself (retryWithBackoff): it lasts four calls. */
const LASTING_FAULT_CALLS = 4;

type Handler = (request: ApiRequest) => ApiResult<unknown> | undefined;

function fakeApi(handle: Handler) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    return handle(request) ?? fail(503, 'internal_error');
  }) as unknown as ApiClient;
  return { api, requests };
}

async function openPage(state: ApplicationState, route: string, handle: Handler, search = '') {
  const fake = fakeApi(handle);
  const view = await renderApp({ api: fake.api, path: `${route}${search}`, lead: { state } });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, ...fake };
}

const location = () => screen.getByTestId('location').textContent;
const isContinue = (request: ApiRequest) =>
  request.method === 'POST' && request.path === OfferStagePaths.continue(TEST_LEAD_ID);
const isSkip = (request: ApiRequest) =>
  request.method === 'POST' && request.path === OfferStagePaths.skip(TEST_LEAD_ID);

afterEach(() => {
  vi.mocked(handOverTo).mockClear();
});

describe("a partner's page", () => {
  test('explains what Instantor does and what we keep, then hands over to its page', async () => {
    const { user, requests } = await openPage(
      ApplicationState.INSTANTOR,
      '/instantor',
      (request) =>
        request.path.endsWith('/redirect?purpose=instantor')
          ? ok({ redirectUrl: PARTNER_PAGE })
          : undefined,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Conecta tu cuenta bancaria' }),
    ).toBeVisible();
    expect(screen.getByText(/solo tendrá acceso de lectura/)).toBeVisible();
    expect(screen.getByText(/ni guardamos tus datos bancarios/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continuar en Instantor' }));
    await waitFor(() => expect(handOverTo).toHaveBeenCalledWith(PARTNER_PAGE));
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /lead/${TEST_LEAD_ID}/redirect?purpose=instantor`,
    ]);
    // No skip before the applicant has tried: the page is about the bank link.
    expect(screen.queryByRole('button', { name: /sin conectar/ })).toBeNull();
  });

  test("Paylands' card check is asked for with POST /lead/sale", async () => {
    const { user, requests } = await openPage(
      ApplicationState.MONEYMAN_PAYLANDS,
      '/moneyman-paylands',
      (request) =>
        request.path === OfferStagePaths.sale ? ok({ redirectUrl: PARTNER_PAGE }) : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Continuar en Paylands' }));
    await waitFor(() => expect(handOverTo).toHaveBeenCalledWith(PARTNER_PAGE));
    expect(requests[0]).toMatchObject({ method: 'POST', body: { id: TEST_LEAD_ID } });
  });

  test('a page that does not open says so and the same button tries again', async () => {
    let calls = 0;
    const { user } = await openPage(ApplicationState.WENANCE_TINK, '/wenance-tink', (request) => {
      if (!request.path.includes('/redirect')) return undefined;
      calls += 1;
      return calls <= LASTING_FAULT_CALLS
        ? fail(null, 'network_error')
        : ok({ redirectUrl: PARTNER_PAGE });
    });
    await user.click(screen.getByRole('button', { name: 'Continuar en Tink' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hemos podido abrir la página de Tink',
    );
    expect(handOverTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continuar en Tink' }));
    await waitFor(() => expect(handOverTo).toHaveBeenCalledWith(PARTNER_PAGE));
  });

  test('back from the partner, finished: the lead moves on at once, the entry replaced', async () => {
    const { requests } = await openPage(
      ApplicationState.INSTANTOR,
      '/instantor',
      (request) => (isContinue(request) ? leadAt(ApplicationState.CHECKING) : undefined),
      '?partner=finished',
    );
    await waitFor(() => expect(location()).toBe('/checking'));
    expect(requests.filter(isContinue)).toHaveLength(1);
  });

  test('back without finishing: says so, offers to go again or to go on without it', async () => {
    const { user, requests } = await openPage(
      ApplicationState.WENANCE_TINK,
      '/wenance-tink',
      (request) => (isSkip(request) ? leadAt(ApplicationState.CHECKING) : undefined),
      '?partner=cancelled',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Tu cuenta bancaria aún no está conectada' }),
    ).toBeVisible();
    // Back on a new page from the partner's: the notice is what the applicant must hear first
    // (GOV.UK's notification banner, an alert that takes the focus as the page loads).
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Tu cuenta bancaria aún no está conectada');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Volver a Tink' })).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Continuar sin conectar mi cuenta bancaria' }),
    );
    await waitFor(() => expect(location()).toBe('/checking'));
    expect(requests.filter(isContinue)).toHaveLength(0);
  });

  test('a partner that has not confirmed yet reads as not finished', async () => {
    await openPage(
      ApplicationState.INSTANTOR,
      '/instantor',
      (request) =>
        isContinue(request)
          ? fail(422, 'invalid_body', [
              { fieldName: 'partner', message: 'not finished', code: 'required' },
            ])
          : undefined,
      '?partner=finished',
    );
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Tu cuenta bancaria aún no está conectada',
      }),
    ).toBeVisible();
    expect(location()).toBe('/instantor');
  });

  test('a failed continue keeps the applicant here with Try again', async () => {
    let calls = 0;
    const { user } = await openPage(
      ApplicationState.INSTANTOR,
      '/instantor',
      (request) => {
        if (!isContinue(request)) return undefined;
        calls += 1;
        return calls <= LASTING_FAULT_CALLS
          ? fail(503, 'internal_error')
          : leadAt(ApplicationState.THANK_YOU);
      },
      '?partner=finished',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido continuar tu solicitud');
    await user.click(within(alert).getByRole('button', { name: 'Volver a intentarlo' }));
    await waitFor(() => expect(location()).toBe('/thank-you'));
  });

  test('a lead that moved on in another tab is followed where it stands', async () => {
    await openPage(
      ApplicationState.INSTANTOR,
      '/instantor',
      (request) => {
        if (isContinue(request)) return fail(409, 'wrong_state');
        if (request.path === `/lead/status/${TEST_LEAD_ID}`)
          return leadAt(ApplicationState.ID_UPLOAD);
        return undefined;
      },
      '?partner=finished',
    );
    await waitFor(() => expect(location()).toBe('/id-upload'));
  });

  test('an expired application says so, with a way to start again', async () => {
    const { user } = await openPage(ApplicationState.INSTANTOR, '/instantor', (request) =>
      request.path.includes('/redirect') ? fail(410, 'lead_expired') : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Continuar en Instantor' }));
    expect(await screen.findByText('Tu solicitud ha caducado')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Empezar una nueva solicitud' }));
    await waitFor(() => expect(location()).not.toBe('/instantor'));
  });
});

describe('the waiting application (CONTINUE)', () => {
  test('says it is saved, and Continue takes it on', async () => {
    const { user } = await openPage(ApplicationState.CONTINUE, '/continue', (request) =>
      isContinue(request) ? leadAt(ApplicationState.CHECKING) : undefined,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Continúa tu solicitud' })).toBeVisible();
    expect(screen.getByText('Tu solicitud está guardada y te está esperando.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(location()).toBe('/checking'));
  });

  test('in a browser that holds no application it says so, and offers to start one (walker H4: it said "saved and waiting", and Continue did nothing)', async () => {
    const fake = fakeApi(() => undefined);
    const { user } = await renderApp({ api: fake.api, path: '/continue' });
    expect(await screen.findByText('No encontramos tu solicitud')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Continúa tu solicitud' })).toBeVisible();
    expect(screen.queryByText('Tu solicitud está guardada y te está esperando.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Empezar una nueva solicitud' }));
    await screen.findByRole('heading', { level: 1, name: /¿Cuánto dinero necesitas\?/ });
    expect(fake.requests).toEqual([]);
  });

  test('a failure says so and the button tries again', async () => {
    let calls = 0;
    const { user } = await openPage(ApplicationState.CONTINUE, '/continue', (request) => {
      if (!isContinue(request)) return undefined;
      calls += 1;
      return calls <= LASTING_FAULT_CALLS
        ? fail(null, 'timeout')
        : leadAt(ApplicationState.CHECKING);
    });
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hemos podido continuar tu solicitud',
    );
    await user.click(screen.getByRole('button', { name: 'Volver a intentarlo' }));
    await waitFor(() => expect(location()).toBe('/checking'));
  });
});
