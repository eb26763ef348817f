import type { BrandConfig } from '../../config/brand-config-schema';
import { loadPhoneNumberModule } from '../validation';

type PhoneNumberBrand = Pick<BrandConfig, 'country' | 'phonePrefix'>;

/** Lower-case hex SHA-256 of the text; an empty text gives an empty result (spec section 5). */
export async function sha256Hex(text: string): Promise<string> {
  if (text === '') return '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The e-mail as the pixels hash it: trimmed and lower-cased. */
export const normalisedEmail = (email: string | undefined) => (email ?? '').trim().toLowerCase();

/** The phone in E.164 by the brand's phone rules, or '' when missing or invalid (then dropped). */
export async function e164Phone(
  phone: string | undefined,
  brand: PhoneNumberBrand,
): Promise<string> {
  if (!phone) return '';
  const { parseApplicantPhoneNumber } = await loadPhoneNumberModule();
  const result = parseApplicantPhoneNumber(phone, brand);
  return result.ok ? result.e164 : '';
}
