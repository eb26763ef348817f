/**
 * Validation rules as data (spec section 5). Pure TypeScript: no React, no API calls.
 *
 * The phone module (libphonenumber-js) is deliberately not exported statically: it is reached
 * through `loadFieldRules()` / `loadPhoneNumberModule()`, so the first page never loads it.
 */
export {
  createFieldRules,
  DebtAmountBounds,
  FieldRuleNames,
  isPhoneRule,
  MAX_TEXT_LENGTH,
  normalizeFieldText,
  parseAmount,
  parseWholeNumber,
  PersonalCodeFormatKeys,
  PhoneRuleNames,
  PostalCodeExamples,
  ValidationSetupError,
  type FieldCheck,
  type FieldRuleName,
  type FieldRules,
  type FieldRulesBrand,
  type FieldRulesOptions,
  type PhoneRuleName,
} from './field-rules';
export {
  BankAccountRules,
  IbanExamples,
  IbanLengths,
  checkClabe,
  checkIban,
  type BankAccountRule,
} from './bank-account';
export { checkTaxRegistryCode, TaxRegistryCodeFormatKeys } from './tax-registry-code';
export {
  canonicalText,
  loadFieldCanonicalizer,
  type FieldCanonicalizer,
} from './field-canonicalizer';
export {
  loadFieldRules,
  loadMobilePhoneNumberModule,
  loadPhoneNumberModule,
} from './load-field-rules';
export { checkPersonalCodeConsistency, type Gender } from './national-id/personal-code-consistency';
export type { NationalIdProblem, NationalIdResult } from './national-id/national-id-result';
export { NationalIdChecks, validatePersonalCode } from './national-id/personal-code';
export { normalizeDigits } from './normalize-digits';
export type { PhoneNumberResult } from './phone-number';
export { serverFieldMessage } from './server-field-message';
export {
  decodeValidationMessage,
  encodeValidationMessage,
  ValidationMessageKeys,
  type ValidationMessage,
  type ValidationMessageKey,
} from './validation-message';
