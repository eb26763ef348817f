import { describe, expect, test } from 'vitest';
import { AllDataPoints } from '../later-data-points.js';
import { ageBoundsMessage, dayAt, yearsOn } from './age.js';
import { dataPointProblems, type CheckBrand } from './answer-checks.js';
import { calendarDayOf } from './national-id/national-id-result.js';

const spain: CheckBrand = {
  country: 'ES',
  phonePrefix: '+34',
  monthlyAmountLimits: { income: 50_000, expenses: 50_000 },
  debtAmountLimits: { overdueDebtAmount: 1000, totalDebtAmount: 500_000 },
};

describe('an age', () => {
  test('is whole years, a year more on the birthday itself', () => {
    const birth = { year: 2008, month: 12, day: 5 };
    expect(yearsOn(birth, { year: 2026, month: 12, day: 4 })).toBe(17);
    expect(yearsOn(birth, { year: 2026, month: 12, day: 5 })).toBe(18);
    expect(yearsOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(yearsOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 })).toBe(18);
  });

  test('a lead’s date is read only when it is a real day', () => {
    expect(calendarDayOf('1988-11-23')).toEqual({ year: 1988, month: 11, day: 23 });
    expect(calendarDayOf('1988-02-30')).toBeUndefined();
    expect(calendarDayOf('23/11/1988')).toBeUndefined();
  });

  test('today differs by calendar: at 12:00 UTC it is tomorrow in Kiribati, still today on Baker Island', () => {
    const noon = new Date('2026-12-04T12:00:00Z');
    expect(dayAt(noon, 14)).toEqual({ year: 2026, month: 12, day: 5 });
    expect(dayAt(noon, -12)).toEqual({ year: 2026, month: 12, day: 4 });
    expect(dayAt(new Date('2026-12-04T11:00:00Z'), -12)).toEqual({ year: 2026, month: 12, day: 3 });
  });

  test('the applicant’s own is who may apply; another’s names its year', () => {
    const adult = { min: 18, max: 100 };
    const own = 'personalDetails.dateOfBirth';
    expect(ageBoundsMessage(own, adult, { latest: 17, earliest: 17 })?.key).toBe(
      'validation>tooYoung',
    );
    expect(ageBoundsMessage(own, adult, { latest: 101, earliest: 101 })?.key).toBe(
      'validation>tooOld',
    );
    expect(
      ageBoundsMessage('maritalDetails.spouseDateOfBirth', adult, { latest: 2, earliest: 2 }),
    ).toEqual({ key: 'validation>ageAtLeast', values: { count: 18 } });
    // Where the calendar is not known, an age any calendar allows passes.
    expect(ageBoundsMessage(own, adult, { latest: 18, earliest: 17 })).toBeNull();
  });
});

describe('the lead API’s check of a birth date', () => {
  const born = (dateOfBirth: string) => ({ personalDetails: { dateOfBirth } });
  const problems = (dateOfBirth: string, now: string) =>
    dataPointProblems(
      AllDataPoints,
      born(dateOfBirth),
      born(dateOfBirth),
      spain,
      {},
      new Date(now),
    );

  test('someone whose 18th birthday is already today somewhere on earth is not refused', () => {
    // At 12:00 UTC on 4 December it is 5 December in Kiribati, where a page would take them.
    expect(problems('2008-12-05', '2026-12-04T12:00:00Z')).toEqual([]);
    expect(problems('2008-12-06', '2026-12-04T12:00:00Z')).toEqual([
      {
        path: 'personalDetails.dateOfBirth',
        message: { key: 'validation>tooYoung', values: { count: 18 } },
        check: 'bounds',
      },
    ]);
  });

  test('someone whose 101st birthday is not yet today somewhere on earth is not refused', () => {
    // At 11:00 UTC on 4 December it is still 3 December on Baker Island.
    expect(problems('1925-12-04', '2026-12-04T11:00:00Z')).toEqual([]);
    expect(problems('1925-12-03', '2026-12-04T11:00:00Z')).toEqual([
      expect.objectContaining({ message: { key: 'validation>tooOld', values: { count: 100 } } }),
    ]);
  });
});
