/**
 * The v3 initial-details step's own fields: marketing consents by channel, the brand's general
 * policies (fetched per brand and locale) and Google reCAPTCHA. The step form renders them through
 * its field registry and converts their values with the helpers below.
 */
export { CaptchaField, type CaptchaFieldProps } from './captcha-field';
export { fetchPolicies, loadRecaptchaScript } from './initial-details-thunks';
export {
  consentChannelName,
  initialConsentValues,
  marketingConsentsOf,
} from './marketing-consents';
export {
  MarketingConsentsField,
  type MarketingConsentsFieldProps,
} from './marketing-consents-field';
export { PoliciesField, type PoliciesFieldProps } from './policies-field';
export {
  initialPolicyChoices,
  isPolicyChoices,
  missingPolicies,
  policiesLeadData,
  policyBoxId,
  withLoadedPolicies,
  type PolicyChoices,
} from './policy-choices';
export { RecaptchaLanguages } from './recaptcha-languages';
export {
  loadRecaptcha,
  RECAPTCHA_LOAD_TIMEOUT_MS,
  RecaptchaLoadError,
  type Recaptcha,
  type RecaptchaParams,
} from './recaptcha-loader';
