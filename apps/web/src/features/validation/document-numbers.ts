import { normalizeDigits } from './normalize-digits';
import { message, type ValidationMessage } from './validation-message';

/** Spaces (any kind), hyphens and dots that documents and plates are printed with. */
const SEPARATORS = /[\s.\u2010-\u2015-]+/gu;

/** A document or plate number as it is sent: upper case, trimmed, inner white space as one space. */
export function canonicalDocumentNumber(value: string): string {
  return normalizeDigits(value.normalize('NFC')).trim().replace(/\s+/gu, ' ').toUpperCase();
}

/**
 * An identity card's number (otherDetails.idCardNumber): its series and number, 5 to 20 letters
 * and digits once the spaces and hyphens it is printed with are left out (RO "XV 123456", PL
 * "ABA 123456", DE "T22000129").
 */
export function checkIdCardNumber(value: string): ValidationMessage | null {
  const compact = canonicalDocumentNumber(value).replace(SEPARATORS, '');
  return /^[A-Z0-9]{5,20}$/.test(compact) ? null : message('validation>idCardNumberFormat');
}

/**
 * A vehicle's number plate (otherDetails.vehicleLicensePlateNumber): 2 to 10 letters (of any
 * alphabet: German plates have umlauts) and digits, with the spaces, hyphens and dots of the
 * plate ("M-AB 1234", "30A-123.45", "B 123 ABC").
 */
export function checkLicensePlateNumber(value: string): ValidationMessage | null {
  const compact = canonicalDocumentNumber(value).replace(SEPARATORS, '');
  return /^[\p{L}0-9]{2,10}$/u.test(compact)
    ? null
    : message('validation>licensePlateNumberFormat');
}
