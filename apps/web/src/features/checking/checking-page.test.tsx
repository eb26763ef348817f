import { ApplicationState, type LeadAnswer } from '@lf/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiResult } from '../../lib/api-client';
import { renderApp, TEST_LEAD_ID } from '../../test/render-app';

const stillChecking: ApiResult<LeadAnswer> = {
  ok: true,
  status: 200,
  data: {
    id: TEST_LEAD_ID,
    applicationState: ApplicationState.CHECKING,
    leadStatus: 1,
    expiresAt: '2026-11-24T10:00:00Z',
  },
};

afterEach(() => {
  vi.useRealTimers();
});

describe('checking page', () => {
  test('keeps its promise of a minute: then it says it is taking longer, and keeps checking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls: string[] = [];
    const api = vi.fn(async (_schema: unknown, request: { path: string }) => {
      calls.push(request.path);
      return stillChecking;
    }) as unknown as ApiClient;
    await renderApp({ api, path: '/checking', lead: { state: ApplicationState.CHECKING } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estamos revisando tu solicitud' }),
    ).toBeVisible();
    // The paragraph does not say again what the heading says.
    expect(screen.getByText(/Suele tardar menos de un minuto/)).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(55_000));
    expect(screen.queryByText('Está tardando más de lo habitual')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(
      screen
        .getAllByRole('status')
        .some((region) => region.textContent?.includes('Está tardando más de lo habitual')),
    ).toBe(true);
    const before = calls.length;
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(calls.length).toBeGreaterThan(before);
    expect(screen.getByRole('button', { name: 'Comprobar ahora' })).toBeVisible();
  });

  test('back online, it checks at once instead of waiting out the gap the outage stretched', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let online = false;
    const calls: number[] = [];
    const api = vi.fn(async () => {
      calls.push(Date.now());
      if (!online) return { ok: false, status: 0, error: { code: 'network' } };
      return stillChecking;
    }) as unknown as ApiClient;
    await renderApp({ api, path: '/checking', lead: { state: ApplicationState.CHECKING } });
    await screen.findByRole('heading', { level: 1, name: 'Estamos revisando tu solicitud' });
    // Offline through the checks at 1, 3 and 7 s: the next one waits 8 s more.
    await act(() => vi.advanceTimersByTimeAsync(7_500));
    const offlineCalls = calls.length;
    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(calls.length).toBe(offlineCalls + 1);
    // And it goes on from the first gap, not the stretched one.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(calls.length).toBe(offlineCalls + 2);
  });

  test('when the status cannot be read three times in a row, it says so and keeps trying; a read that succeeds takes the note away', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failing = true;
    const api = vi.fn(async () => {
      if (failing) return { ok: false, status: 503, error: { code: 'http' } };
      return stillChecking;
    }) as unknown as ApiClient;
    await renderApp({ api, path: '/checking', lead: { state: ApplicationState.CHECKING } });
    await screen.findByRole('heading', { level: 1, name: 'Estamos revisando tu solicitud' });
    const note = () =>
      screen
        .getAllByRole('status')
        .find((region) =>
          region.textContent?.includes('No podemos comprobar tu solicitud en este momento'),
        );
    // Two failed reads (at 1 and 2 s) say nothing yet: one slow answer is not an outage.
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(note()).toBeUndefined();
    // The third (at 4 s) does, and the applicant can ask again at once.
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(note()).toHaveTextContent('Tu solicitud está guardada');
    expect(screen.getByRole('button', { name: 'Comprobar ahora' })).toBeVisible();
    // Asked again while it is still down: it asks at once, and the note stays (walker I5: it went
    // for 3 s, its button with it).
    const before = (api as unknown as { mock: { calls: unknown[] } }).mock.calls.length;
    await act(async () => {
      screen.getByRole('button', { name: 'Comprobar ahora' }).click();
      await vi.advanceTimersByTimeAsync(100);
    });
    expect((api as unknown as { mock: { calls: unknown[] } }).mock.calls.length).toBe(before + 1);
    expect(note()).toHaveTextContent('Tu solicitud está guardada');
    failing = false;
    await act(async () => {
      screen.getByRole('button', { name: 'Comprobar ahora' }).click();
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(note()).toBeUndefined();
  });

  test('after three minutes of failed reads it says it has stopped, not that it keeps trying (walker I5)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = vi.fn(async () => ({
      ok: false,
      status: 503,
      error: { code: 'http' },
    })) as unknown as ApiClient;
    await renderApp({ api, path: '/checking', lead: { state: ApplicationState.CHECKING } });
    await screen.findByRole('heading', { level: 1, name: 'Estamos revisando tu solicitud' });
    await act(() => vi.advanceTimersByTimeAsync(200_000));
    expect(screen.queryByText(/Lo seguimos intentando/)).toBeNull();
    expect(
      screen.getByText(
        'Tu solicitud está guardada. Aún no tenemos respuesta: compruébalo de nuevo ahora o vuelve a esta página más tarde.',
      ),
    ).toBeVisible();
  });

  // Walked on default-es: a lead past its retention (410) or unknown to the lead API (404) was
  // told "No podemos comprobar tu solicitud en este momento … Lo seguimos intentando", for ever.
  test.each([
    { status: 410, code: 'lead_expired', title: 'Tu solicitud ha caducado' },
    { status: 404, code: 'lead_not_found', title: 'No encontramos tu solicitud' },
  ])(
    'a status answered $status $code ends the wait: the application is gone, with the way to start again',
    async ({ status, code, title }) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const calls: string[] = [];
      const api = vi.fn(async (_schema: unknown, request: { path: string }) => {
        calls.push(request.path);
        return { ok: false, status, error: { code, message: 'No lead' } };
      }) as unknown as ApiClient;
      await renderApp({ api, path: '/checking', lead: { state: ApplicationState.CHECKING } });
      await screen.findByRole('heading', { level: 1, name: 'Estamos revisando tu solicitud' });
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(document.title).toMatch(new RegExp(`^${title}`));
      expect(
        screen.getByText(
          'Guardamos cada solicitud durante 24 horas. Empieza una nueva solicitud para recibir una oferta.',
        ),
      ).toBeVisible();
      expect(screen.queryByText(/Lo seguimos intentando/)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Comprobar ahora' })).toBeNull();
      // Nothing more is asked, however long the page stays open or often it comes to the front.
      const asked = calls.length;
      expect(asked).toBe(1);
      await act(async () => {
        document.dispatchEvent(new Event('visibilitychange'));
        window.dispatchEvent(new Event('online'));
        await vi.advanceTimersByTimeAsync(200_000);
      });
      expect(calls.length).toBe(asked);
      await act(async () => {
        screen.getByRole('button', { name: 'Empezar una nueva solicitud' }).click();
        await vi.advanceTimersByTimeAsync(100);
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: /¿Cuánto dinero necesitas\?/ }),
      ).toBeVisible();
    },
  );

  test('shows where the application is, in words, without saying the heading again', async () => {
    const api = vi.fn(async () => stillChecking) as unknown as ApiClient;
    await renderApp({ api, path: '/checking', lead: { state: ApplicationState.CHECKING } });
    const progress = await screen.findByRole('list', { name: 'Cómo va tu solicitud' });
    const steps = [...progress.querySelectorAll('li')].map((step) => step.textContent);
    expect(steps).toEqual([
      'Solicitud enviada (hecho)',
      'Consultamos a nuestros prestamistas (en curso)',
      'Tu respuesta, en esta página',
    ]);
    expect(progress.querySelector('[aria-current="step"]')).toHaveTextContent(
      'Consultamos a nuestros prestamistas',
    );
    expect(steps.some((step) => step?.includes('Estamos revisando tu solicitud'))).toBe(false);
    // While it checks, the step now turns; nothing else on the page does.
    expect(document.querySelectorAll('.lf-checking-steps__mark--busy')).toHaveLength(1);
    expect(document.querySelector('.lf-loader')).toBeNull();
  });
});
