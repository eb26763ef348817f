/**
 * Mobile numbers, told apart from landlines with libphonenumber-js's `mobile` metadata, which
 * knows the number types of each country. Where a plan does not tell them apart (Mexico since
 * 2019, the North American plan), libphonenumber reports FIXED_LINE_OR_MOBILE: that is taken.
 *
 * LOAD LAZILY, like `phone-number.ts`: only `loadFieldRules()` reaches it, by a dynamic import,
 * and only for a step that asks for the `mobilePhoneNumber` rule. `bundle-boundary.test.ts`
 * guards this.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import type { FieldCheck } from './field-rules';
import { parseApplicantPhoneNumber, type PhoneNumberBrand } from './phone-number';
import { message } from './validation-message';

const MOBILE_TYPES: readonly string[] = ['MOBILE', 'FIXED_LINE_OR_MOBILE'];

/** Whether a number (in E.164) is one a text message can reach. */
export function isMobileNumber(e164: string): boolean {
  const type = parsePhoneNumberFromString(e164)?.getType();
  return type !== undefined && MOBILE_TYPES.includes(type);
}

/**
 * The `mobilePhoneNumber` field rule: a phone number of the brand's country (with the messages
 * of the `phoneNumber` rule) that is a mobile; a landline is refused with its own message.
 */
export function createMobilePhoneNumberCheck(brand: PhoneNumberBrand): FieldCheck {
  return (value) => {
    const result = parseApplicantPhoneNumber(value, brand);
    if (!result.ok) return result.message;
    return isMobileNumber(result.e164) ? null : message('validation>phoneNumberNotMobile');
  };
}
