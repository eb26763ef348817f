import { normalizeDigits } from '../normalize-digits.js';
import type { LookupCountry } from '../lookups.js';
import { message, type CheckMessage } from './check-message.js';

/** Spaces (any kind), hyphens and dots that documents and plates are printed with. */
const SEPARATORS = /[\s.\u2010-\u2015-]+/gu;

/**
 * A document or plate number as it is sent: upper case, composed, trimmed, inner white space as
 * one space. Composed after the upper case, which can leave a letter and its accent apart ("ß" and
 * an acute become "S", "S" and the acute), so the number sent is canonical when read again.
 */
export function canonicalDocumentNumber(value: string): string {
  return normalizeDigits(value.toUpperCase()).normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/**
 * An identity card's number (otherDetails.idCardNumber): its series and number, 5 to 20 letters
 * and digits once the spaces and hyphens it is printed with are left out (PL "ABA 123456", DE
 * "T22000129"); a Romanian card's, two letters and six digits ("XV 123456").
 */
export function checkIdCardNumber(value: string, country?: LookupCountry): CheckMessage | null {
  const compact = canonicalDocumentNumber(value).replace(SEPARATORS, '');
  const format = country === 'RO' ? ROMANIAN_ID_CARD : /^[A-Z0-9]{5,20}$/;
  return format.test(compact) ? null : message('validation>idCardNumberFormat');
}

/** A Romanian identity card: a series of two letters and a number of six digits. */
const ROMANIAN_ID_CARD = /^([A-Z]{2})(\d{6})$/;

/**
 * An identity card's number as it is sent: a Romanian one as its series and number ("XV 123456")
 * however it was typed ("xv123456", "XV-123456"); another country's as a document number.
 */
export function canonicalIdCardNumber(value: string, country: LookupCountry): string {
  const compact = canonicalDocumentNumber(value).replace(SEPARATORS, '');
  const romanian = country === 'RO' ? ROMANIAN_ID_CARD.exec(compact) : null;
  return romanian ? `${romanian[1]} ${romanian[2]}` : canonicalDocumentNumber(value);
}

/** A number plate as each country prints it, shown in the message of a refused plate. */
export const LicensePlateExamples: Readonly<Record<LookupCountry, string>> = {
  ES: '1234 BCD',
  RO: 'B 123 ABC',
  PL: 'WA 12345',
  DE: 'M-AB 1234',
  MX: 'ABC-123-D',
  CO: 'ABC 123',
  VN: '30A-123.45',
  PH: 'ABC 1234',
};

/**
 * A vehicle's number plate (otherDetails.vehicleLicensePlateNumber): 2 to 10 letters (of any
 * alphabet: German plates have umlauts) and digits, at least one of each, as every plate of the
 * brands' countries has, with the spaces, hyphens and dots of the plate ("M-AB 1234",
 * "30A-123.45", "B 123 ABC"). A refused one is shown a plate of `country`.
 */
export function checkLicensePlateNumber(
  value: string,
  country: LookupCountry,
): CheckMessage | null {
  const compact = canonicalDocumentNumber(value).replace(SEPARATORS, '');
  return /^(?=.*\p{L})(?=.*[0-9])[\p{L}0-9]{2,10}$/u.test(compact)
    ? null
    : message('validation>licensePlateNumberFormat', { example: LicensePlateExamples[country] });
}

/** The weights of a Polish identity card's nine characters; the fourth is the check digit. */
const POLISH_ID_CARD_WEIGHTS = [7, 3, 1, 9, 7, 3, 1, 7, 3] as const;

/** A Polish identity card's number as it is sent: its 3 letters and 6 digits, no spaces. */
export function canonicalPolishIdCardNumber(value: string): string {
  return canonicalDocumentNumber(value).replace(SEPARATORS, '');
}

/**
 * A Polish identity card (dowód osobisty): 3 letters of its series and 6 digits, the first of
 * which is a check digit: each character's value (A = 10 … Z = 35) times 7, 3, 1, 9, 7, 3, 1, 7,
 * 3 adds up to a multiple of 10.
 */
export function checkPolishIdCardNumber(value: string): CheckMessage | null {
  const number = canonicalPolishIdCardNumber(value);
  if (!/^[A-Z]{3}[0-9]{6}$/.test(number)) return message('validation>polishIdCardNumberFormat');
  let sum = 0;
  for (const [index, weight] of POLISH_ID_CARD_WEIGHTS.entries()) {
    sum += Number.parseInt(number.charAt(index), 36) * weight;
  }
  return sum % 10 === 0 ? null : message('validation>polishIdCardNumberCheckDigit');
}
