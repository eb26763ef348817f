import { describe, expect, test } from 'vitest';
import { oneAtATime } from './one-at-a-time';

describe('oneAtATime', () => {
  test('starts each task once the one before has settled, in the order given', async () => {
    const line = oneAtATime();
    const events: string[] = [];
    let finishFirst: () => void = () => undefined;
    const first = line(async () => {
      events.push('first started');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      events.push('first done');
      return 1;
    });
    const second = line(async () => {
      events.push('second started');
      return 2;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual(['first started']);
    finishFirst();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(events).toEqual(['first started', 'first done', 'second started']);
  });

  test('a task given while none is running starts at once, in the caller’s task', () => {
    const line = oneAtATime();
    const events: string[] = [];
    void line(async () => {
      events.push('first started');
      await new Promise<void>(() => undefined);
    });
    void line(async () => {
      events.push('second started');
    });
    // A page's save leaves before anything else it does is run (issue 34): not a microtask later,
    // behind React's rendering of what the press changed.
    expect(events).toEqual(['first started']);
  });

  test('a task given once the line is idle again starts at once too', async () => {
    const line = oneAtATime();
    await line(async () => 1);
    await Promise.resolve();
    let started = false;
    void line(async () => {
      started = true;
    });
    expect(started).toBe(true);
  });

  test('a task that throws before it returns a promise is a failure for its caller only', async () => {
    const line = oneAtATime();
    const failed = line(() => {
      throw new Error('no code');
    });
    const next = line(async () => 'sent');
    await expect(failed).rejects.toThrow('no code');
    expect(await next).toBe('sent');
  });

  test('a task that fails gives its failure to its caller and does not stop the next', async () => {
    const line = oneAtATime();
    const failed = line(() => Promise.reject(new Error('offline')));
    const next = line(async () => 'sent');
    await expect(failed).rejects.toThrow('offline');
    expect(await next).toBe('sent');
  });
});
