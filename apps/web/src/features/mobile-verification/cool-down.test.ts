import { describe, expect, test } from 'vitest';
import { secondsUntil, waitOf } from './cool-down';

const now = Date.parse('2026-03-02T10:00:00Z');

describe('cool-down before another code', () => {
  test('counts whole seconds, rounding up, and never below zero', () => {
    expect(secondsUntil('2026-03-02T10:00:30Z', now)).toBe(30);
    expect(secondsUntil('2026-03-02T10:00:24.200Z', now)).toBe(25);
    expect(secondsUntil('2026-03-02T09:59:00Z', now)).toBe(0);
    expect(secondsUntil('not a date', now)).toBe(0);
  });

  test('a short wait reads in seconds, a long one (a lock) in minutes', () => {
    expect(waitOf(25)).toEqual({ unit: 'seconds', count: 25 });
    expect(waitOf(90)).toEqual({ unit: 'seconds', count: 90 });
    expect(waitOf(91)).toEqual({ unit: 'minutes', count: 2 });
    expect(waitOf(15 * 60)).toEqual({ unit: 'minutes', count: 15 });
  });
});
