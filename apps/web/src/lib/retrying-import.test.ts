import { describe, expect, test, vi } from 'vitest';
import { retryingImport, sharedImport } from './retrying-import';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module');

/** A loader that fails `failures` times, then gives the module. */
function flakyLoader(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw chunkError();
    return { default: 'page' };
  });
  return load;
}

describe('retrying import', () => {
  test('a chunk that fails twice online loads on the third try, after waiting 250 then 500 ms', async () => {
    const waits: number[] = [];
    const load = flakyLoader(2);
    const module = await retryingImport(load, {
      isOnline: () => true,
      wait: async (ms) => void waits.push(ms),
    });
    expect(module).toEqual({ default: 'page' });
    expect(load).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([250, 500]);
  });

  test('a browser that remembers a failed chunk (Chromium) is asked for it again under a fresh address', async () => {
    const load = vi.fn(async () => {
      throw new TypeError(
        'Failed to fetch dynamically imported module: https://apply.example/assets/page-1a2b.js',
      );
    });
    const importModule = vi.fn(async (url: string) => {
      if (url.endsWith('retry=1'))
        throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
      return { default: 'page' };
    });
    const module = await retryingImport(load, {
      isOnline: () => true,
      wait: async () => undefined,
      importModule,
    });
    expect(module).toEqual({ default: 'page' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(importModule.mock.calls.map(([url]) => url)).toEqual([
      'https://apply.example/assets/page-1a2b.js?retry=1',
      'https://apply.example/assets/page-1a2b.js?retry=2',
    ]);
  });

  test('gives up with the last error when every retry fails online', async () => {
    const load = flakyLoader(Infinity);
    await expect(
      retryingImport(load, { delaysMs: [1, 2], isOnline: () => true, wait: async () => undefined }),
    ).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  test('offline, it waits for the connection however long, then loads without failing', async () => {
    let online = false;
    let comeBack: () => void = () => undefined;
    const load = vi.fn(async () => {
      if (!online) throw chunkError();
      return { default: 'toasts' };
    });
    const loading = retryingImport(load, {
      delaysMs: [],
      isOnline: () => online,
      untilOnline: () => new Promise<void>((resolve) => (comeBack = resolve)),
    });
    let settled = false;
    void loading.finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    online = true;
    comeBack();
    await expect(loading).resolves.toEqual({ default: 'toasts' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('waits for the browser’s online event by default', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = flakyLoader(1);
    const loading = retryingImport(load);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).toHaveBeenCalledTimes(1);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toEqual({ default: 'page' });
    onLine.mockRestore();
  });
});

describe('shared import', () => {
  test('a preload and the first use share one download', async () => {
    const load = flakyLoader(0);
    const shared = sharedImport(load);
    expect(shared.loaded()).toBeUndefined();
    const loading = shared();
    expect(shared()).toBe(loading);
    await loading;
    expect(load).toHaveBeenCalledTimes(1);
    // Once loaded, the module is at hand, and the promise says so as React's `use` reads it.
    expect(shared.loaded()).toEqual({ default: 'page' });
    expect(loading).toMatchObject({ status: 'fulfilled', value: { default: 'page' } });
  });

  test('a download that finally failed is started again by the next caller', async () => {
    const load = flakyLoader(1);
    const shared = sharedImport(load, { delaysMs: [], isOnline: () => true });
    await expect(shared()).rejects.toThrow();
    await expect(shared()).resolves.toEqual({ default: 'page' });
  });
});
