import {
  invalid,
  isCalendarDate,
  normalizeIdentifier,
  valid,
  type NationalIdResult,
} from './national-id-result.js';

/** Characters in the order RENAPO values them for the check digit (Ñ sits between N and O). */
const ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/**
 * RENAPO's pattern: four letters of the names (the second a vowel, or X), birth date YYMMDD,
 * sex H/M, the state (two letters, NE when born abroad), three inner consonants, a homonym
 * differentiator (a digit for births before 2000, a letter from 2000) and the check digit.
 */
const CURP =
  /^[A-Z][AEIOUX][A-Z]{2}(\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[HM](?:AS|B[CS]|C[CLHMS]|D[FG]|G[TR]|HG|JC|M[CNS]|N[ETL]|OC|PL|Q[TR]|S[PLR]|T[CSL]|VZ|YN|ZS|NE)[B-DF-HJ-NP-TV-Z]{3}([A-Z\d])\d$/;

/** The check digit of the first 17 characters: weights 18 down to 2, (10 - sum mod 10) mod 10. */
export function curpCheckDigit(first17: string): number {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    sum += ALPHABET.indexOf(first17.charAt(index)) * (18 - index);
  }
  return (10 - (sum % 10)) % 10;
}

/** Mexico: CURP, 18 characters in RENAPO's pattern, a real birth date and the check digit. */
export function checkMexicanCurp(input: string): NationalIdResult {
  const value = normalizeIdentifier(input);
  const parts = CURP.exec(value);
  if (!parts?.[1] || !parts[2] || !parts[3] || !parts[4]) return invalid('format');
  const century = /\d/.test(parts[4]) ? 1900 : 2000;
  if (!isCalendarDate(century + Number(parts[1]), Number(parts[2]), Number(parts[3]))) {
    return invalid('birthDate');
  }
  return curpCheckDigit(value) === Number(value[17]) ? valid(value) : invalid('checkDigit');
}
