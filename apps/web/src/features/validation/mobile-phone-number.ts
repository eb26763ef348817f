/**
 * The mobile number check (libphonenumber-js's `mobile` metadata): the contract's, which the lead
 * API runs too (decision 0042).
 *
 * LOAD LAZILY, like `phone-number.ts`: only `loadFieldRules()` reaches it, by a dynamic import,
 * and only for a step that asks for the `mobilePhoneNumber` rule. `bundle-boundary.test.ts`
 * guards this.
 */
export { createMobilePhoneNumberCheck, isMobileNumber } from '@lf/contract/mobile-phone-checks';
export { parseApplicantPhoneNumber } from '@lf/contract/phone-checks';
