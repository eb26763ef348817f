import type { DatePart } from './step-definition';

const SEPARATOR = '[ ./-]+';
const ISO = new RegExp(`^(\\d{4})${SEPARATOR}(\\d{1,2})${SEPARATOR}(\\d{1,2})$`);
const WRITTEN = new RegExp(`^(\\d{1,2})${SEPARATOR}(\\d{1,2})${SEPARATOR}(\\d{4})$`);

/**
 * A whole date pasted into one box of a date field ("17.05.1990" from a note, "1990-05-17"), as
 * its day, month and year: each box is two or four characters wide, so the browser kept the
 * first two and dropped the rest. Read year first when it leads; otherwise in the order the
 * page's language writes dates (`monthFirst`, the Philippines: "2/11/1958" is 11 February), unless
 * only the other order makes a date (a number above 12 is the day: "17.05.1990" anywhere). Null
 * for anything else, which is pasted as it is.
 */
export function pastedDateParts(
  text: string,
  monthFirst: boolean,
): Record<DatePart, string> | null {
  const value = text.trim();
  const iso = ISO.exec(value);
  if (iso) return { day: iso[3] ?? '', month: iso[2] ?? '', year: iso[1] ?? '' };
  const written = WRITTEN.exec(value);
  if (!written) return null;
  const [, first = '', second = '', year = ''] = written;
  // A number above 12 can only be the day: then only one order makes a date.
  const readMonthFirst = Number(first) <= 12 && (Number(second) > 12 || monthFirst);
  return readMonthFirst ? { day: second, month: first, year } : { day: first, month: second, year };
}
