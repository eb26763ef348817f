import {
  invalid,
  normalizeIdentifier,
  valid,
  type NationalIdResult,
} from './national-id-result.js';

/**
 * Germany has no national personal code; the identity card (Personalausweis) number stands in.
 * Since November 2010 it is nine characters from 0-9 and C F G H J K L M N P R T V W X Y Z
 * (no vowels, nor B D Q S, which look like digits), followed in the machine-readable zone by a
 * check digit (ICAO 9303).
 */
const DOCUMENT_NUMBER = /^([0-9CFGHJKLMNPRTVWXYZ]{9})(\d)?$/;
const WEIGHTS = [7, 3, 1] as const;

/** ICAO 9303 check digit: digits at face value, A=10 ... Z=35, weights 7-3-1, sum modulo 10. */
export function icaoCheckDigit(characters: string): number {
  let sum = 0;
  for (let index = 0; index < characters.length; index += 1) {
    const code = characters.charCodeAt(index);
    const value = code <= 57 ? code - 48 : code - 55;
    sum += value * (WEIGHTS[index % 3] ?? 0);
  }
  return sum % 10;
}

/** The nine-character number alone, or with its check digit (as printed in the MRZ). */
export function checkGermanIdCard(input: string): NationalIdResult {
  const value = normalizeIdentifier(input);
  const parts = DOCUMENT_NUMBER.exec(value);
  if (!parts?.[1]) return invalid('format');
  if (parts[2] !== undefined && icaoCheckDigit(parts[1]) !== Number(parts[2])) {
    return invalid('checkDigit');
  }
  return valid(value);
}
