export { removePersonalDataFromAddressBar, withoutPersonalData } from './personal-data-in-url';
export { keepSellingTierGlobalId } from './selling-tier';
export { isMailLinkPage } from './mail-link-page';
export { validEmail } from './prefill-formats';
export { applyUrlIntake, readUrlIntake, type PrefilledField, type UrlIntake } from './url-intake';
export {
  IDENTIFIER,
  MAX_IDENTIFIER_LENGTH,
  PersonalUrlParameters,
  UrlParameterNames,
  type UrlIntakeRules,
} from './url-parameters';
