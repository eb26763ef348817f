import { EmailField, MarketingConsentsField, MobilePhoneField } from './contact-fields';
import { fieldOf } from './data-point-fields';
import type { FieldDefinition } from './step-catalogue';

/**
 * The v3 initial-details step (spec section 2): e-mail, phone number, marketing consents, the
 * brand's general policies and a captcha. E-mail and phone are asked as on the classic
 * contact-details page; the marketing consents are four optional channels
 * (MarketingConsentChannels); the policies are fetched per brand and locale and recorded as
 * `policies` and `generalPolicies`; the captcha's token is `googleCaptchaToken`.
 */
export const InitialDetailsFields: readonly FieldDefinition[] = [
  EmailField,
  MobilePhoneField,
  MarketingConsentsField,
  fieldOf('policies'),
  fieldOf('googleCaptchaToken'),
];
