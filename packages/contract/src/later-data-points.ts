import type { DataPointCondition } from './data-point-conditions.js';
import { DataPoints, type DataPointTable } from './data-points.js';

/**
 * The income sources (the web app's `incomeSource` list, every country's) whose applicant has an
 * employer to name: an employee, a civil servant, an apprentice, a worker overseas. A pensioner
 * names the pension's payer instead (`incomeDetails.pensionPayer`); the self-employed, a business
 * owner, the unemployed, a student and those living on an allowance or remittances have none
 * (decision 0041's addendum "who has an employer").
 */
export const IncomeSourcesWithEmployer = [
  'employed',
  'civilServant',
  'apprentice',
  'overseasWorker',
] as const;

/** The employer's data points are asked of an applicant whose income comes from one. */
export const AskedOfAnEmployee = {
  path: 'incomeDetails.incomeSource',
  is: IncomeSourcesWithEmployer,
} as const satisfies DataPointCondition;

/**
 * The income sources of an applicant at work: an employer's, and the self-employed's and a
 * business owner's (who have a trade and a sector, but no employment contract).
 */
const IncomeSourcesAtWork = [
  'employed',
  'civilServant',
  'apprentice',
  'overseasWorker',
  'selfEmployed',
  'businessOwner',
] as const;

/** A job's title and sector are asked of an applicant at work. */
const AskedOfAWorker = {
  path: 'incomeDetails.incomeSource',
  is: IncomeSourcesAtWork,
} as const satisfies DataPointCondition;

/**
 * A contract's end date is asked of an employee whose contract can end: not of a permanent one,
 * nor of Spain's "fijo discontinuo", an open-ended contract for seasonal work. Any other kind asks
 * it, those the lead API's list has and this build does not know among them (Spain's training
 * contract). A kind not given yet rules nothing out.
 */
const AskedOfAnEmployeeWhoseContractEnds = {
  path: 'incomeDetails.positionType',
  is: ['permanent', 'fixedDiscontinuous'],
  not: true,
  and: AskedOfAnEmployee,
} as const satisfies DataPointCondition;

/**
 * What is paid and owed on credits is asked of an applicant who pays at least one: none (0) rules
 * it out; a count not given yet rules nothing out.
 */
const PayingCredits = {
  path: 'creditDetails.numberOfCredits',
  is: ['0'],
  not: true,
} as const satisfies DataPointCondition;

/** Every vehicle of the list `vehicleOwnership` but `none`, in any country's list. */
export const OwnedVehicles = ['car', 'motorbike', 'carAndMotorbike', 'tricycle'] as const;

/** A vehicle's plate and financing are asked of an applicant who owns one. */
const AskedOfAVehicleOwner = {
  path: 'otherDetails.vehicleOwnership',
  is: OwnedVehicles,
} as const satisfies DataPointCondition;

/**
 * Whether any of the applicant's credit is a loan, what they repay each month and what they owe
 * in all are asked of an applicant who says they have credit commitments.
 */
const AskedOfAnApplicantWithCredit = {
  path: 'expenses.creditCommitments',
  is: ['yes'],
} as const satisfies DataPointCondition;

/**
 * The data points no first page asks, defined as `DataPoints` are (data-points.ts, decision
 * 0042): the lead's loan term, repayment and general policies, the sections `otherDetails`,
 * `incomeDetails`, `expenses`, `employer`, `referenceDetails` and those after the offer. Kept out of the first page's code: the first page
 * makes the lead's schemas, which need only each entry's kind (`later-data-point-leaves.ts`,
 * written from this table by `npm run data-points:leaves --workspace packages/contract`; a test
 * holds them equal).
 */
