import {
  invalid,
  isCalendarDate,
  normalizeIdentifier,
  valid,
  type NationalIdResult,
} from './national-id-result.js';

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;
const PESEL = /^(\d{2})(\d{2})(\d{2})\d{5}$/;

/** The control digit of the first ten digits: (10 - weighted sum mod 10) mod 10. */
export function peselControlDigit(tenDigits: string): number {
  const sum = WEIGHTS.reduce(
    (total, weight, index) => total + weight * Number(tenDigits[index]),
    0,
  );
  return (10 - (sum % 10)) % 10;
}

/** The month field carries the century: +80 for the 1800s, +0 1900s, +20 2000s, +40, +60. */
export function peselBirthCentury(encodedMonth: number): { century: number; month: number } {
  const offset = Math.floor(encodedMonth / 20) * 20;
  const centuries: Record<number, number> = { 80: 1800, 0: 1900, 20: 2000, 40: 2100, 60: 2200 };
  return { century: centuries[offset] ?? Number.NaN, month: encodedMonth - offset };
}

/** Poland: PESEL, 11 digits, YYMMDD (century in the month) and a control digit. */
export function checkPolishPesel(input: string): NationalIdResult {
  const value = normalizeIdentifier(input);
  const parts = PESEL.exec(value);
  if (!parts?.[1] || !parts[2] || !parts[3]) return invalid('format');
  const { century, month } = peselBirthCentury(Number(parts[2]));
  if (!isCalendarDate(century + Number(parts[1]), month, Number(parts[3]))) {
    return invalid('birthDate');
  }
  return peselControlDigit(value) === Number(value[10]) ? valid(value) : invalid('checkDigit');
}
