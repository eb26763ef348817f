/**
 * Validation rules as data (spec section 5). Pure TypeScript: no React, no API calls.
 *
 * What a page reads as it renders is here: how amounts and counts are read, the longest text, the
 * server's messages. The rules themselves (every country's formats, national ids, bank accounts,
 * tax codes) and the phone module (libphonenumber-js) are never exported statically: they are
 * reached through the loaders (`loadFieldRules()`, `loadFieldCanonicalizer()`, …), so neither
 * the first page nor a v3 brand's first form carries them.
 */
export {
  amountText,
  MAX_TEXT_LENGTH,
  parseAmount,
  parseWholeNumber,
  refusedAmountKey,
} from './answer-text';
export type { AmountCurrency } from './answer-text';
export type { FieldCanonicalizer } from './field-canonicalizer';
export type {
  FieldCheck,
  FieldRuleName,
  FieldRules,
  FieldRulesBrand,
  FieldRulesOptions,
  OwnFormatCheck,
  PhoneRuleName,
} from './field-rules';
export {
  loadBirthDateInPersonalCode,
  loadFieldCanonicalizer,
  loadFieldRules,
  loadOwnFormatCheck,
  loadPersonalCodeConsistency,
  prepareFieldRules,
  type BirthDateInPersonalCode,
  type PersonalCodeConsistency,
} from './load-field-rules';
export type { Gender, NationalIdProblem, NationalIdResult } from '@lf/contract/field-checks';
export { normalizeDigits, withoutInvisibleCharacters } from '@lf/contract';
export {
  loadedPhoneParser,
  loadMobilePhoneNumberModule,
  loadPhoneNumberModule,
} from './phone-modules';
export type { PhoneNumberResult } from './phone-number';
export { serverFieldMessage } from './server-field-message';
export {
  decodeValidationMessage,
  encodeValidationMessage,
  ValidationMessageKeys,
  type ValidationMessage,
  type ValidationMessageKey,
} from './validation-message';
