import type { LeadPath } from '@lf/contract';

/** The marketing consent channels (spec section 3: consent_email, consent_phone, ...). */
export const MarketingConsentChannels = ['email', 'phone', 'text', 'post'] as const;
export type MarketingConsentChannel = (typeof MarketingConsentChannels)[number];

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
  'personalDetails.firstName': 'form_first_name',
  'personalDetails.middleName': 'form_middle_name',
  'personalDetails.lastName': 'form_last_name',
  'personalDetails.secondLastName': 'form_second_last_name',
  'personalDetails.gender': 'form_gender',
  'personalDetails.dateOfBirth': 'form_birthday',
  'personalDetails.personalCode': 'form_personal_code',
  'contactDetails.email': 'form_email',
  'contactDetails.marketingConsents': 'form_marketing_consents',
  'contactDetails.phoneNumber': 'form_phone_number',
  'contactDetails.postalCode': 'form_postal_code',
  'contactDetails.province': 'form_province',
  'contactDetails.district': 'form_district',
  'contactDetails.city': 'form_city',
  'contactDetails.street': 'form_street',
  'contactDetails.blockNumber': 'form_block_number',
  'contactDetails.houseNumber': 'form_house_number',
  'contactDetails.floor': 'form_floor',
  'contactDetails.flatNumber': 'form_flat_number',
  'contactDetails.municipality': 'form_municipality',
  'contactDetails.suburb': 'form_suburb',
  'otherDetails.loanPurpose': 'form_loan_purpose',
  'otherDetails.isPoliticallyExposed': 'form_is_politically_exposed',
  'otherDetails.connectedToPep': 'form_connected_to_pep',
  'otherDetails.maritalStatus': 'form_marital_status',
  'otherDetails.education': 'form_education',
  'otherDetails.housingTenure': 'form_housing_tenure',
  'otherDetails.housingTenureSinceDate': 'form_housing_tenure_since_date',
  'otherDetails.hasVehicleDownPayment': 'form_vehicle_down_payment',
  'otherDetails.vehicleOwnership': 'form_vehicle_ownership',
  'otherDetails.vehicleLicensePlateNumber': 'form_vehicle_license_plate_number',
  'otherDetails.isVehicleFinanced': 'form_vehicle_financed',
  'otherDetails.ibanConsent': 'form_iban_consent',
  'otherDetails.negativeCreditHistory': 'form_negative_credit_history',
  'otherDetails.numberOfDependants': 'form_number_of_dependants',
  'otherDetails.countryOfBirth': 'form_country_of_birth',
  'otherDetails.livingArea': 'form_living_area',
  'otherDetails.citizenship': 'form_citizenship',
  'otherDetails.secondCitizenship': 'form_second_citizenship',
  'otherDetails.cityOfBirth': 'form_city_of_birth',
  'otherDetails.idCardNumber': 'form_id_card_number',
  'otherDetails.idCardIssuedAt': 'form_id_card_issued_at',
  'otherDetails.idCardIssuedAuthority': 'form_id_card_issued_authority',
  'otherDetails.overdueDebtAmount': 'form_overdue_debt_amount',
  'otherDetails.provinceOfBirth': 'form_province_of_birth',
  'otherDetails.isInterestedInDebtConsolidation': 'form_debt_consolidation',
  'otherDetails.hasBankAccount': 'form_has_bank_account',
  'otherDetails.hasProofOfIncome': 'form_has_proof_of_income',
  'incomeDetails.monthlyIncome': 'form_monthly_income',
  'incomeDetails.incomeSource': 'form_income_source',
  'incomeDetails.incomeContractStartedAt': 'form_income_contract_started_at',
  'incomeDetails.incomeContractExpiresAt': 'form_income_contract_expires_at',
  'incomeDetails.incomePayday': 'form_income_payday',
  'incomeDetails.jobArea': 'form_job_area',
  'incomeDetails.jobTitle': 'form_job_title',
  'incomeDetails.iban': 'form_iban',
  'incomeDetails.usingOnlineBanking': 'form_using_online_banking',
  'incomeDetails.positionType': 'form_position_type',
  'incomeDetails.monthlyExtraIncome': 'form_monthly_extra_income',
  'incomeDetails.workPhone': 'form_work_phone',
  'incomeDetails.spouseMonthlyIncome': 'form_spouse_monthly_income',
  'incomeDetails.salaryCycle': 'form_salary_cycle',
  'incomeDetails.salaryCycleValue': 'form_salary_cycle_value',
  'expenses.mortgageAmount': 'form_mortgage_amount',
  'expenses.rentAmount': 'form_rent_amount',
  'expenses.monthlyExpenses': 'form_monthly_expenses',
  'expenses.creditCommitments': 'form_credit_commitments',
  'expenses.monthlyCreditCommitments': 'form_monthly_credit_commitments',
  'expenses.hasOtherLoans': 'form_has_other_loans',
  'expenses.totalDebtAmount': 'form_total_debt_amount',
  'employer.name': 'form_employer_name',
  'employer.taxRegistryCode': 'form_employer_tax_registry_code',
  'employer.postalCode': 'form_employer_postal_code',
  'employer.province': 'form_employer_province',
  'employer.city': 'form_employer_city',
  'employer.street': 'form_employer_street',
  'employer.houseNumber': 'form_employer_house_number',
  'referenceDetails.type': 'form_reference_type',
  'referenceDetails.name': 'form_reference_name',
  'referenceDetails.phoneNumber': 'form_reference_phone_number',
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
