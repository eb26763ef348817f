import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

/** A fresh copy of the notice, as a page load would start it, and Testing Library's renderer. */
async function freshNotice() {
  vi.resetModules();
  const { ConnectionNotice } = await import('./connection-notice');
  const { act, cleanup, render } = await import('@testing-library/react');
  cleanUpFresh = cleanup;
  return { ConnectionNotice, act, render };
}

let cleanUpFresh: () => void = () => undefined;
let onLine: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => {
  cleanUpFresh();
  onLine.mockRestore();
  vi.useRealTimers();
});

function connection(online: boolean) {
  onLine.mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('the connection notice (issue 37)', () => {
  test('online throughout: an empty status region, nothing shown', async () => {
    const { ConnectionNotice, render } = await freshNotice();
    render(<ConnectionNotice />);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  test('offline: said in the page, read out, and still said 10 s later (not a toast that closes)', async () => {
    vi.useFakeTimers();
    const { ConnectionNotice, act, render } = await freshNotice();
    const { container } = render(<ConnectionNotice />);
    act(() => connection(false));
    expect(screen.getByRole('status')).toHaveTextContent('notifications>offline');
    expect(container.querySelector('.lf-connection-notice')).toHaveTextContent(
      'notifications>offline',
    );
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('status')).toHaveTextContent('notifications>offline');
  });

  test('offline before the page took over (its event already gone): told at once', async () => {
    onLine.mockReturnValue(false);
    const { ConnectionNotice, render } = await freshNotice();
    render(<ConnectionNotice />);
    expect(screen.getByRole('status')).toHaveTextContent('notifications>offline');
  });

  test('back online: the notice goes from the page, and the page says nothing of the return (the toast does)', async () => {
    const { ConnectionNotice, act, render } = await freshNotice();
    const { container } = render(<ConnectionNotice />);
    act(() => connection(false));
    act(() => connection(true));
    expect(container.querySelector('.lf-connection-notice')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByText('notifications>online')).toBeNull();
  });
});

describe('a browser that does not keep the answers (walker A3: storage blocked or full)', () => {
  const refused = (name: string) => () => {
    throw new DOMException('refused', name);
  };

  test.each([
    ['session storage refused', 'SecurityError', () => vi.spyOn(window, 'sessionStorage', 'get')],
    [
      'storage full (every write refused)',
      'QuotaExceededError',
      () => vi.spyOn(Storage.prototype, 'setItem'),
    ],
  ] as const)(
    '%s: the page says at once that a reload or closing loses them',
    async (_, error, spy) => {
      const refusal = spy().mockImplementation(refused(error));
      try {
        const { ConnectionNotice, render } = await freshNotice();
        render(<ConnectionNotice />);
        expect(screen.getByRole('status')).toHaveTextContent('notifications>answersNotKept');
      } finally {
        refusal.mockRestore();
      }
    },
  );

  test('local storage alone refused: nothing said, the session keeps the application', async () => {
    const getter = vi
      .spyOn(window, 'localStorage', 'get')
      .mockImplementation(refused('SecurityError'));
    try {
      const { ConnectionNotice, render } = await freshNotice();
      render(<ConnectionNotice />);
      expect(screen.getByRole('status')).toHaveTextContent('');
    } finally {
      getter.mockRestore();
    }
  });
});
