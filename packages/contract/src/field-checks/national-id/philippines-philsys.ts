import {
  invalid,
  normalizeIdentifier,
  valid,
  type NationalIdResult,
} from './national-id-result.js';

/**
 * Philippines: the PhilSys Card Number (PCN, 16 digits, printed 1234-5678-9101-1213) or the
 * PhilSys Number (PSN, 12 digits). The PhilSys Act publishes no checksum for either, so only the
 * shape is checked.
 */
const PCN = /^\d{16}$/;
const PSN = /^\d{12}$/;

export function checkPhilippinePhilSys(input: string): NationalIdResult {
  const value = normalizeIdentifier(input);
  return PCN.test(value) || PSN.test(value) ? valid(value) : invalid('format');
}
