/**
 * The phone checks (libphonenumber-js with its `min` metadata, ~29 KB gzip): the contract's, which
 * the lead API runs too (decision 0042).
 *
 * LOAD LAZILY: only later steps may use this module, through `loadFieldRules()` or
 * `loadPhoneNumberModule()` (a dynamic import). Never import it statically from `index.ts`,
 * `field-rules.ts`, anything under `src/app` or `features/loan-information`: the first page must
 * stay under its budget. `bundle-boundary.test.ts` guards this.
 */
export {
  comparablePhoneNumber,
  createPhoneNumberCheck,
  parseApplicantPhoneNumber,
  type PhoneNumberBrand,
  type PhoneNumberResult,
} from '@lf/contract/phone-checks';
