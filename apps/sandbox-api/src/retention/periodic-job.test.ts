import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job.js';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A run that ends when the test says so. */
function controlledRun() {
  const ends: (() => void)[] = [];
  const run = vi.fn(() => new Promise<void>((resolve) => ends.push(resolve)));
  return { run, endRun: () => ends.shift()?.() };
}

describe('a periodic job', () => {
  test('runs at once, then every interval after the run before it ended, never two at a time', async () => {
    const { run, endRun } = controlledRun();
    const job = startPeriodicJob(run, { everyMs: 1000, onError: vi.fn() });
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    // The first run is still going: no second one starts beside it.
    expect(run).toHaveBeenCalledTimes(1);
    endRun();
    await job.firstRun;
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    endRun();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(3);
    endRun();
    await job.stop();
  });

  test('keeps no process alive: its timer is unref’d', async () => {
    const job = startPeriodicJob(() => Promise.resolve(), { everyMs: 1000, onError: vi.fn() });
    await job.firstRun;
    const timers = vi.getTimerCount();
    expect(timers).toBe(1);
    const unref = vi.spyOn(globalThis, 'setTimeout');
    await vi.advanceTimersByTimeAsync(1000);
    const timer = unref.mock.results.at(-1)?.value as NodeJS.Timeout | undefined;
    expect(timer?.hasRef()).toBe(false);
    unref.mockRestore();
    await job.stop();
  });

  test('stopped, it waits for the run in progress and starts no other', async () => {
    const { run, endRun } = controlledRun();
    const job = startPeriodicJob(run, { everyMs: 1000, onError: vi.fn() });
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(stopped).toBe(false);
    endRun();
    await stopping;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a failed run is told, and the job goes on', async () => {
    const onError = vi.fn();
    const failure = new Error('database gone');
    const run = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    const job = startPeriodicJob(run, { everyMs: 1000, onError });
    await job.firstRun;
    expect(onError).toHaveBeenCalledWith(failure);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
  });
});
