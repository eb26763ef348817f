import { ApplicationState as S, type LeadAnswer } from '@lf/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ApiResult } from '../../lib/api-client';
import { moveOnceAnswered, stateCodeWait } from './use-flow-navigation';

const never = () => new Promise<never>(() => undefined);
const answered = (applicationState: S) =>
  ({ ok: true, status: 200, data: { applicationState } }) as ApiResult<LeadAnswer>;

afterEach(() => {
  vi.useRealTimers();
});

describe('a move to a state’s page waits for its code (stateCodeWait)', () => {
  test('a page whose code has loaded waits for nothing: the move is made in the answer’s task', () => {
    expect(stateCodeWait(null)).toBeNull();
  });

  test('it waits until the code has loaded', async () => {
    let loaded: () => void = () => undefined;
    const waiting = stateCodeWait(new Promise<void>((resolve) => (loaded = resolve)));
    let done = false;
    void waiting?.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    loaded();
    await waiting;
    expect(done).toBe(true);
  });

  test('a failed load does not hold the move: the page loads its code again as it is drawn', async () => {
    const failed = Promise.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(stateCodeWait(failed)).resolves.toBeUndefined();
  });

  test('a load that hangs holds the move no longer than the wait allowed', async () => {
    vi.useFakeTimers();
    let done = false;
    void stateCodeWait(never(), 2000)?.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

describe('moveOnceAnswered', () => {
  test('moves once, and every caller waits for that one move', async () => {
    let moved: () => void = () => undefined;
    const afterSave = vi.fn(() => new Promise<void>((resolve) => (moved = resolve)));
    const moveOn = moveOnceAnswered(afterSave);
    const first = moveOn(answered(S.MOBILE_VERIFICATION));
    const second = moveOn(answered(S.MOBILE_VERIFICATION));
    expect(second).toBe(first);
    expect(afterSave).toHaveBeenCalledTimes(1);
    moved();
    await expect(second).resolves.toBeUndefined();
  });

  test('a failed save moves nowhere', async () => {
    const afterSave = vi.fn(() => Promise.resolve());
    const failed: ApiResult<LeadAnswer> = {
      ok: false,
      status: null,
      error: { code: 'not_sent', message: 'offline' },
    };
    await moveOnceAnswered(afterSave)(failed);
    expect(afterSave).not.toHaveBeenCalled();
  });
});
