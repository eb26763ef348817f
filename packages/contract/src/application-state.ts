import * as z from 'zod/mini';

/** The numbered application states of spec section 4. The numbers are part of the API. */
export const ApplicationState = {
  NONE: 0,
  LOAN_INFORMATION: 1,
  PERSONAL_DETAILS: 2,
  CONTACT_DETAILS: 3,
  INCOME_DETAILS: 4,
  OTHER_INFORMATION: 5,
  CHECKING: 6,
  MOBILE_VERIFICATION: 7,
  EMPLOYMENT_DETAILS: 8,
  INSTANTOR: 9,
  ACCEPTED: 10,
  THANK_YOU: 11,
  REDIRECTED: 12,
  REJECTED: 13,
  CONTINUE: 14,
  CHANGE_MOBILE_NUMBER: 15,
  VEHICLE: 16,
  WENANCE_TINK: 17,
  WENANCE_ACCOUNT: 18,
  MONEYMAN_PAYLANDS: 19,
  POLICY_CONSENTS: 20,
  ADDITIONAL_EMPLOYMENT_DETAILS: 21,
  ADDITIONAL_PERSONAL_DETAILS: 22,
  MARITAL_DETAILS: 23,
  AIDE: 24,
  REFERENCE_INFORMATION: 25,
  YOUNITED_CREDIT_DETAILS: 26,
  YOUNITED_PROFESSIONAL_DETAILS: 27,
  CNP: 28,
  ADVANZIA_CONSENTS: 29,
  ID_UPLOAD: 30,
  CUSTOMER_DEBTS: 31,
  REFERENCE_DETAILS: 32,
  WNIOSEK: 33,
  WNIOSEK_UZUPELNIENIE: 34,
  DYNAMIC_CONSENTS: 35,
  SANTANDER_COMPERIA: 36,
  TFBANK_CONSENTS: 37,
  IPFD_OFFER_CHOICE: 38,
  COFIDIS_OFFER: 39,
  PROVIDENT_OFFER: 40,
  INSTABANK_OFFER: 41,
  PROFICREDIT_OFFER: 42,
} as const;

export type ApplicationStateName = keyof typeof ApplicationState;
export type ApplicationState = (typeof ApplicationState)[ApplicationStateName];

const stateNumbers = Object.values(ApplicationState);

export const ApplicationStateSchema = z.custom<ApplicationState>(
  (value) => typeof value === 'number' && (stateNumbers as readonly number[]).includes(value),
  { error: 'Expected an application state number (0 to 42)' },
);
