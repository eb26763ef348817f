import { afterEach, describe, expect, test, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const stubIdleCallback = () => {
    const requestIdleCallback = vi.fn<(run: () => void, options?: IdleRequestOptions) => number>(
      (run) => {
        setTimeout(run, 0);
        return 1;
      },
    );
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    return requestIdleCallback;
  };

  test('waits for an idle period, at most half a second, so busy pages still get the work', async () => {
    const requestIdleCallback = stubIdleCallback();
    await whenIdle();
    expect(requestIdleCallback.mock.calls[0]?.[1]).toEqual({ timeout: 500 });
  });

  test('waits for as long as the browser stays busy when asked to (tracking)', async () => {
    const requestIdleCallback = stubIdleCallback();
    await whenIdle(null);
    expect(requestIdleCallback.mock.calls[0]?.[1]).toEqual({});
  });

  test('resumes in a later task where the browser has no idle callback (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    let resumed = false;
    void whenIdle().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.runAllTimersAsync();
    expect(resumed).toBe(true);
  });
});
