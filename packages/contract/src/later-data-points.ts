import { DataPoints, type DataPointTable } from './data-points.js';

/**
 * The data points no first page asks, defined as `DataPoints` are (data-points.ts, decision
 * 0042): the sections `otherDetails` and `incomeDetails`. Kept out of the first page's code: the first page makes the
 * lead's schemas, which need only each entry's kind (`LaterDataPointLeaves`, written from this
 * table by `npm run data-points:leaves --workspace packages/contract`, a test holds them equal).
 */
export const LaterDataPoints = {
  'otherDetails.loanPurpose': {
    kind: 'choice',
    formFieldName: 'form_loan_purpose',
    choices: { list: 'loanPurpose', control: 'select' },
  },
  'otherDetails.isPoliticallyExposed': {
    kind: 'yesNo',
    formFieldName: 'form_is_politically_exposed',
  },
  'otherDetails.connectedToPep': { kind: 'yesNo', formFieldName: 'form_connected_to_pep' },
  'otherDetails.maritalStatus': {
    kind: 'choice',
    formFieldName: 'form_marital_status',
    choices: { list: 'maritalStatus', control: 'select' },
  },
  'otherDetails.education': {
    kind: 'choice',
    formFieldName: 'form_education',
    choices: { list: 'education', control: 'select' },
  },
  'otherDetails.housingTenure': {
    kind: 'choice',
    formFieldName: 'form_housing_tenure',
    choices: { list: 'housingTenure', control: 'radios' },
  },
  'otherDetails.housingTenureSinceDate': {
    kind: 'date',
    formFieldName: 'form_housing_tenure_since_date',
    plausibility: 'notBeforeBirth',
    dateRange: 'past',
  },
  'otherDetails.hasVehicleDownPayment': {
    kind: 'yesNo',
    formFieldName: 'form_vehicle_down_payment',
  },
  'otherDetails.vehicleOwnership': {
    kind: 'choice',
    formFieldName: 'form_vehicle_ownership',
    choices: { list: 'vehicleOwnership', control: 'radios' },
  },
  // Asked of everyone on the page: the applicant without a vehicle leaves these empty.
  'otherDetails.vehicleLicensePlateNumber': {
    kind: 'text',
    formFieldName: 'form_vehicle_license_plate_number',
    rule: 'licensePlateNumber',
    required: false,
    autoComplete: 'off',
  },
  'otherDetails.isVehicleFinanced': {
    kind: 'yesNo',
    formFieldName: 'form_vehicle_financed',
    required: false,
  },
  'otherDetails.ibanConsent': { kind: 'yesNo', formFieldName: 'form_iban_consent' },
  'otherDetails.negativeCreditHistory': {
    kind: 'yesNo',
    formFieldName: 'form_negative_credit_history',
  },
  'otherDetails.numberOfDependants': {
    kind: 'count',
    formFieldName: 'form_number_of_dependants',
    autoComplete: 'off',
    bounds: { min: 0, max: 50 },
  },
  'otherDetails.countryOfBirth': {
    kind: 'choice',
    formFieldName: 'form_country_of_birth',
    choices: { list: 'country', control: 'select', labels: 'regions' },
  },
  // Whether the applicant lives in a town or in the countryside: where lenders tell urban and
  // rural addresses apart (decision 0041).
  'otherDetails.livingArea': {
    kind: 'choice',
    formFieldName: 'form_living_area',
    choices: { list: 'livingArea', control: 'radios' },
    countries: ['MX', 'CO', 'PH', 'VN'],
  },
  'otherDetails.citizenship': {
    kind: 'choice',
    formFieldName: 'form_citizenship',
    choices: { list: 'country', control: 'select', labels: 'regions' },
  },
  'otherDetails.secondCitizenship': {
    kind: 'choice',
    formFieldName: 'form_second_citizenship',
    choices: { list: 'country', control: 'select', labels: 'regions' },
    plausibility: 'otherCitizenship',
    required: false,
  },
  'otherDetails.cityOfBirth': {
    kind: 'text',
    formFieldName: 'form_city_of_birth',
    rule: 'city',
    autoComplete: 'off',
  },
  'otherDetails.idCardNumber': {
    kind: 'text',
    formFieldName: 'form_id_card_number',
    rule: 'idCardNumber',
    autoComplete: 'off',
  },
  'otherDetails.idCardIssuedAt': {
    kind: 'date',
    formFieldName: 'form_id_card_issued_at',
    plausibility: 'notBeforeBirth',
    dateRange: 'past',
  },
  'otherDetails.idCardIssuedAuthority': {
    kind: 'text',
    formFieldName: 'form_id_card_issued_authority',
    rule: 'companyName',
    autoComplete: 'off',
  },
  'otherDetails.overdueDebtAmount': {
    kind: 'money',
    formFieldName: 'form_overdue_debt_amount',
    rule: 'overdueDebtAmount',
  },
  'otherDetails.provinceOfBirth': {
    kind: 'choice',
    formFieldName: 'form_province_of_birth',
    choices: { list: 'province', control: 'select', labels: 'names' },
    required: false,
  },
  'otherDetails.isInterestedInDebtConsolidation': {
    kind: 'yesNo',
    formFieldName: 'form_debt_consolidation',
  },
  'otherDetails.hasBankAccount': { kind: 'yesNo', formFieldName: 'form_has_bank_account' },
  'otherDetails.hasProofOfIncome': { kind: 'yesNo', formFieldName: 'form_has_proof_of_income' },
  'incomeDetails.monthlyIncome': {
    kind: 'money',
    formFieldName: 'form_monthly_income',
    plausibility: 'monthlyIncome',
  },
  'incomeDetails.incomeSource': {
    kind: 'choice',
    formFieldName: 'form_income_source',
    choices: { list: 'incomeSource', control: 'select' },
  },
  'incomeDetails.incomeContractStartedAt': {
    kind: 'date',
    formFieldName: 'form_income_contract_started_at',
    plausibility: 'notBeforeWorkingAge',
    dateRange: 'past',
  },
  // A permanent contract has no end: left empty, it is not asked for again.
  'incomeDetails.incomeContractExpiresAt': {
    kind: 'date',
    formFieldName: 'form_income_contract_expires_at',
    required: false,
    dateRange: 'future',
  },
  'incomeDetails.incomePayday': {
    kind: 'count',
    formFieldName: 'form_income_payday',
    autoComplete: 'off',
    bounds: { min: 1, max: 31 },
  },
  'incomeDetails.jobArea': {
    kind: 'choice',
    formFieldName: 'form_job_area',
    choices: { list: 'jobArea', control: 'select' },
  },
  'incomeDetails.jobTitle': {
    kind: 'text',
    formFieldName: 'form_job_title',
    rule: 'jobTitle',
    autoComplete: 'organization-title',
  },
  // The brand's country's account: an IBAN, Mexico's CLABE (its own page), or an account number.
  'incomeDetails.iban': {
    kind: 'text',
    formFieldName: 'form_iban',
    rule: 'bankAccount',
    autoComplete: 'off',
  },
  'incomeDetails.usingOnlineBanking': { kind: 'yesNo', formFieldName: 'form_using_online_banking' },
  'incomeDetails.positionType': {
    kind: 'choice',
    formFieldName: 'form_position_type',
    choices: { list: 'positionType', control: 'select' },
  },
  'incomeDetails.monthlyExtraIncome': {
    kind: 'money',
    formFieldName: 'form_monthly_extra_income',
    plausibility: 'monthlyIncome',
    required: false,
  },
  'incomeDetails.workPhone': {
    kind: 'tel',
    formFieldName: 'form_work_phone',
    rule: 'phoneNumber',
    autoComplete: 'work tel',
  },
  // Empty for an applicant without a spouse or partner.
  'incomeDetails.spouseMonthlyIncome': {
    kind: 'money',
    formFieldName: 'form_spouse_monthly_income',
    plausibility: 'monthlyIncome',
    required: false,
  },
  'incomeDetails.salaryCycle': {
    kind: 'choice',
    formFieldName: 'form_salary_cycle',
    choices: { list: 'salaryCycle', control: 'radios' },
  },
  // When in the cycle the salary comes ("Fridays", "15 and 30"): letters, digits, a few marks.
  'incomeDetails.salaryCycleValue': {
    kind: 'text',
    formFieldName: 'form_salary_cycle_value',
    rule: 'companyName',
    autoComplete: 'off',
  },
  // Who pays the pension (a state fund, a former employer's scheme): asked of pensioners only,
  // and of those on Poland's disability pension (renta), which the same funds pay (decision 0041).
  'incomeDetails.pensionPayer': {
    kind: 'text',
    formFieldName: 'form_pension_payer',
    rule: 'companyName',
    autoComplete: 'off',
    when: { path: 'incomeDetails.incomeSource', is: ['pensioner', 'disabilityPension'] },
  },
} as const satisfies DataPointTable;

/** Every data point of the table: the pages' catalogues, the form-field names, the lead API. */
export const AllDataPoints = {
  ...DataPoints,
  ...LaterDataPoints,
} as const satisfies DataPointTable;
