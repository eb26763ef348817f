import { fieldOf } from './data-point-fields';
import type { FieldDefinition } from './step-catalogue';

/** The applicant's e-mail, checked by the brand's rule and looked up for typos. */
export const EmailField: FieldDefinition = fieldOf('contactDetails.email');

/** The applicant's mobile phone, in the brand's country. */
export const MobilePhoneField: FieldDefinition = fieldOf('contactDetails.phoneNumber');

/** The channels the applicant agrees to be contacted on (each optional). */
export const MarketingConsentsField: FieldDefinition = fieldOf('contactDetails.marketingConsents');
