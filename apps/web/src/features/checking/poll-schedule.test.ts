import { describe, expect, test } from 'vitest';
import { pollDelay } from './poll-schedule';

describe('poll schedule', () => {
  test('waits 1 s, then doubles up to 8 s', () => {
    expect([0, 1, 2, 3, 4, 5].map(pollDelay)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });
});
