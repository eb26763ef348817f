import { ApplicationState, type LeadAnswer } from '@lf/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiResult, ApiRequest } from '../../lib/api-client';
import { classicAtPersonalDetails, registeredBrand, renderApp } from '../../test/render-app';

const LEAD_ID = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';
const answer: LeadAnswer = {
  id: LEAD_ID,
  applicationState: ApplicationState.PERSONAL_DETAILS,
  leadStatus: 1,
  expiresAt: '2026-11-24T10:00:00.000Z',
};

/** The lead API out of reach: every attempt of a save fails the same way. */
const down = {
  ok: false,
  status: null,
  error: { code: 'network_error', message: 'down' },
} as const;

function apiAnswering(...results: ApiResult<unknown>[]) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    const next = results.shift();
    if (!next) throw new Error('No more answers');
    return next;
  });
  return { api: api as unknown as ApiClient, requests };
}

/** A lead API whose every call waits until the test answers it (`answerCreate`, the last one). */
function apiHoldingEachCall() {
  const requests: ApiRequest[] = [];
  let answer: (result: ApiResult<unknown>) => void = () => undefined;
  const api = ((_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    return new Promise<ApiResult<unknown>>((resolve) => {
      answer = resolve;
    });
  }) as unknown as ApiClient;
  return { api, requests, answerCreate: (result: ApiResult<unknown>) => answer(result) };
}

