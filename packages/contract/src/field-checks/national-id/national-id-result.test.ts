import { describe, expect, test } from 'vitest';
import { isCalendarDate, normalizeIdentifier } from './national-id-result.js';

describe('national id helpers', () => {
  test('a birth date must be a day of the calendar: no 29 February outside a leap year, no 31 April', () => {
    expect(isCalendarDate(2000, 2, 29)).toBe(true);
    expect(isCalendarDate(2001, 2, 29)).toBe(false);
    expect(isCalendarDate(1900, 2, 29)).toBe(false);
    expect(isCalendarDate(1990, 4, 31)).toBe(false);
    expect(isCalendarDate(1990, 13, 1)).toBe(false);
    expect(isCalendarDate(1990, 1, 0)).toBe(false);
    expect(isCalendarDate(Number.NaN, 1, 1)).toBe(false);
  });

  test('a number is read without the spaces, dots and dashes typed to group it, in upper case', () => {
    expect(normalizeIdentifier(' 12.345.678-z ')).toBe('12345678Z');
    expect(normalizeIdentifier('1234 \u2013 5678')).toBe('12345678');
  });
});
