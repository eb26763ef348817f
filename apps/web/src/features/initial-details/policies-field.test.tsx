import { ApplicationState, policiesPath, type PoliciesAnswer } from '@lf/contract';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../lib/api-client';
import { renderApp } from '../../test/render-app';

const policies: PoliciesAnswer = {
  product: 'credisol-es',
  locale: 'es',
  policies: [
    {
      id: 'generalTerms',
      title: 'Condiciones generales',
      text: 'He leído y acepto las condiciones generales del servicio de préstamos de CrediSol.',
      url: 'https://www.credisol.example.es/condiciones',
      required: true,
    },
    {
      id: 'dataProcessing',
      title: 'Tratamiento de datos y privacidad',
      text: 'Acepto que CrediSol trate mis datos personales para estudiar mi solicitud.',
      url: 'https://www.credisol.example.es/privacidad',
      required: true,
    },
    {
      id: 'marketingProfiling',
      title: 'Ofertas personalizadas',
      text: 'Acepto que CrediSol use mis datos para enviarme ofertas adaptadas a mí.',
      url: 'https://www.credisol.example.es/privacidad#perfiles',
      required: false,
    },
  ],
};

const loaded: ApiResult<PoliciesAnswer> = { ok: true, status: 200, data: policies };
const unavailable: ApiResult<never> = {
  ok: false,
  status: 503,
  error: { code: 'internal_error', message: 'HTTP 503' },
};

/** The lead API for the page: the policies answered in turn; every other call refused. */
function policiesApi(...answers: ApiResult<unknown>[]) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    if (request.path.startsWith('/policy')) {
      const next = answers.shift();
      if (!next) throw new Error('No policies answer left');
      return next;
    }
    return { ok: false, status: 404, error: { code: 'not_found', message: 'Not found' } };
  });
  return { api: api as unknown as ApiClient, requests };
}

const renderInitialDetails = (api: ApiClient) =>
  renderApp({ api, brandId: 'credisol-es', path: '/initial-details' });

