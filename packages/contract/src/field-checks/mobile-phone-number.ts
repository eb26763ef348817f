/**
 * Mobile numbers, told apart from landlines with libphonenumber-js's `mobile` metadata, which
 * knows the number types of each country. Where a plan does not tell them apart (Mexico since
 * 2019, the North American plan), libphonenumber reports FIXED_LINE_OR_MOBILE: that is taken.
 *
 * LOAD LAZILY in the web app, like `phone-number.ts` (`@lf/contract/mobile-phone-checks`): only
 * its `features/validation/mobile-phone-number.ts` imports it, for a step that asks for the
 * `mobilePhoneNumber` rule.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import {
  exampleNumber,
  parseApplicantPhoneNumber,
  type PhoneCheck,
  type PhoneNumberBrand,
} from './phone-number.js';
import { message } from './check-message.js';

const MOBILE_TYPES: readonly string[] = ['MOBILE', 'FIXED_LINE_OR_MOBILE'];

/** Whether a number (in E.164) is one a text message can reach. */
export function isMobileNumber(e164: string): boolean {
  const type = parsePhoneNumberFromString(e164)?.getType();
  return type !== undefined && MOBILE_TYPES.includes(type);
}

/**
 * The `mobilePhoneNumber` field rule: a phone number of the brand's country (with the messages
 * of the `phoneNumber` rule) that is a mobile; a landline is refused with its own message, which
 * shows a mobile number of the country.
 */
export function createMobilePhoneNumberCheck(brand: PhoneNumberBrand): PhoneCheck {
  return (value) => {
    const result = parseApplicantPhoneNumber(value, brand);
    if (!result.ok) return result.message;
    if (isMobileNumber(result.e164)) return null;
    // A mobile number with digits missing can read as a landline (Germany's "0151 2345"): the
    // example shows what a mobile number of the country looks like, and how long it is.
    const { example } = exampleNumber(brand);
    return message('validation>phoneNumberNotMobile', { example });
  };
}
