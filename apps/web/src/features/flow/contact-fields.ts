import type { FieldDefinition } from './step-catalogue';

/** The applicant's e-mail, checked by the brand's rule and looked up for typos. */
export const EmailField: FieldDefinition = {
  path: 'contactDetails.email',
  kind: 'email',
  rule: 'email',
  required: true,
  autoComplete: 'email',
  lookup: 'email',
};

/** The applicant's mobile phone, in the brand's country. */
export const MobilePhoneField: FieldDefinition = {
  path: 'contactDetails.phoneNumber',
  kind: 'tel',
  rule: 'mobilePhoneNumber',
  required: true,
  autoComplete: 'tel',
};
