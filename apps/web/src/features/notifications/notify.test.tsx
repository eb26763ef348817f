import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

/**
 * A fresh copy of the feature, as a page load would start it (the library not yet loaded), with
 * Testing Library loaded afresh beside it, so its clean-up knows what this render drew.
 */
async function freshNotifications() {
  vi.resetModules();
  const host = await import('./toast-host');
  const requests = await import('./toast-requests');
  const { act, cleanup, render } = await import('@testing-library/react');
  cleanUpFresh = cleanup;
  return { ToastHost: host.ToastHost, notify: requests.notify, act, render };
}

/** The fresh renderer's own clean-up: the set-up's only knows what the first one drew. */
let cleanUpFresh: () => void = () => undefined;
let onLine: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => {
  cleanUpFresh();
  onLine.mockRestore();
  vi.doUnmock('./toast-container');
});

function goOnline() {
  onLine.mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
}

describe('toasts', () => {
  test('load on first use, show top-right without a progress bar, and close on click', async () => {
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
    expect(element).toHaveAttribute('data-in', 'true');
    await userEvent.click(toast);
    // Closing starts the exit animation (jsdom never ends it, a browser removes the toast then).
    await expect.poll(() => element?.getAttribute('data-in')).toBe('false');
  });

  test('offline before the library is there, the notice shows at once in the page’s status region', async () => {
    vi.doMock('./toast-container', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { ToastHost, notify, act, render } = await freshNotifications();
    render(<ToastHost />);
    onLine.mockReturnValue(false);
    void notify('Estás sin conexión.', 'warning');
    expect(await screen.findByRole('status')).toHaveTextContent('Estás sin conexión.');
    // The failed download neither crashes the page nor removes the notice while offline.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('status')).toHaveTextContent('Estás sin conexión.');
    vi.doUnmock('./toast-container');
    goOnline();
  });

  test('back online, the library loads, the status region empties and the toast says so', async () => {
    const { ToastHost, notify, act, render } = await freshNotifications();
    render(<ToastHost />);
    onLine.mockReturnValue(false);
    void notify('Estás sin conexión.', 'warning');
    expect(await screen.findByRole('status')).toHaveTextContent('Estás sin conexión.');
    goOnline();
    await act(() => notify('Vuelves a tener conexión.', 'success'));
    expect(await screen.findByText('Vuelves a tener conexión.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryAllByText('Estás sin conexión.')).toEqual([]);
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
    vi.useRealTimers();
  });
});
