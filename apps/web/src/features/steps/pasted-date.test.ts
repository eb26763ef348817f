import { describe, expect, test } from 'vitest';
import { pastedDateParts } from './pasted-date';

/** How the page's language writes dates (its `date>order`): Spain's, the Philippines'. */
const DAY_FIRST = false;
const MONTH_FIRST = true;

describe('a whole date pasted into a date field', () => {
  test.each([
    ['17.05.1990', { day: '17', month: '05', year: '1990' }],
    ['17/5/1990', { day: '17', month: '5', year: '1990' }],
    ['7-5-1990', { day: '7', month: '5', year: '1990' }],
    [' 17 05 1990 ', { day: '17', month: '05', year: '1990' }],
    ['1990-05-17', { day: '17', month: '05', year: '1990' }],
  ])('%j in Spain is split into its day, month and year', (text, parts) => {
    expect(pastedDateParts(text, DAY_FIRST)).toEqual(parts);
  });

  test('is read month first where the page’s language writes it so (the Philippines: 2/11/1958)', () => {
    expect(pastedDateParts('2/11/1958', MONTH_FIRST)).toEqual({
      day: '11',
      month: '2',
      year: '1958',
    });
    expect(pastedDateParts('2/11/1958', DAY_FIRST)).toEqual({
      day: '2',
      month: '11',
      year: '1958',
    });
    expect(pastedDateParts('1958-02-11', MONTH_FIRST)).toEqual({
      day: '11',
      month: '02',
      year: '1958',
    });
  });

  // Walker B3: "17.05.1990" pasted on pesolend-ph gave month 17, refused as no real date.
  test('a number above 12 is the day, whichever way the country writes dates', () => {
    expect(pastedDateParts('17.05.1990', MONTH_FIRST)).toEqual({
      day: '17',
      month: '05',
      year: '1990',
    });
    expect(pastedDateParts('5/17/1990', MONTH_FIRST)).toEqual({
      day: '17',
      month: '5',
      year: '1990',
    });
    expect(pastedDateParts('5/17/1990', DAY_FIRST)).toEqual({
      day: '17',
      month: '5',
      year: '1990',
    });
  });

  test.each(['17', '1990', '17.05', '17.05.90', 'mayo 17 1990', '17.05.1990 12:00', '123.4.1990'])(
    '%j is not a whole date: pasted as it is',
    (text) => {
      expect(pastedDateParts(text, DAY_FIRST)).toBeNull();
    },
  );
});
