import {
  ApplicationState,
  OfferStagePaths,
  type ApiErrorCode,
  type LeadAnswer,
  type MobileVerificationStatus,
} from '@lf/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { renderApp, TEST_LEAD_ID } from '../../test/render-app';

const status = (overrides: Partial<MobileVerificationStatus> = {}): MobileVerificationStatus => ({
  maskedPhoneNumber: '••• ••• 678',
  codeLength: 6,
  resendAvailableAt: new Date(Date.now() - 1000).toISOString(),
  attemptsLeft: 5,
  ...overrides,
});
const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
const fail = (status: number | null, code: ApiErrorCode): ApiResult<never> => ({
  ok: false,
  status,
  error: { code, message: 'refused' },
});
const leadAt = (applicationState: ApplicationState): ApiResult<LeadAnswer> =>
  ok({ id: TEST_LEAD_ID, applicationState, leadStatus: 1, expiresAt: '2026-11-24T10:00:00Z' });

type Handler = (request: ApiRequest) => ApiResult<unknown> | undefined;

/** The calls the page makes, answered by `handle` (then by a fresh status for the GET). */
function fakeApi(handle: Handler) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    const answer = handle(request);
    if (answer) return answer;
    if (request.path.startsWith(OfferStagePaths.mobileVerification)) return ok(status());
    return fail(503, 'internal_error');
  }) as unknown as ApiClient;
  const posted = (path: string) =>
    requests.filter((request) => request.method === 'POST' && request.path === path);
  return { api, requests, posted };
}

async function openPage(handle: Handler = () => undefined) {
  const fake = fakeApi(handle);
  const view = await renderApp({
    api: fake.api,
    path: '/mobile-verification',
    lead: { state: ApplicationState.MOBILE_VERIFICATION },
  });
  await screen.findByLabelText('Código del SMS');
  return { ...view, ...fake };
}