describe('initial-details: policies', () => {
  test('shows each policy as a checkbox with its text and a link that opens in a new tab', async () => {
    const { api, requests } = policiesApi(loaded);
    await renderInitialDetails(api);
    const terms = await screen.findByRole('checkbox', { name: 'Condiciones generales' });
    expect(terms).toHaveAccessibleDescription(
      'He leído y acepto las condiciones generales del servicio de préstamos de CrediSol.',
    );
    expect(
      screen.getByRole('checkbox', { name: 'Ofertas personalizadas (opcional)' }),
    ).not.toBeChecked();
    const link = screen.getByRole('link', {
      name: 'Leer «Condiciones generales» (se abre en una pestaña nueva)',
    });
    expect(link).toHaveAttribute('href', 'https://www.credisol.example.es/condiciones');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(requests[0]).toMatchObject({ method: 'GET', path: policiesPath('credisol-es', 'es') });
  });

  test('says it is loading them until they arrive', async () => {
    let answer: (result: ApiResult<PoliciesAnswer>) => void = () => undefined;
    const api = vi.fn(
      (_schema: unknown, request: ApiRequest) =>
        new Promise<ApiResult<unknown>>((resolve) => {
          if (request.path.startsWith('/policy')) answer = resolve;
          else resolve(unavailable);
        }),
    ) as unknown as ApiClient;
    await renderInitialDetails(api);
    expect(await screen.findByText('Cargando nuestras políticas…')).toBeVisible();
    // The answer lets the form suspend on its lazy fields: resolve it inside an awaited act.
    await act(async () => answer(loaded));
    expect(await screen.findByRole('checkbox', { name: 'Condiciones generales' })).toBeVisible();
    expect(screen.queryByText('Cargando nuestras políticas…')).not.toBeInTheDocument();
  });

  test('a required policy left unticked is named in the summary and by its checkbox', async () => {
    const { api } = policiesApi(loaded);
    const { user } = await renderInitialDetails(api);
    await user.click(await screen.findByRole('checkbox', { name: 'Condiciones generales' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const summary = await screen.findByRole('alert', { name: 'Hay un problema' });
    const message = 'Acepta «Tratamiento de datos y privacidad» para continuar';
    const link = within(summary).getByRole('link', { name: message });
    const privacy = screen.getByRole('checkbox', { name: 'Tratamiento de datos y privacidad' });
    expect(privacy).toHaveAttribute('aria-invalid', 'true');
    expect(privacy).toHaveAccessibleDescription(expect.stringContaining(message));
    await user.click(link);
    expect(privacy).toHaveFocus();

    // Ticking it clears the message: the optional one may stay unticked.
    await user.click(privacy);
    expect(screen.queryByText(message, { selector: 'p' })).not.toBeInTheDocument();
  });

  test('every required policy left unticked is named at once (issue 37): one Continue, not one a round', async () => {
    const { api } = policiesApi(loaded);
    const { user } = await renderInitialDetails(api);
    await screen.findByRole('checkbox', { name: 'Condiciones generales' });
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const summary = await screen.findByRole('alert', { name: 'Hay un problema' });
    const required = [
      ['Condiciones generales', 'Acepta «Condiciones generales» para continuar'],
      [
        'Tratamiento de datos y privacidad',
        'Acepta «Tratamiento de datos y privacidad» para continuar',
      ],
    ] as const;
    const links = within(summary)
      .getAllByRole('link')
      .filter((link) => /polic/i.test(link.getAttribute('href') ?? ''));
    expect(links.map((link) => link.textContent)).toEqual(required.map(([, message]) => message));
    for (const [name, message] of required) {
      const box = screen.getByRole('checkbox', { name });
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(expect.stringContaining(message));
      await user.click(within(summary).getByRole('link', { name: message }));
      expect(box).toHaveFocus();
    }
    // The optional one is not named.
    const optional = screen.getByRole('checkbox', { name: 'Ofertas personalizadas (opcional)' });
    expect(optional).not.toHaveAttribute('aria-invalid');

    // Ticking one clears its message only; the other is still named by its box.
    await user.click(screen.getByRole('checkbox', { name: 'Condiciones generales' }));
    expect(
      screen.queryByText('Acepta «Condiciones generales» para continuar', { selector: 'p' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Tratamiento de datos y privacidad' }),
    ).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Acepta «Tratamiento de datos y privacidad» para continuar', {
        selector: 'p',
      }),
    ).toBeVisible();
  });

  test('keeps every answer as policies and generalPolicies only once all required ones are ticked', async () => {
    const { api } = policiesApi(loaded);
    const { user, store } = await renderInitialDetails(api);
    const data = () => store.getState().application.applicationData;

    await user.click(await screen.findByRole('checkbox', { name: 'Condiciones generales' }));
    expect(data().policies).toEqual({
      generalTerms: true,
      dataProcessing: false,
      marketingProfiling: false,
    });
    expect(data().generalPolicies).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Tratamiento de datos y privacidad' }));
    expect(data().policies).toEqual({
      generalTerms: true,
      dataProcessing: true,
      marketingProfiling: false,
    });
    expect(data().generalPolicies).toBe(true);
  });

  test('ticks again what was accepted on an earlier visit', async () => {
    const { api } = policiesApi(loaded);
    await renderApp({
      api,
      brandId: 'credisol-es',
      path: '/initial-details',
      lead: {
        state: ApplicationState.PERSONAL_DETAILS,
        data: {
          policies: { generalTerms: true, marketingProfiling: false },
          generalPolicies: false,
        },
        visited: ['/initial-details'],
      },
    });
    expect(await screen.findByRole('checkbox', { name: 'Condiciones generales' })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Tratamiento de datos y privacidad' }),
    ).not.toBeChecked();
  });

  test('when they cannot load: an alert with a way to try again, and Continue waits for them', async () => {
    const { api, requests } = policiesApi(unavailable, loaded);
    const { user } = await renderInitialDetails(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se han podido cargar nuestras políticas');

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = await screen.findByRole('alert', { name: 'Hay un problema' });
    expect(
      within(summary).getByRole('link', {
        name: 'Espera a que se carguen nuestras políticas o vuelve a intentarlo',
      }),
    ).toBeVisible();

    await user.click(within(alert).getByRole('button', { name: 'Volver a intentarlo' }));
    expect(await screen.findByRole('checkbox', { name: 'Condiciones generales' })).toBeVisible();
    expect(requests.filter((request) => request.path.startsWith('/policy'))).toHaveLength(2);
  });
});
