import type { BrandConfig } from '../../config/brand-config-schema';
import { loadedPhoneParser } from '../validation';
import { sha256HexSync } from './conversion-id';

type PhoneNumberBrand = Pick<BrandConfig, 'country' | 'phonePrefix'>;

/**
 * Lower-case hex SHA-256 of the text; an empty text gives an empty result (spec section 5).
 * Synchronous, so an event and its hashed identity reach a vendor's queue in one task.
 */
export const sha256Hex = (text: string): string => (text === '' ? '' : sha256HexSync(text));

/** The e-mail as the pixels hash it: trimmed and lower-cased. */
export const normalisedEmail = (email: string | undefined) => (email ?? '').trim().toLowerCase();

/**
 * The phone in E.164 by the brand's phone rules, or '' when missing or invalid (then dropped).
 * Reads the phone module a page has loaded (features/validation's phone-modules); without one, ''.
 */
export function e164Phone(phone: string | undefined, brand: PhoneNumberBrand): string {
  const parser = loadedPhoneParser();
  if (!phone || !parser) return '';
  const result = parser.parseApplicantPhoneNumber(phone, brand);
  return result.ok ? result.e164 : '';
}
