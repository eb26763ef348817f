export { removePersonalDataFromAddressBar, withoutPersonalData } from './personal-data-in-url';
export { keepSellingTierGlobalId } from './selling-tier';
export { heldUnsubscribeAddress, holdUnsubscribeAddress } from './unsubscribe-address';
export { heldMailLinkToken, holdMailLinkToken, replaceHeldMailLinkToken } from './mail-link-token';
export { validEmail } from './prefill-formats';
export { applyUrlIntake, readUrlIntake, type PrefilledField, type UrlIntake } from './url-intake';
export {
  IDENTIFIER,
  MAX_IDENTIFIER_LENGTH,
  PersonalUrlParameters,
  UrlParameterNames,
  type UrlIntakeRules,
} from './url-parameters';
