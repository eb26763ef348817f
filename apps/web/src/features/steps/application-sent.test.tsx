import { act, renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useApplicationSent, whileApplicationSent } from './application-sent';

function deferred() {
  let resolve = () => {};
  let reject: (reason: Error) => void = () => {};
  const promise = new Promise<void>((resolved, rejected) => {
    resolve = resolved;
    reject = rejected;
  });
  return { promise, resolve: () => resolve(), reject: (reason: Error) => reject(reason) };
}

describe('the application being sent', () => {
  test('is told to every page while its save is on its way, and not after it failed', async () => {
    const { result } = renderHook(() => useApplicationSent());
    expect(result.current).toBe(false);

    const save = deferred();
    let sending: Promise<void> = Promise.resolve();
    act(() => {
      sending = whileApplicationSent(() => save.promise);
    });
    expect(result.current).toBe(true);

    await act(async () => {
      save.reject(new Error('offline'));
      await expect(sending).rejects.toThrow('offline');
    });
    expect(result.current).toBe(false);
  });

  test('a second send (the first one’s Try again) keeps it until both have ended', async () => {
    const { result } = renderHook(() => useApplicationSent());
    const first = deferred();
    const second = deferred();
    let sends: Promise<void>[] = [];
    act(() => {
      sends = [
        whileApplicationSent(() => first.promise),
        whileApplicationSent(() => second.promise),
      ];
    });
    await act(async () => {
      first.resolve();
      await sends[0];
    });
    expect(result.current).toBe(true);
    await act(async () => {
      second.resolve();
      await sends[1];
    });
    expect(result.current).toBe(false);
  });
});
