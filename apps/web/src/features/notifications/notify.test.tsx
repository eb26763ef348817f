import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';

/**
 * A fresh copy of the feature, as a page load would start it (the library not yet loaded), with
 * Testing Library loaded afresh beside it, so its clean-up knows what this render drew.
 */
async function freshNotifications() {
  vi.resetModules();
  const host = await import('./toast-host');
  const requests = await import('./toast-requests');
  const { act, cleanup, render } = await import('@testing-library/react');
  const { initTestI18n } = await import('../../test/render-app');
  await initTestI18n('es');
  cleanUpFresh = cleanup;
  return { ToastHost: host.ToastHost, notify: requests.notify, act, render };
}

/** The fresh renderer's own clean-up: the set-up's only knows what the first one drew. */
let cleanUpFresh: () => void = () => undefined;
afterEach(() => {
  cleanUpFresh();
  vi.doUnmock('./toast-container');
  vi.useRealTimers();
});

describe('toasts (spec section 2)', () => {
  test('load on first use, show top-right in the coloured theme without a progress bar, read out, and close on click', async () => {
    const { ToastHost, notify, render } = await freshNotifications();
    render(<ToastHost />);
    expect(document.querySelector('.Toastify')).toBeNull();
    await notify('Vuelves a tener conexión.', 'success');
    const toast = await screen.findByText('Vuelves a tener conexión.');
    expect(document.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
    expect(
      document.querySelector('.Toastify__progress-bar--wrp')?.getAttribute('data-hidden'),
    ).toBe('true');
    const element = toast.closest('.Toastify__toast');
    expect(element).toHaveClass('Toastify__toast-theme--colored', 'Toastify__toast--success');
    // Good news is read out politely, when the screen reader is free (walker G4: an alert
    // broke into what it was reading); a problem is an alert.
    expect(element).toHaveAttribute('role', 'status');
    expect(element).toHaveAttribute('data-in', 'true');
    // Named in the page's language, not the library's English ("Notifications", "close").
    expect(screen.getByRole('button', { name: 'Cerrar el aviso' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Avisos' })).toContainElement(toast);
    // One live region: the toast's own, not also the library's polite container around it
    // (nested, NVDA read a toast twice and again as it left; react-toastify issue 1291).
    expect(element?.parentElement?.closest('[aria-live]')).toBeNull();
    await userEvent.click(toast);
    // Closing starts the exit animation (jsdom never ends it, a browser removes the toast then).
    await expect.poll(() => element?.getAttribute('data-in')).toBe('false');
  });

  test('a problem is an alert', async () => {
    const { ToastHost, notify, render } = await freshNotifications();
    render(<ToastHost />);
    await notify('No se ha podido guardar.', 'error');
    const toast = await screen.findByText('No se ha podido guardar.');
    expect(toast.closest('.Toastify__toast')).toHaveAttribute('role', 'alert');
  });

  test('close by themselves after 3000 ms, paused while hovered', async () => {
    const { ToastHost, notify, act, render } = await freshNotifications();
    render(<ToastHost />);
    await notify('Vuelves a tener conexión.', 'success');
    const toast = await screen.findByText('Vuelves a tener conexión.');
    // The library closes a toast when its (hidden) progress bar's animation ends: a browser runs
    // it (e2e/mobile-layout.spec.ts sees the toast go), jsdom does not.
    const bar = document.querySelector<HTMLElement>('.Toastify__progress-bar');
    expect(bar?.style.animationDuration).toBe('3000ms');
    // (jsdom's window starts without focus, which the library's default pauses on.)
    act(() => {
      window.dispatchEvent(new FocusEvent('focus'));
    });
    expect(bar?.style.animationPlayState).toBe('running');
    await userEvent.hover(toast);
    expect(bar?.style.animationPlayState).toBe('paused');
    expect(toast.closest('.Toastify__toast')).toHaveAttribute('data-in', 'true');
  });

  test('a library that cannot be downloaded shows nothing and takes nothing down', async () => {
    vi.doMock('./toast-container', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { ToastHost, notify, render } = await freshNotifications();
    const { container } = render(
      <main>
        <h1>Página</h1>
        <ToastHost />
      </main>,
    );
    await expect(notify('Vuelves a tener conexión.', 'success')).resolves.toBeUndefined();
    expect(screen.getByRole('heading', { name: 'Página' })).toBeVisible();
    expect(container.querySelector('.Toastify')).toBeNull();
  });

  test('the host alone fetches no library: the first page stays without it until idle', async () => {
    vi.useFakeTimers();
    const { ToastHost, act, render } = await freshNotifications();
    const requests = await import('./toast-requests');
    const load = vi.spyOn(requests, 'preloadToasts');
    render(<ToastHost />);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(load).not.toHaveBeenCalled();
    expect(document.querySelector('.Toastify')).toBeNull();
  });
});
