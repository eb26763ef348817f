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

function connection(online: boolean) {
  onLine.mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('the connection toasts', () => {
  test('back online after being offline: a success toast says so', () => {
    renderHook(() => useConnectionToasts());
    connection(false);
    connection(true);
    expect(notify).toHaveBeenCalledExactlyOnceWith('notifications>online', 'success');
  });

  test('going offline is no toast (the page says it, for as long as it lasts)', () => {
    renderHook(() => useConnectionToasts());
    connection(false);
    expect(notify).not.toHaveBeenCalled();
  });

  test('offline when the page takes over: no toast until the connection is back', () => {
    onLine.mockReturnValue(false);
    renderHook(() => useConnectionToasts());
    expect(notify).not.toHaveBeenCalled();
    connection(true);
    expect(notify).toHaveBeenCalledExactlyOnceWith('notifications>online', 'success');
  });

  test('once unmounted, the connection is no longer followed', () => {
    const { unmount } = renderHook(() => useConnectionToasts());
    unmount();
    connection(false);
    connection(true);
    expect(notify).not.toHaveBeenCalled();
  });
});
