import { AllDataPoints, formFieldNamesOf, type LeadPath } from '@lf/contract';
import type { MarketingConsentChannel } from './marketing-consent-channels';

export {
  MarketingConsentChannels,
  type MarketingConsentChannel,
} from './marketing-consent-channels';

/**
 * The form-field catalogue of spec section 3: each data point the form asks for, by its dotted
 * lead path, and the field name the lender's systems and analytics know it by. One table for the
 * pages, the submission and the tests; a path the contract lacks is a type error.
 */
export const FormFieldNames = {
  amount: 'loan_amount',
  period: 'loan_period',
  monthlyPaymentDay: 'form_monthly_payment_day',
  financingOption: 'form_financing_option',
  generalPolicies: 'form_general_policies',
  policies: 'form_policies',
  googleCaptchaToken: 'form_captcha',
  // personalDetails, contactDetails, otherDetails, incomeDetails, expenses, employer and
  // referenceDetails: their contract entries' names (data-points.ts, later-data-points.ts).
  ...formFieldNamesOf(AllDataPoints),
  // After the offer: each partner's form (offer-stage-fields.ts).
  'additionalEmployment.employedSince': 'form_employed_since',
  'additionalEmployment.contractType': 'form_employment_contract_type',
  'additionalEmployment.industry': 'form_employment_industry',
  'additionalEmployment.employerPhone': 'form_employer_phone',
  'additionalEmployment.previousEmployerName': 'form_previous_employer_name',
  'additionalPersonalDetails.placeOfBirth': 'form_place_of_birth',
  'additionalPersonalDetails.nationality': 'form_nationality',
  'additionalPersonalDetails.residentSince': 'form_resident_since',
  'additionalPersonalDetails.previousPostalCode': 'form_previous_postal_code',
  'additionalPersonalDetails.previousCity': 'form_previous_city',
  'maritalDetails.maritalStatus': 'form_marital_details_status',
  'maritalDetails.spouseFirstName': 'form_spouse_first_name',
  'maritalDetails.spouseLastName': 'form_spouse_last_name',
  'maritalDetails.spouseDateOfBirth': 'form_spouse_birthday',
  'maritalDetails.spouseMonthlyIncome': 'form_marital_details_spouse_monthly_income',
  'aide.receivesAid': 'form_aide_receives_aid',
  'aide.housingAidAmount': 'form_aide_housing_amount',
  'aide.familyAllowanceAmount': 'form_aide_family_allowance_amount',
  'aide.otherAidAmount': 'form_aide_other_amount',
  'creditDetails.numberOfCredits': 'form_credit_details_number_of_credits',
  'creditDetails.monthlyCreditRepayments': 'form_credit_details_monthly_repayments',
  'creditDetails.outstandingCreditAmount': 'form_credit_details_outstanding_amount',
  'creditDetails.hasMortgage': 'form_credit_details_has_mortgage',
  'professionalDetails.profession': 'form_profession',
  'professionalDetails.sector': 'form_professional_sector',
  'professionalDetails.contractType': 'form_professional_contract_type',
  'professionalDetails.employedSince': 'form_professional_employed_since',
  'customerDebts.hasDebts': 'form_debts_has_debts',
  'customerDebts.numberOfDebts': 'form_debts_number_of_debts',
  'customerDebts.totalDebtAmount': 'form_debts_total_amount',
  'customerDebts.monthlyDebtRepayments': 'form_debts_monthly_repayments',
  'customerDebts.hasArrears': 'form_debts_has_arrears',
  'wniosek.idCardNumber': 'form_wniosek_id_card_number',
  'wniosek.idCardExpiresAt': 'form_wniosek_id_card_expires_at',
  'wniosek.mothersMaidenName': 'form_wniosek_mothers_maiden_name',
  'wniosek.householdSize': 'form_wniosek_household_size',
  'wniosek.monthlyHouseholdExpenses': 'form_wniosek_monthly_household_expenses',
  'wniosek.bankAccountNumber': 'form_wniosek_bank_account_number',
  'wniosek.employerName': 'form_wniosek_employer_name',
  'wniosek.employerPhone': 'form_wniosek_employer_phone',
  'santanderComperia.householdSize': 'form_santander_household_size',
  'santanderComperia.monthlyHouseholdExpenses': 'form_santander_monthly_household_expenses',
  'santanderComperia.hasCreditCard': 'form_santander_has_credit_card',
  'santanderComperia.creditCardLimit': 'form_santander_credit_card_limit',
  'vehicle.make': 'form_vehicle_make',
  'vehicle.model': 'form_vehicle_model',
  'vehicle.year': 'form_vehicle_year',
  'vehicle.registrationNumber': 'form_vehicle_registration_number',
  'vehicle.mileage': 'form_vehicle_mileage',
  'bankAccount.accountNumber': 'form_bank_account_number',
  'bankAccount.holderName': 'form_bank_account_holder_name',
} as const satisfies Partial<Record<LeadPath, string>>;

export type FormDataPoint = keyof typeof FormFieldNames;

/** Each marketing consent channel is a field of its own: consent_email, consent_phone, ... */
export const MarketingConsentFieldNames: Readonly<Record<MarketingConsentChannel, string>> = {
  email: 'consent_email',
  phone: 'consent_phone',
  text: 'consent_text',
  post: 'consent_post',
};

export function formFieldName(path: FormDataPoint): string {
  return FormFieldNames[path];
}