const codeField = () => screen.getByLabelText('Código del SMS');
const verify = () => screen.getByRole('button', { name: 'Verificar' });
const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe('mobile verification page', () => {
  test('says where the code went, and the one field takes autofill and a pasted code', async () => {
    const { user, posted } = await openPage((request) =>
      request.path === OfferStagePaths.mobileVerify
        ? leadAt(ApplicationState.INCOME_DETAILS)
        : undefined,
    );
    expect(
      screen.getByText(/a tu móvil acabado en 678/, { selector: '.lf-visually-hidden' }),
    ).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).not.toHaveAttribute('maxlength');
    await user.click(codeField());
    await user.paste('123 456');
    await user.click(verify());
    await waitFor(() => expect(location()).toBe('/income-details'));
    expect(posted(OfferStagePaths.mobileVerify)[0]?.body).toEqual({
      id: TEST_LEAD_ID,
      code: '123456',
    });
  });

  test('its texts arriving after the page opened, the status is still read once', async () => {
    const fake = fakeApi(() => undefined);
    await renderApp({
      api: fake.api,
      path: '/mobile-verification',
      lead: { state: ApplicationState.MOBILE_VERIFICATION },
      lateTexts: ['mobile'],
    });
    expect(await screen.findByLabelText('Código del SMS')).toBeVisible();
    // Long enough for a second read to have gone, had the page been drawn twice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      fake.requests.filter((request) =>
        request.path.startsWith(OfferStagePaths.mobileVerification),
      ),
    ).toHaveLength(1);
  });

  test('an empty or short code is refused before sending, in a focused summary', async () => {
    const { user, posted } = await openPage();
    await user.click(verify());
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', { name: 'Escribe el código del SMS' }),
    ).toHaveAttribute('href', '#mobile-code');
    await waitFor(() => expect(document.title).toMatch(/^Error: Verifica tu número de móvil/));
    await user.type(codeField(), '123');
    expect(await screen.findAllByText('El código debe tener 6 cifras')).not.toHaveLength(0);
    await user.type(codeField(), '456');
    await waitFor(() => expect(codeField()).not.toHaveAttribute('aria-invalid'));
    expect(posted(OfferStagePaths.mobileVerify)).toHaveLength(0);
  });

  test('a wrong code says so with the tries left, and the field keeps what was typed', async () => {
    let attemptsLeft = 5;
    const { user } = await openPage((request) => {
      if (request.path === OfferStagePaths.mobileVerify) {
        attemptsLeft -= 1;
        return fail(422, 'code_wrong');
      }
      if (request.path.startsWith(OfferStagePaths.mobileVerification)) {
        return ok(status({ attemptsLeft }));
      }
      return undefined;
    });
    await user.type(codeField(), '000000');
    await user.click(verify());
    const message =
      'El código no es correcto. Revisa el SMS y vuelve a escribir el código: te quedan 4 intentos';
    expect(await screen.findByRole('link', { name: message })).toHaveAttribute(
      'href',
      '#mobile-code',
    );
    expect(codeField()).toHaveValue('000000');
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField().getAttribute('aria-describedby')).toContain('mobile-code-error');
  });

  test('an expired code asks for a new one: the summary leads to the resend button', async () => {
    const { user, posted } = await openPage((request) => {
      if (request.path === OfferStagePaths.mobileVerify) return fail(410, 'code_expired');
      if (request.path === OfferStagePaths.mobileResendCode) {
        return ok(status({ resendAvailableAt: new Date(Date.now() + 30_000).toISOString() }));
      }
      return undefined;
    });
    await user.type(codeField(), '123456');
    await user.click(verify());
    const link = await screen.findByRole('link', {
      name: 'Este código ha caducado. Pide un código nuevo',
    });
    await user.click(link);
    const resend = screen.getByRole('button', { name: 'Enviar un código nuevo' });
    expect(resend).toHaveFocus();
    await user.click(resend);
    expect(posted(OfferStagePaths.mobileResendCode)).toHaveLength(1);
    // The new code went out: the expired message is gone, and the wait is shown and read out.
    await waitFor(() => expect(screen.queryByRole('link', { name: /caducado/ })).toBeNull());
    expect(
      screen.getByText(/Podrás pedir un código nuevo dentro de (30|29) segundos/),
    ).toBeVisible();
    expect(
      screen
        .getAllByRole('status')
        .some((region) => region.textContent?.includes('Te hemos enviado un código nuevo')),
    ).toBe(true);
  });

  test('too many wrong codes has its own message, and the wait in minutes', async () => {
    const lockEnds = () => new Date(Date.now() + 15 * 60_000).toISOString();
    let locked = false;
    const { user } = await openPage((request) => {
      if (request.path === OfferStagePaths.mobileVerify) {
        locked = true;
        return fail(429, 'too_many_attempts');
      }
      if (request.path.startsWith(OfferStagePaths.mobileVerification) && locked) {
        return ok(status({ attemptsLeft: 0, resendAvailableAt: lockEnds() }));
      }
      return undefined;
    });
    await user.type(codeField(), '000000');
    await user.click(verify());
    expect(
      await screen.findByRole('link', {
        name: 'Has escrito un código incorrecto demasiadas veces. Espera hasta que puedas pedir un código nuevo',
      }),
    ).toHaveAttribute('href', '#mobile-resend');
    expect(
      await screen.findByText('Podrás pedir un código nuevo dentro de 15 minutos.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar un código nuevo' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  // Walked on presta-ya-mx: after five wrong codes a reload showed the page as new, and only a
  // sixth code told the applicant the number was locked.
  test('a number locked before the page opened (a reload) says so at once', async () => {
    const lockEnds = new Date(Date.now() + 15 * 60_000).toISOString();
    await openPage((request) =>
      request.path.startsWith(OfferStagePaths.mobileVerification)
        ? ok(status({ attemptsLeft: 0, resendAvailableAt: lockEnds }))
        : undefined,
    );
    expect(
      await screen.findByRole('link', {
        name: 'Has escrito un código incorrecto demasiadas veces. Espera hasta que puedas pedir un código nuevo',
      }),
    ).toHaveAttribute('href', '#mobile-resend');
    expect(screen.getByText('Podrás pedir un código nuevo dentro de 15 minutos.')).toBeVisible();
  });

  test('a failed call keeps the code and offers to try again', async () => {
    let calls = 0;
    const { user } = await openPage((request) => {
      if (request.path !== OfferStagePaths.mobileVerify) return undefined;
      calls += 1;
      return calls === 1 ? fail(null, 'network_error') : leadAt(ApplicationState.CHECKING);
    });
    await user.type(codeField(), '123456');
    await user.click(verify());
    expect(await screen.findByText('No hemos podido comprobar tu código')).toBeVisible();
    expect(codeField()).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Volver a intentarlo' }));
    await waitFor(() => expect(location()).toBe('/checking'));
    expect(calls).toBe(2);
  });

  test('the lead verified in another tab: the page follows it where it stands', async () => {
    const { user, requests } = await openPage((request) => {
      if (request.path === OfferStagePaths.mobileVerify) return fail(409, 'wrong_state');
      if (request.path.startsWith('/lead/status/')) return leadAt(ApplicationState.INCOME_DETAILS);
      return undefined;
    });
    await user.type(codeField(), '123456');
    await user.click(verify());
    await waitFor(() => expect(location()).toBe('/income-details'));
    expect(requests.some((request) => request.path === `/lead/status/${TEST_LEAD_ID}`)).toBe(true);
  });

  test('the resend button waits for the cool-down, counting down, then sends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { posted } = await openPage((request) =>
      request.path.startsWith(OfferStagePaths.mobileVerification)
        ? ok(status({ resendAvailableAt: new Date(Date.now() + 30_000).toISOString() }))
        : request.path === OfferStagePaths.mobileResendCode
          ? ok(status({ resendAvailableAt: new Date(Date.now() + 30_000).toISOString() }))
          : undefined,
    );
    const resend = screen.getByRole('button', { name: 'Enviar un código nuevo' });
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    expect(resend).toHaveAccessibleDescription(/dentro de (30|29) segundos/);
    resend.click();
    expect(posted(OfferStagePaths.mobileResendCode)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText(/dentro de (20|19) segundos/)).toBeVisible();
    // The count is not a live region: only the start and the end are read out.
    expect(
      screen.getAllByRole('status').some((region) => region.textContent?.includes('segundos')),
    ).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(21_000));
    expect(resend).not.toHaveAttribute('aria-disabled');
    expect(
      screen
        .getAllByRole('status')
        .some((region) => region.textContent === 'Ya puedes pedir un código nuevo.'),
    ).toBe(true);
    await act(async () => resend.click());
    await waitFor(() => expect(posted(OfferStagePaths.mobileResendCode)).toHaveLength(1));
  });

  test('the change of number is a link away', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('link', { name: 'Cambiar tu número de móvil' }));
    await waitFor(() => expect(location()).toBe('/change-mobile-number'));
  });

  test('without an application, says so and offers to start again', async () => {
    const { api } = fakeApi(() => undefined);
    await renderApp({ api, path: '/mobile-verification' });
    expect(await screen.findByText('No encontramos tu solicitud')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Empezar una nueva solicitud' })).toBeVisible();
    expect(api).not.toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ path: expect.stringContaining('/lead/mobile') }),
    );
  });
});
