import {
  invalid,
  normalizeIdentifier,
  valid,
  type NationalIdResult,
} from './national-id-result.js';

/** Control letters of the DNI and NIE, indexed by the number modulo 23 (Ministerio del Interior). */
const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const DNI = /^(\d{8})([A-Z])$/;
/** NIE: X, Y or Z (read as 0, 1 or 2), seven digits and the control letter. */
const NIE = /^([XYZ])(\d{7})([A-Z])$/;

export function spanishControlLetter(eightDigits: string): string {
  return CONTROL_LETTERS.charAt(Number(eightDigits) % 23);
}

/**
 * Spain: DNI (12345678Z) or NIE (X1234567L). The eight digits of a DNI are printed with their
 * leading zeros, so fewer digits are refused rather than padded.
 */
export function checkSpanishDniNie(input: string): NationalIdResult {
  const value = normalizeIdentifier(input);
  const dni = DNI.exec(value);
  const nie = NIE.exec(value);
  let digits: string;
  let letter: string;
  if (dni?.[1] && dni[2]) {
    [digits, letter] = [dni[1], dni[2]];
  } else if (nie?.[1] && nie[2] && nie[3]) {
    [digits, letter] = [`${'XYZ'.indexOf(nie[1])}${nie[2]}`, nie[3]];
  } else {
    return invalid('format');
  }
  return spanishControlLetter(digits) === letter ? valid(value) : invalid('checkDigit');
}
