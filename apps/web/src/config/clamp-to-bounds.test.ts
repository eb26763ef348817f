import { describe, expect, test } from 'vitest';
import { clampToBounds, initialValue } from './clamp-to-bounds';

const amount = { min: 100, max: 1000, step: 100, default: 1000 };
const period = { min: 61, max: 90, step: 1, default: 31 };

describe('clamp to bounds', () => {
  test('keeps a value that is inside the bounds and on the step grid', () => {
    expect(clampToBounds(500, amount)).toBe(500);
  });
  test('brings values outside the bounds to the nearest bound', () => {
    expect(clampToBounds(50, amount)).toBe(100);
    expect(clampToBounds(5000, amount)).toBe(1000);
  });
  test('snaps to the nearest step', () => {
    expect(clampToBounds(449, amount)).toBe(400);
    expect(clampToBounds(451, amount)).toBe(500);
  });
  test('never snaps past the maximum when the range is not a whole number of steps', () => {
    expect(clampToBounds(1000, { min: 100, max: 950, step: 100, default: 100 })).toBe(900);
  });
  test('treats a non-number as the minimum', () => {
    expect(clampToBounds(Number.NaN, amount)).toBe(100);
  });
  test('starts the period at its minimum when the configured default lies below it', () => {
    expect(initialValue(period)).toBe(61);
    expect(initialValue({ ...period, default: 73 })).toBe(73);
  });
});
