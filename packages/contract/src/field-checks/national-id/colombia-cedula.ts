import {
  invalid,
  normalizeIdentifier,
  valid,
  type NationalIdResult,
} from './national-id-result.js';

/**
 * Colombia: cédula de ciudadanía, 6 to 10 digits without a leading zero. The Registraduría
 * publishes no check digit for it (the DV people know belongs to the NIT tax number), so only
 * the shape is checked. Dots grouping thousands ("1.020.304.050") are accepted.
 */
const CEDULA = /^[1-9]\d{5,9}$/;

export function checkColombianCedula(input: string): NationalIdResult {
  const value = normalizeIdentifier(input);
  return CEDULA.test(value) ? valid(value) : invalid('format');
}
