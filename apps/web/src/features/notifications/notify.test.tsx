import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { ToastHost } from './toast-host';
import { notify } from './toast-requests';

describe('toasts', () => {
  test('load on first use, show top-right without a progress bar, and close on click', async () => {
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
});
