import { describe, expect, it } from 'vitest';
import { stageTime } from './stage-time.mjs';

describe("npm test's time of a stage", () => {
  it('is minutes and seconds, the seconds two digits', () => {
    expect(stageTime(0)).toBe('0m 00s');
    expect(stageTime(7.2)).toBe('0m 07s');
    expect(stageTime(2038.4)).toBe('33m 58s');
  });

  it('never reads 60 seconds: 119.6 s is 2 minutes', () => {
    expect(stageTime(119.6)).toBe('2m 00s');
    expect(stageTime(59.5)).toBe('1m 00s');
  });
});
