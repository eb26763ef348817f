import { message, type CheckMessage } from './check-message.js';

/** A day of a calendar: its year, its month (1 to 12) and its day of the month. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Whole years from a birth day to a day of the same calendar. */
export function yearsOn(birth: CalendarDay, on: CalendarDay): number {
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return on.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** The day it is at `now` on the clocks `hoursEast` hours ahead of UTC (behind: negative). */
export function dayAt(now: Date, hoursEast: number): CalendarDay {
  const there = new Date(now.getTime() + hoursEast * 3_600_000);
  return {
    year: there.getUTCFullYear(),
    month: there.getUTCMonth() + 1,
    day: there.getUTCDate(),
  };
}

/**
 * The calendars furthest ahead of UTC and furthest behind it (Kiribati's, UTC+14; Baker Island's,
 * UTC−12): every applicant's today is between their days.
 */
export const LATEST_CALENDAR_HOURS = 14;
export const EARLIEST_CALENDAR_HOURS = -12;

const OWN_BIRTH_DATE = 'personalDetails.dateOfBirth';

/** Who may apply: the applicant's age bounds, the data point's (`personalDetails.dateOfBirth`). */
export const APPLICANT_AGE = { min: 18, max: 100 } as const;

/**
 * A birth date against its data point's age bounds: the applicant's own says who may apply,
 * another person's (a spouse's) that the year was typed wrong. The ages are the person's on the
 * applicant's calendar; where that calendar is not known (the lead API), on the calendars
 * furthest ahead (`latest`) and behind (`earliest`), so that no answer a page took, wherever the
 * applicant was, is refused.
 */
export function ageBoundsMessage(
  path: string,
  { min, max }: { min: number; max: number },
  age: { latest: number; earliest: number },
): CheckMessage | null {
  const own = path === OWN_BIRTH_DATE;
  if (age.latest < min) {
    return own
      ? message('validation>tooYoung', { count: min })
      : message('validation>ageAtLeast', { count: min });
  }
  if (age.earliest > max) {
    return own
      ? message('validation>tooOld', { count: max })
      : message('validation>ageAtMost', { count: max });
  }
  return null;
}
