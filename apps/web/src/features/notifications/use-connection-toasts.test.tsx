import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const notify = vi.hoisted(() => vi.fn<(message: string, kind?: string) => Promise<void>>());
vi.mock('./toast-requests', () => ({ notify }));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const { useConnectionToasts } = await import('./use-connection-toasts');

let onLine: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  notify.mockReset().mockResolvedValue(undefined);
  onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => onLine.mockRestore());

describe('the connection notices', () => {
  test('offline before the page took over (the event already gone): told at once', () => {
    onLine.mockReturnValue(false);
    renderHook(() => useConnectionToasts());
    expect(notify).toHaveBeenCalledExactlyOnceWith('notifications>offline', 'warning');
  });

  test('online when the page takes over: nothing said until the connection changes', () => {
    renderHook(() => useConnectionToasts());
    expect(notify).not.toHaveBeenCalled();
    onLine.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(notify).toHaveBeenCalledExactlyOnceWith('notifications>offline', 'warning');
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(notify).toHaveBeenLastCalledWith('notifications>online', 'success');
  });
});