export const LaterDataPoints = {
  // At the top of the lead: the loan's term (asked by the loan's own controls, not a field), how it
  // is repaid and on which day of the month (set from the brand's loan, decision 0041), and the
  // general policies' checkbox of the classic contact page.
  period: { kind: 'count', formFieldName: 'loan_period', bounds: { min: 1, max: 3650 } },
  financingOption: { kind: 'choice', formFieldName: 'form_financing_option' },
  monthlyPaymentDay: {
    kind: 'count',
    formFieldName: 'form_monthly_payment_day',
    bounds: { min: 1, max: 31 },
  },
  generalPolicies: { kind: 'consent', formFieldName: 'form_general_policies' },
  // The expenses, the employer and a reference (a classic page's or v3 pages' after the first).
  'expenses.mortgageAmount': {
    kind: 'money',
    formFieldName: 'form_mortgage_amount',
    plausibility: 'monthlyExpenses',
  },
  'expenses.rentAmount': {
    kind: 'money',
    formFieldName: 'form_rent_amount',
    plausibility: 'monthlyExpenses',
  },
  'expenses.monthlyExpenses': {
    kind: 'money',
    formFieldName: 'form_monthly_expenses',
    plausibility: 'monthlyExpenses',
  },
  'expenses.creditCommitments': { kind: 'yesNo', formFieldName: 'form_credit_commitments' },
  'expenses.monthlyCreditCommitments': {
    kind: 'money',
    formFieldName: 'form_monthly_credit_commitments',
    plausibility: 'monthlyExpenses',
    when: AskedOfAnApplicantWithCredit,
  },
  // A follow-up of the commitments' question (a GOV.UK conditional reveal): is one a loan.
  'expenses.hasOtherLoans': {
    kind: 'yesNo',
    formFieldName: 'form_has_other_loans',
    when: AskedOfAnApplicantWithCredit,
  },
  'expenses.totalDebtAmount': {
    kind: 'money',
    formFieldName: 'form_total_debt_amount',
    rule: 'totalDebtAmount',
    when: AskedOfAnApplicantWithCredit,
  },
  'employer.name': {
    kind: 'text',
    formFieldName: 'form_employer_name',
    rule: 'companyName',
    autoComplete: 'organization',
    lookup: 'company',
    when: AskedOfAnEmployee,
  },
  'employer.taxRegistryCode': {
    kind: 'text',
    formFieldName: 'form_employer_tax_registry_code',
    rule: 'taxRegistryCode',
    autoComplete: 'off',
    when: AskedOfAnEmployee,
  },
  // The employer's address is not the applicant's: the browser must not fill it in. Its postcode
  // fills in the employer's town and province, as the applicant's own does theirs.
  'employer.postalCode': {
    kind: 'text',
    formFieldName: 'form_employer_postal_code',
    rule: 'postalCode',
    autoComplete: 'off',
    lookup: 'postcode',
    width: 10,
    when: AskedOfAnEmployee,
  },
  'employer.province': {
    kind: 'choice',
    formFieldName: 'form_employer_province',
    choices: { list: 'province', control: 'select', labels: 'names' },
    autoComplete: 'off',
    when: AskedOfAnEmployee,
  },
  'employer.city': {
    kind: 'text',
    formFieldName: 'form_employer_city',
    rule: 'city',
    autoComplete: 'off',
    when: AskedOfAnEmployee,
  },
  'employer.street': {
    kind: 'text',
    formFieldName: 'form_employer_street',
    rule: 'street',
    autoComplete: 'off',
    when: AskedOfAnEmployee,
  },
  'employer.houseNumber': {
    kind: 'text',
    formFieldName: 'form_employer_house_number',
    rule: 'houseNumber',
    autoComplete: 'off',
    width: 5,
    when: AskedOfAnEmployee,
  },
  'referenceDetails.type': {
    kind: 'choice',
    formFieldName: 'form_reference_type',
    choices: { list: 'referenceType', control: 'radios' },
  },
  'referenceDetails.name': {
    kind: 'text',
    formFieldName: 'form_reference_name',
    rule: 'name',
    plausibility: 'fullName',
    autoComplete: 'off',
  },
  'referenceDetails.phoneNumber': {
    kind: 'tel',
    formFieldName: 'form_reference_phone_number',
    rule: 'phoneNumber',
    plausibility: 'notOwnPhone',
    autoComplete: 'off',
  },
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
  // Asked once the applicant says they own a vehicle (a GOV.UK conditional reveal).
  'otherDetails.vehicleLicensePlateNumber': {
    kind: 'text',
    formFieldName: 'form_vehicle_license_plate_number',
    rule: 'licensePlateNumber',
    required: false,
    autoComplete: 'off',
    when: AskedOfAVehicleOwner,
  },
  'otherDetails.isVehicleFinanced': {
    kind: 'yesNo',
    formFieldName: 'form_vehicle_financed',
    required: false,
    when: AskedOfAVehicleOwner,
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
    plausibility: 'notBeforeIdCardAge',
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
    when: AskedOfAnEmployee,
  },
  // Not asked of a permanent contract; another one may have no end date: left empty, it is not
  // asked for again.
  'incomeDetails.incomeContractExpiresAt': {
    kind: 'date',
    formFieldName: 'form_income_contract_expires_at',
    required: false,
    dateRange: 'future',
    when: AskedOfAnEmployeeWhoseContractEnds,
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
    when: AskedOfAWorker,
  },
  'incomeDetails.jobTitle': {
    kind: 'text',
    formFieldName: 'form_job_title',
    rule: 'jobTitle',
    autoComplete: 'organization-title',
    when: AskedOfAWorker,
  },
  // The brand's country's account: an IBAN, Mexico's CLABE (its own page), or an account number.
  // Where the flow asks whether it may go to the lenders, only of an applicant who says yes: one
  // who says no is not asked for it, and it leaves the lead (data minimisation). A flow that does
  // not ask (Mexico's) asks for the account.
  'incomeDetails.iban': {
    kind: 'text',
    formFieldName: 'form_iban',
    rule: 'bankAccount',
    autoComplete: 'off',
    when: { path: 'otherDetails.ibanConsent', is: ['yes'] },
  },
  'incomeDetails.usingOnlineBanking': { kind: 'yesNo', formFieldName: 'form_using_online_banking' },
  'incomeDetails.positionType': {
    kind: 'choice',
    formFieldName: 'form_position_type',
    choices: { list: 'positionType', control: 'select' },
    when: AskedOfAnEmployee,
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
    when: AskedOfAnEmployee,
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
  // After the offer (decision record 0012): what a partner asks once the lead has an offer, each
  // page's section sent to its own call (offer-stage.ts).
  'additionalEmployment.employedSince': {
    kind: 'date',
    formFieldName: 'form_employed_since',
    plausibility: 'notBeforeWorkingAge',
    dateRange: 'past',
    prefilledFrom: ['professionalDetails.employedSince'],
  },
  'additionalEmployment.contractType': {
    kind: 'choice',
    formFieldName: 'form_employment_contract_type',
    choices: { list: 'positionType', control: 'select' },
    prefilledFrom: ['incomeDetails.positionType', 'professionalDetails.contractType'],
  },
  'additionalEmployment.industry': {
    kind: 'choice',
    formFieldName: 'form_employment_industry',
    choices: { list: 'jobArea', control: 'select' },
    prefilledFrom: ['incomeDetails.jobArea', 'professionalDetails.sector'],
  },
  'additionalEmployment.employerPhone': {
    kind: 'tel',
    formFieldName: 'form_employer_phone',
    rule: 'phoneNumber',
    autoComplete: 'off',
    prefilledFrom: ['incomeDetails.workPhone', 'wniosek.employerPhone'],
  },
  // Only an applicant in the job for less than two years has one worth asking about.
  'additionalEmployment.previousEmployerName': {
    kind: 'text',
    formFieldName: 'form_previous_employer_name',
    rule: 'companyName',
    required: false,
    autoComplete: 'off',
  },
  'additionalPersonalDetails.placeOfBirth': {
    kind: 'text',
    formFieldName: 'form_place_of_birth',
    rule: 'city',
    autoComplete: 'off',
    prefilledFrom: ['otherDetails.cityOfBirth'],
  },
  'additionalPersonalDetails.nationality': {
    kind: 'choice',
    formFieldName: 'form_nationality',
    choices: { list: 'country', control: 'select', labels: 'regions' },
    prefilledFrom: ['otherDetails.citizenship'],
  },
  'additionalPersonalDetails.residentSince': {
    kind: 'date',
    formFieldName: 'form_resident_since',
    plausibility: 'notBeforeBirth',
    dateRange: 'past',
    prefilledFrom: ['otherDetails.housingTenureSinceDate'],
  },
  'additionalPersonalDetails.previousPostalCode': {
    kind: 'text',
    formFieldName: 'form_previous_postal_code',
    rule: 'postalCode',
    required: false,
    autoComplete: 'off',
  },
  'additionalPersonalDetails.previousCity': {
    kind: 'text',
    formFieldName: 'form_previous_city',
    rule: 'city',
    required: false,
    autoComplete: 'off',
  },
  'maritalDetails.maritalStatus': {
    kind: 'choice',
    formFieldName: 'form_marital_details_status',
    choices: { list: 'maritalStatus', control: 'radios' },
    prefilledFrom: ['otherDetails.maritalStatus'],
  },
  // A spouse or partner, in each country's words for it (choice-lists.ts MaritalStatuses).
  'maritalDetails.spouseFirstName': {
    kind: 'text',
    formFieldName: 'form_spouse_first_name',
    rule: 'name',
    autoComplete: 'off',
    when: { path: 'maritalDetails.maritalStatus', is: ['married', 'partnership', 'cohabiting'] },
  },
  'maritalDetails.spouseLastName': {
    kind: 'text',
    formFieldName: 'form_spouse_last_name',
    rule: 'name',
    autoComplete: 'off',
    when: { path: 'maritalDetails.maritalStatus', is: ['married', 'partnership', 'cohabiting'] },
  },
  // An adult's: 16 is the youngest any country served lets marry (with a court's or parents'
  // leave); 110 is past the oldest living person, so a year typed wrong (1900) is caught.
  'maritalDetails.spouseDateOfBirth': {
    kind: 'date',
    formFieldName: 'form_spouse_birthday',
    dateRange: 'past',
    bounds: { min: 16, max: 110 },
    when: { path: 'maritalDetails.maritalStatus', is: ['married', 'partnership', 'cohabiting'] },
  },
  'maritalDetails.spouseMonthlyIncome': {
    kind: 'money',
    formFieldName: 'form_marital_details_spouse_monthly_income',
    plausibility: 'monthlyIncome',
    when: { path: 'maritalDetails.maritalStatus', is: ['married', 'partnership', 'cohabiting'] },
    prefilledFrom: ['incomeDetails.spouseMonthlyIncome'],
  },
  // Social benefits (aides sociales) count towards what the household lives on; each is a monthly
  // amount, held to the bound of a monthly income.
  'aide.receivesAid': {
    kind: 'yesNo',
    formFieldName: 'form_aide_receives_aid',
  },
  'aide.housingAidAmount': {
    kind: 'money',
    formFieldName: 'form_aide_housing_amount',
    plausibility: 'monthlyIncome',
    when: { path: 'aide.receivesAid', is: ['yes'] },
  },
  'aide.familyAllowanceAmount': {
    kind: 'money',
    formFieldName: 'form_aide_family_allowance_amount',
    plausibility: 'monthlyIncome',
    when: { path: 'aide.receivesAid', is: ['yes'] },
  },
  'aide.otherAidAmount': {
    kind: 'money',
    formFieldName: 'form_aide_other_amount',
    plausibility: 'aidWhenReceiving',
    when: { path: 'aide.receivesAid', is: ['yes'] },
  },
  'creditDetails.numberOfCredits': {
    kind: 'count',
    formFieldName: 'form_credit_details_number_of_credits',
    autoComplete: 'off',
    bounds: { min: 0, max: 99 },
  },
  'creditDetails.monthlyCreditRepayments': {
    kind: 'money',
    formFieldName: 'form_credit_details_monthly_repayments',
    plausibility: 'monthlyExpenses',
    prefilledFrom: ['expenses.monthlyCreditCommitments'],
    when: PayingCredits,
  },
  'creditDetails.outstandingCreditAmount': {
    kind: 'money',
    formFieldName: 'form_credit_details_outstanding_amount',
    prefilledFrom: ['expenses.totalDebtAmount'],
    when: PayingCredits,
  },
  'creditDetails.hasMortgage': {
    kind: 'yesNo',
    formFieldName: 'form_credit_details_has_mortgage',
  },
  'professionalDetails.profession': {
    kind: 'text',
    formFieldName: 'form_profession',
    rule: 'jobTitle',
    autoComplete: 'organization-title',
    prefilledFrom: ['incomeDetails.jobTitle'],
  },
  'professionalDetails.sector': {
    kind: 'choice',
    formFieldName: 'form_professional_sector',
    choices: { list: 'jobArea', control: 'select' },
    prefilledFrom: ['incomeDetails.jobArea', 'additionalEmployment.industry'],
  },
  'professionalDetails.contractType': {
    kind: 'choice',
    formFieldName: 'form_professional_contract_type',
    choices: { list: 'positionType', control: 'select' },
    prefilledFrom: ['incomeDetails.positionType', 'additionalEmployment.contractType'],
  },
  'professionalDetails.employedSince': {
    kind: 'date',
    formFieldName: 'form_professional_employed_since',
    plausibility: 'notBeforeWorkingAge',
    dateRange: 'past',
    prefilledFrom: ['additionalEmployment.employedSince'],
  },
  'customerDebts.hasDebts': {
    kind: 'yesNo',
    formFieldName: 'form_debts_has_debts',
  },
  'customerDebts.numberOfDebts': {
    kind: 'count',
    formFieldName: 'form_debts_number_of_debts',
    autoComplete: 'off',
    bounds: { min: 1, max: 99 },
    when: { path: 'customerDebts.hasDebts', is: ['yes'] },
  },
  'customerDebts.totalDebtAmount': {
    kind: 'money',
    formFieldName: 'form_debts_total_amount',
    plausibility: 'owedWhenInDebt',
    when: { path: 'customerDebts.hasDebts', is: ['yes'] },
    prefilledFrom: ['expenses.totalDebtAmount'],
  },
  'customerDebts.monthlyDebtRepayments': {
    kind: 'money',
    formFieldName: 'form_debts_monthly_repayments',
    plausibility: 'monthlyExpenses',
    when: { path: 'customerDebts.hasDebts', is: ['yes'] },
    prefilledFrom: ['expenses.monthlyCreditCommitments'],
  },
  'customerDebts.hasArrears': {
    kind: 'yesNo',
    formFieldName: 'form_debts_has_arrears',
    when: { path: 'customerDebts.hasDebts', is: ['yes'] },
  },
  // The Polish application form: the identity card, household and the account to pay into; its
  // completion, the employer, whom the lender calls to confirm the job.
  'wniosek.idCardNumber': {
    kind: 'text',
    formFieldName: 'form_wniosek_id_card_number',
    rule: 'polishIdCardNumber',
    autoComplete: 'off',
  },
  'wniosek.idCardExpiresAt': {
    kind: 'date',
    formFieldName: 'form_wniosek_id_card_expires_at',
    dateRange: 'future',
  },
  'wniosek.mothersMaidenName': {
    kind: 'text',
    formFieldName: 'form_wniosek_mothers_maiden_name',
    rule: 'name',
    autoComplete: 'off',
  },
  // A household counts its members: at least the applicant.
  'wniosek.householdSize': {
    kind: 'count',
    formFieldName: 'form_wniosek_household_size',
    autoComplete: 'off',
    bounds: { min: 1, max: 20 },
    prefilledFrom: ['santanderComperia.householdSize'],
  },
  'wniosek.monthlyHouseholdExpenses': {
    kind: 'money',
    formFieldName: 'form_wniosek_monthly_household_expenses',
    plausibility: 'monthlyExpenses',
    prefilledFrom: ['santanderComperia.monthlyHouseholdExpenses', 'expenses.monthlyExpenses'],
  },
  'wniosek.bankAccountNumber': {
    kind: 'text',
    formFieldName: 'form_wniosek_bank_account_number',
    rule: 'polishBankAccount',
    autoComplete: 'off',
  },
  'wniosek.employerName': {
    kind: 'text',
    formFieldName: 'form_wniosek_employer_name',
    rule: 'companyName',
    autoComplete: 'organization',
    prefilledFrom: ['employer.name'],
  },
  'wniosek.employerPhone': {
    kind: 'tel',
    formFieldName: 'form_wniosek_employer_phone',
    rule: 'phoneNumber',
    autoComplete: 'off',
    prefilledFrom: ['additionalEmployment.employerPhone', 'incomeDetails.workPhone'],
  },
  'santanderComperia.householdSize': {
    kind: 'count',
    formFieldName: 'form_santander_household_size',
    autoComplete: 'off',
    bounds: { min: 1, max: 20 },
    prefilledFrom: ['wniosek.householdSize'],
  },
  'santanderComperia.monthlyHouseholdExpenses': {
    kind: 'money',
    formFieldName: 'form_santander_monthly_household_expenses',
    plausibility: 'monthlyExpenses',
    prefilledFrom: ['wniosek.monthlyHouseholdExpenses', 'expenses.monthlyExpenses'],
  },
  'santanderComperia.hasCreditCard': {
    kind: 'yesNo',
    formFieldName: 'form_santander_has_credit_card',
  },
  'santanderComperia.creditCardLimit': {
    kind: 'money',
    formFieldName: 'form_santander_credit_card_limit',
    when: { path: 'santanderComperia.hasCreditCard', is: ['yes'] },
  },
  // Makes and models are the server's (the vehicle page's withVehicleModels), no shipped list; a
  // model year is one a lender finances, which the page narrows to next year's models at most.
  'vehicle.make': {
    kind: 'choice',
    formFieldName: 'form_vehicle_make',
  },
  'vehicle.model': {
    kind: 'choice',
    formFieldName: 'form_vehicle_model',
  },
  'vehicle.year': {
    kind: 'count',
    formFieldName: 'form_vehicle_year',
    autoComplete: 'off',
    bounds: { min: 1900, max: 2100 },
  },
  'vehicle.registrationNumber': {
    kind: 'text',
    formFieldName: 'form_vehicle_registration_number',
    rule: 'licensePlateNumber',
    autoComplete: 'off',
    prefilledFrom: ['otherDetails.vehicleLicensePlateNumber'],
  },
  'vehicle.mileage': {
    kind: 'count',
    formFieldName: 'form_vehicle_mileage',
    autoComplete: 'off',
    bounds: { min: 0, max: 2_000_000 },
  },
  // The account the partner pays into, checked as the brand's country numbers accounts.
  'bankAccount.accountNumber': {
    kind: 'text',
    formFieldName: 'form_bank_account_number',
    rule: 'bankAccount',
    autoComplete: 'off',
    prefilledFrom: ['incomeDetails.iban'],
  },
  'bankAccount.holderName': {
    kind: 'text',
    formFieldName: 'form_bank_account_holder_name',
    rule: 'name',
    autoComplete: 'name',
  },
} as const satisfies DataPointTable;

/** Every data point of the table: the pages' catalogues, the form-field names, the lead API. */
export const AllDataPoints = {
  ...DataPoints,
  ...LaterDataPoints,
} as const satisfies DataPointTable;
