import {
  invalid,
  isCalendarDate,
  normalizeIdentifier,
  valid,
  type NationalIdResult,
} from './national-id-result.js';

const WEIGHTS = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9] as const;
/** S YY MM DD JJ NNN C: sex and century, birth date, county, serial, control digit. */
const CNP = /^([1-8])(\d{2})(\d{2})(\d{2})\d{6}$/;

/** The control digit of the first twelve digits: weighted sum modulo 11, where 10 counts as 1. */
export function cnpControlDigit(twelveDigits: string): number {
  const sum = WEIGHTS.reduce(
    (total, weight, index) => total + weight * Number(twelveDigits[index]),
    0,
  );
  const rest = sum % 11;
  return rest === 10 ? 1 : rest;
}

/**
 * Centuries the first digit allows: 1/2 born 1900-1999, 3/4 1800-1899, 5/6 2000-2099, and 7/8
 * foreign residents, whose digit does not say the century (either 1900s or 2000s is accepted).
 * 9 (foreigners without residence) is not a code an applicant can have here.
 */
export function cnpCenturies(sexDigit: string): readonly number[] {
  switch (sexDigit) {
    case '1':
    case '2':
      return [1900];
    case '3':
    case '4':
      return [1800];
    case '5':
    case '6':
      return [2000];
    default:
      return [1900, 2000];
  }
}

/**
 * Romania: CNP, 13 digits, with a plausible birth date and the control digit. The county code
 * (digits 8-9) is not checked: its list has changed over time.
 */
export function checkRomanianCnp(input: string): NationalIdResult {
  const value = normalizeIdentifier(input);
  const parts = CNP.exec(value);
  if (!parts?.[1] || !parts[2] || !parts[3] || !parts[4]) return invalid('format');
  const [year, month, day] = [Number(parts[2]), Number(parts[3]), Number(parts[4])];
  if (!cnpCenturies(parts[1]).some((century) => isCalendarDate(century + year, month, day))) {
    return invalid('birthDate');
  }
  return cnpControlDigit(value) === Number(value[12]) ? valid(value) : invalid('checkDigit');
}
