import type { CalendarDay } from '../age.js';

/**
 * What a national id check answers. `value` is the number as it is stored: upper case, without
 * the spaces, hyphens and dots people type to group the characters.
 */
export type NationalIdResult =
  { ok: true; value: string } | { ok: false; reason: NationalIdProblem };

/**
 * Why a number was refused: its shape (`format`), its control character (`checkDigit`), the date
 * of birth it encodes (`birthDate`), or the region code it starts with (`region`).
 */
export type NationalIdProblem = 'format' | 'checkDigit' | 'birthDate' | 'region';

export type NationalIdCheck = (input: string) => NationalIdResult;

/**
 * Input as people type it: lower case is accepted, and spaces (any kind), hyphens and dots are
 * dropped, so "12.345.678-z" and "1234 5678 9101 1213" are read like the printed number.
 */
export function normalizeIdentifier(input: string): string {
  return input.replace(/[\s.\u2010-\u2015-]+/gu, '').toUpperCase();
}

/** Whether year-month-day (month 1..12) is a day of the Gregorian calendar. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day a lead's date answer ("1988-11-23") names; undefined for one that is no real day. */
export function calendarDayOf(text: string): CalendarDay | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!parts) return undefined;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  return isCalendarDate(year, month, day) ? { year, month, day } : undefined;
}

export const valid = (value: string): NationalIdResult => ({ ok: true, value });
export const invalid = (reason: NationalIdProblem): NationalIdResult => ({ ok: false, reason });