describe('loan information step', () => {
  test('starts at the brand default amount and the period clamped into its bounds', async () => {
    const { api } = apiAnswering();
    await renderApp({ api });
    expect(await screen.findByRole('slider', { name: 'Importe del préstamo' })).toHaveValue('1000');
    expect(screen.getByRole('slider', { name: 'Plazo de devolución' })).toHaveValue('61');
    // At a bound its step button says so, yet keeps the focus of a keyboard user who pressed it
    // there (a disabled button drops the focus to the page's body): a press changes nothing.
    for (const name of ['Aumentar el importe', 'Acortar el plazo']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).not.toBeDisabled();
    }
  });

  test('a step button pressed up to its bound keeps the focus, and a press there changes nothing', async () => {
    const { api } = apiAnswering();
    const { user } = await renderApp({ api });
    const longer = await screen.findByRole('button', { name: 'Alargar el plazo' });
    const period = screen.getByRole('slider', { name: 'Plazo de devolución' });
    longer.focus();
    for (let press = 0; press < 40 && longer.getAttribute('aria-disabled') !== 'true'; press += 1) {
      await user.keyboard('{Enter}');
    }
    expect(longer).toHaveAttribute('aria-disabled', 'true');
    expect(longer).toHaveFocus();
    const atBound = (period as HTMLInputElement).value;
    await user.keyboard('{Enter}');
    expect(period).toHaveValue(atBound);
    expect(screen.getByRole('button', { name: 'Acortar el plazo' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  test('step buttons move by the brand step, and each value is said where it is shown', async () => {
    const { api } = apiAnswering();
    const { user } = await renderApp({ api });
    await user.click(await screen.findByRole('button', { name: 'Reducir el importe' }));
    await user.click(screen.getByRole('button', { name: 'Alargar el plazo' }));
    expect(screen.getByRole('slider', { name: 'Importe del préstamo' })).toHaveValue('900');
    // Each slider's value is a polite live region of its own (an output: role status).
    const form = screen.getByRole('slider', { name: 'Importe del préstamo' }).closest('form');
    if (!form) throw new Error('The sliders are in no form');
    const values = within(form).getAllByRole('status');
    // Intl writes the space before the currency as a no-break space.
    expect(values.map((value) => value.textContent?.replace(/\s/g, ' '))).toEqual([
      '900 €',
      '62 días',
    ]);
  });

  test('a brand whose term is in months says months wherever the term is shown, never days', async () => {
    const brand = registeredBrand('default-es');
    const { api } = apiAnswering();
    const { user } = await renderApp({
      api,
      brand: {
        ...brand,
        loan: {
          ...brand.loan,
          period: { min: 6, max: 36, step: 1, default: 12 },
          periodScale: 'months',
        },
      },
    });
    const period = await screen.findByRole('slider', { name: 'Plazo de devolución' });
    expect(period).toHaveValue('12');
    expect(period).toHaveAttribute('aria-valuetext', '12 meses');
    expect(screen.getByText('Desde 6 hasta 36 meses')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Acortar el plazo' }));
    expect(screen.getAllByText('11 meses').length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/días?\b/);
  });

  test('beside the representative example, no summary sentence, and a page marked for phones to fit', async () => {
    const { api } = apiAnswering();
    await renderApp({ api });
    expect(await screen.findByRole('region', { name: 'Ejemplo representativo' })).toBeVisible();
    // default-es has pricing: the example says the loan's figures (and reads the summary's
    // sentence once they rest, representative-example.test.tsx); on a phone the intro is left to
    // screen readers and the title is a step smaller (global.css), so that Continue is on the
    // first screen (decision 0022; e2e/mobile-layout.spec.ts measures it).
    expect(screen.queryByText(/^Solicitas/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Continuar' }).closest('form')).toHaveClass(
      'lf-step--cost-example',
    );
  });

  test('Continue waits for the create, busy and focused, and goes where its answer says', async () => {
    const { api, requests, answerCreate } = apiHoldingEachCall();
    const { user, store } = await renderApp({ api });
    await user.click(await screen.findByRole('button', { name: 'Reducir el importe' }));
    const button = screen.getByRole('button', { name: 'Continuar' });
    await user.click(button);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    // Said in words under Continue, as every later page does (walker w12: a create that hung
    // showed only a paler button for a minute).
    expect(screen.getByText('Enviando tus respuestas…')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/v3/lead',
      body: { amount: 900, period: 61, periodScale: 'days' },
    });
    expect(requests[0]?.headers?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    answerCreate({ ok: true, status: 201, data: answer });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datos personales' }),
    ).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/personal-details');
    expect(store.getState().application.applicationData.id).toBe(LEAD_ID);
  });

  test('while the create is sent, the loan takes no change: what is shown is what is sent', async () => {
    // Walker w13 (default-es, slow line): "less" pressed after Continue showed 800 € while the
    // create carried 1000 €, then the next page came with 1000 €.
    const { api, requests, answerCreate } = apiHoldingEachCall();
    const { user, store } = await renderApp({ api });
    const less = await screen.findByRole('button', { name: 'Reducir el importe' });
    await user.click(less);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    const amount = screen.getByRole('slider', { name: 'Importe del préstamo' });
    // Neither a tap (a replayed one is a script's click, which inert does not stop) nor the keyboard.
    fireEvent.click(less);
    fireEvent.change(amount, { target: { value: '500' } });
    expect(amount).toHaveValue('900');
    expect(store.getState().application.applicationData.amount).toBe(900);
    expect(amount.closest('[inert]')).not.toBeNull();

    answerCreate({ ok: true, status: 201, data: answer });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datos personales' }),
    ).toBeVisible();
    expect(store.getState().application.applicationData.amount).toBe(900);
  });

  test('a create that keeps failing keeps the applicant here, told until Continue is pressed again', async () => {
    // The first attempt and its three automatic retries fail; Try again makes the lead.
    const { api, requests } = apiAnswering(down, down, down, down, {
      ok: true,
      status: 201,
      data: answer,
    });
    const { user, store } = await renderApp({ api });
    await user.click(await screen.findByRole('button', { name: 'Reducir el importe' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido guardar tu solicitud');
    // Whatever failed, the server or the connection, the applicant is not sent to check a Wi-Fi
    // that works (walker S: a server's 500 or unreadable answer said so); offline, the page's own
    // notice tells them.
    expect(alert).not.toHaveTextContent(/conexión/);
    expect(alert).toHaveTextContent('Vuelve a intentarlo en unos momentos');
    expect(alert.parentElement).toHaveFocus();
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(requests).toHaveLength(4);
    // Kept for the next Continue, which makes the lead under the same key.
    const { applicationData, createKey } = store.getState().application;
    expect(applicationData.amount).toBe(900);
    expect(applicationData.id).toBeUndefined();
    expect(createKey).toBe(requests[0]?.headers?.['idempotency-key']);
    // The alert is the page's own (not a toast that closes): it goes with the next Continue.
    expect(alert.closest('form')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Volver a intentarlo' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datos personales' }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(new Set(requests.map((request) => request.headers?.['idempotency-key'])).size).toBe(1);
  });

  test('a loan the server refuses keeps the applicant on it, told, and Try again makes the lead', async () => {
    const { api, requests } = apiAnswering(
      {
        ok: false,
        status: 400,
        error: {
          code: 'invalid_body',
          message: 'Invalid',
          fieldErrors: [{ fieldName: 'amount', code: 'too_large', message: 'Too large' }],
        },
      },
      { ok: true, status: 201, data: answer },
    );
    const { user } = await renderApp({ api });
    await user.click(await screen.findByRole('button', { name: 'Reducir el importe' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido guardar tu solicitud');
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(alert.parentElement).toHaveFocus();
    expect(screen.getByRole('slider', { name: 'Importe del préstamo' })).toHaveValue('900');

    await user.click(screen.getByRole('button', { name: 'Volver a intentarlo' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datos personales' }),
    ).toBeVisible();
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a first save refused for an answer of a page not reached yet is told, not left silent', async () => {
    // Walked: answers kept from before (another brand's, in a deployment that switches brands)
    // were refused at the first save. The applicant was sent to their page, which without a lead
    // sent them back: Continue did nothing, and nothing was said.
    const refusedLater: ApiResult<never> = {
      ok: false,
      status: 422,
      error: {
        code: 'invalid_body',
        message: 'Invalid',
        fieldErrors: [
          { fieldName: 'personalDetails.personalCode', code: 'invalid_format', message: 'Bad' },
        ],
      },
    };
    const { api } = apiAnswering(refusedLater);
    const { user } = await renderApp({ api });
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido guardar tu solicitud');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  test('a change of the loan once the lead exists waits, and a failure to save it is told, focused', async () => {
    // The update and its three automatic retries fail.
    const { api, requests } = apiAnswering(down, down, down, down);
    const { user } = await renderApp({
      api,
      ...classicAtPersonalDetails(),
      path: '/loan-information',
    });
    await user.click(await screen.findByRole('button', { name: 'Reducir el importe' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido guardar tu solicitud');
    expect(alert.parentElement).toHaveFocus();
    expect(screen.getByTestId('location').textContent).toBe('/loan-information');
    expect(requests.map((request) => request.method)).toEqual(['PUT', 'PUT', 'PUT', 'PUT']);
    expect(screen.getByRole('button', { name: 'Volver a intentarlo' })).toBeVisible();
  });

  test('a passing network failure is retried automatically, with the same key', async () => {
    const { api, requests } = apiAnswering(
      { ok: false, status: 503, error: { code: 'internal_error', message: 'busy' } },
      { ok: true, status: 201, data: answer },
    );
    const { user, store } = await renderApp({ api });
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(store.getState().application.applicationData.id).toBe(LEAD_ID));
    expect(screen.getByTestId('location')).toHaveTextContent('/personal-details');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests).toHaveLength(2);
    expect(requests[1]?.headers?.['idempotency-key']).toBe(
      requests[0]?.headers?.['idempotency-key'],
    );
  });

  test('an unknown path goes to the not-found page', async () => {
    const { api } = apiAnswering();
    await renderApp({ api, path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });
});
