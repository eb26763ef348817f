import { AllDataPoints, type LeadPath } from '@lf/contract';
import {
  IncomeSources,
  JobAreas,
  PositionTypes,
  SalaryCycles,
  type ChoiceList,
  ChoiceListsByName,
} from './choice-lists';
import { PensionPayerField } from './country-fields';
import { fieldOf } from './data-point-fields';
import { InitialDetailsFields } from './initial-details-fields';
import type { FieldDefinition, FieldOptions } from './step-catalogue';
import type { V3StepId } from './v3-step-pages';

type Choice = Pick<FieldOptions, 'control' | 'labels'>;

function choice(
  path: LeadPath,
  list: string,
  values: ChoiceList,
  { control, labels }: Choice,
  extra: Partial<FieldDefinition> = {},
): FieldDefinition {
  return {
    path,
    kind: 'choice',
    required: true,
    options: { list, ...values, control, ...(labels ? { labels } : {}) },
    ...extra,
  };
}

const yesNo = (path: LeadPath, required = true): FieldDefinition => ({
  path,
  kind: 'yesNo',
  required,
});
const money = (
  path: LeadPath,
  plausibility: 'monthlyIncome' | 'monthlyExpenses',
  required = true,
): FieldDefinition => ({ path, kind: 'money', required, plausibility });
/** A date in the past, since when something holds: checked against the birth date too. */
const pastDate = (
  path: LeadPath,
  plausibility: 'notBeforeBirth' | 'notBeforeWorkingAge',
): FieldDefinition => ({ path, kind: 'date', required: true, dateRange: 'past', plausibility });

/** A data point's field as its contract entry defines it, with what this page does otherwise. */
export const dataPoint = (path: string, page: Partial<FieldDefinition> = {}): FieldDefinition =>
  fieldOf(path, page, { table: AllDataPoints, lists: ChoiceListsByName });

/**
 * Each field once, as every page that asks for its data point asks for it: those of
 * `personalDetails`, `contactDetails`, `otherDetails`, `expenses`, `employer` and
 * `referenceDetails` are their contract entries (decision 0042).
 */
const F = {
  firstName: dataPoint('personalDetails.firstName'),
  middleName: dataPoint('personalDetails.middleName'),
  lastName: dataPoint('personalDetails.lastName'),
  secondLastName: dataPoint('personalDetails.secondLastName'),
  district: dataPoint('contactDetails.district'),
  municipality: dataPoint('contactDetails.municipality'),
  suburb: dataPoint('contactDetails.suburb'),
  livingArea: dataPoint('otherDetails.livingArea'),
  pensionPayer: PensionPayerField,
  gender: dataPoint('personalDetails.gender'),
  dateOfBirth: dataPoint('personalDetails.dateOfBirth'),
  personalCode: dataPoint('personalDetails.personalCode'),
  countryOfBirth: dataPoint('otherDetails.countryOfBirth'),
  cityOfBirth: dataPoint('otherDetails.cityOfBirth'),
  provinceOfBirth: dataPoint('otherDetails.provinceOfBirth'),
  citizenship: dataPoint('otherDetails.citizenship'),
  secondCitizenship: dataPoint('otherDetails.secondCitizenship'),
  idCardNumber: dataPoint('otherDetails.idCardNumber'),
  idCardIssuedAuthority: dataPoint('otherDetails.idCardIssuedAuthority'),
  idCardIssuedAt: dataPoint('otherDetails.idCardIssuedAt'),
  postalCode: dataPoint('contactDetails.postalCode'),
  province: dataPoint('contactDetails.province'),
  city: dataPoint('contactDetails.city'),
  street: dataPoint('contactDetails.street'),
  blockNumber: dataPoint('contactDetails.blockNumber'),
  houseNumber: dataPoint('contactDetails.houseNumber'),
  floor: dataPoint('contactDetails.floor'),
  flatNumber: dataPoint('contactDetails.flatNumber'),
  employerName: dataPoint('employer.name'),
  employerPostalCode: dataPoint('employer.postalCode', { group: 'employerAddress' }),
  employerProvince: dataPoint('employer.province', { group: 'employerAddress' }),
  employerCity: dataPoint('employer.city', { group: 'employerAddress' }),
  employerStreet: dataPoint('employer.street', { group: 'employerAddress' }),
  employerHouseNumber: dataPoint('employer.houseNumber', { group: 'employerAddress' }),
  taxRegistryCode: dataPoint('employer.taxRegistryCode'),
  loanPurpose: dataPoint('otherDetails.loanPurpose'),
  isPoliticallyExposed: dataPoint('otherDetails.isPoliticallyExposed'),
  connectedToPep: dataPoint('otherDetails.connectedToPep'),
  maritalStatus: dataPoint('otherDetails.maritalStatus'),
  education: dataPoint('otherDetails.education'),
  housingTenure: dataPoint('otherDetails.housingTenure'),
  housingTenureSinceDate: dataPoint('otherDetails.housingTenureSinceDate'),
  vehicleOwnership: dataPoint('otherDetails.vehicleOwnership'),
  vehicleLicensePlateNumber: dataPoint('otherDetails.vehicleLicensePlateNumber'),
  isVehicleFinanced: dataPoint('otherDetails.isVehicleFinanced'),
  hasVehicleDownPayment: dataPoint('otherDetails.hasVehicleDownPayment'),
  ibanConsent: dataPoint('otherDetails.ibanConsent'),
  negativeCreditHistory: dataPoint('otherDetails.negativeCreditHistory'),
  numberOfDependants: dataPoint('otherDetails.numberOfDependants'),
  overdueDebtAmount: dataPoint('otherDetails.overdueDebtAmount'),
  isInterestedInDebtConsolidation: dataPoint('otherDetails.isInterestedInDebtConsolidation'),
  hasBankAccount: dataPoint('otherDetails.hasBankAccount'),
  hasProofOfIncome: dataPoint('otherDetails.hasProofOfIncome'),
  monthlyIncome: money('incomeDetails.monthlyIncome', 'monthlyIncome'),
  incomeSource: choice('incomeDetails.incomeSource', 'incomeSource', IncomeSources, {
    control: 'select',
  }),
  incomeContractStartedAt: pastDate('incomeDetails.incomeContractStartedAt', 'notBeforeWorkingAge'),
  // A permanent contract has no end: left empty, it is not asked for again.
  incomeContractExpiresAt: {
    path: 'incomeDetails.incomeContractExpiresAt',
    kind: 'date',
    required: false,
    dateRange: 'future',
  },
  incomePayday: {
    path: 'incomeDetails.incomePayday',
    kind: 'count',
    required: true,
    autoComplete: 'off',
    bounds: { min: 1, max: 31 },
  },
  jobArea: choice('incomeDetails.jobArea', 'jobArea', JobAreas, { control: 'select' }),
  jobTitle: {
    path: 'incomeDetails.jobTitle',
    kind: 'text',
    rule: 'jobTitle',
    required: true,
    autoComplete: 'organization-title',
  },
  // The brand's country's account: an IBAN, Mexico's CLABE, or an account number.
  bankAccount: {
    path: 'incomeDetails.iban',
    kind: 'text',
    rule: 'bankAccount',
    required: true,
    autoComplete: 'off',
  },
  clabe: {
    path: 'incomeDetails.iban',
    kind: 'text',
    rule: 'clabe',
    required: true,
    autoComplete: 'off',
  },
  usingOnlineBanking: yesNo('incomeDetails.usingOnlineBanking'),
  positionType: choice('incomeDetails.positionType', 'positionType', PositionTypes, {
    control: 'select',
  }),
  monthlyExtraIncome: money('incomeDetails.monthlyExtraIncome', 'monthlyIncome', false),
  workPhone: {
    path: 'incomeDetails.workPhone',
    kind: 'tel',
    rule: 'phoneNumber',
    required: true,
    autoComplete: 'work tel',
  },
  // Empty for an applicant without a spouse or partner.
  spouseMonthlyIncome: money('incomeDetails.spouseMonthlyIncome', 'monthlyIncome', false),
  salaryCycle: choice('incomeDetails.salaryCycle', 'salaryCycle', SalaryCycles, {
    control: 'radios',
  }),
  // When in the cycle the salary comes ("Fridays", "15 and 30"): letters, digits, a few marks.
  salaryCycleValue: {
    path: 'incomeDetails.salaryCycleValue',
    kind: 'text',
    rule: 'companyName',
    required: true,
    autoComplete: 'off',
  },
  monthlyExpenses: dataPoint('expenses.monthlyExpenses'),
  rentAmount: dataPoint('expenses.rentAmount'),
  mortgageAmount: dataPoint('expenses.mortgageAmount'),
  creditCommitments: dataPoint('expenses.creditCommitments'),
  hasOtherLoans: dataPoint('expenses.hasOtherLoans'),
  monthlyCreditCommitments: dataPoint('expenses.monthlyCreditCommitments'),
  totalDebtAmount: dataPoint('expenses.totalDebtAmount'),
  referenceType: dataPoint('referenceDetails.type'),
  referenceName: dataPoint('referenceDetails.name'),
  referencePhoneNumber: dataPoint('referenceDetails.phoneNumber'),
} as const satisfies Record<string, FieldDefinition>;

/** A field that the page asks for but the applicant may leave empty. */
const optional = (field: FieldDefinition): FieldDefinition => ({ ...field, required: false });

/**
 * The fields of each v3 page (spec sections 2 and 3): each a data point of the contract, with its
 * kind, rule and, for choices, the options a lender in the brand's country uses. Loaded with the
 * step form, never with the first page. `loan-details` has none: the loan information step asks
 * for the amount and period.
 */
export const V3StepFields: Readonly<Record<V3StepId, readonly FieldDefinition[]>> = {
  'loan-details': [],
  'initial-details': InitialDetailsFields,
  'demographic-details': [F.countryOfBirth, F.cityOfBirth, F.citizenship, F.secondCitizenship],
  // Rent and mortgage: only the applicant who pays one gives it.
  expenses: [F.monthlyExpenses, optional(F.rentAmount), optional(F.mortgageAmount)],
  'banking-details': [F.ibanConsent, F.bankAccount],
  'address-information': [
    F.postalCode,
    F.province,
    F.city,
    F.district,
    F.municipality,
    F.suburb,
    F.street,
    F.blockNumber,
    F.houseNumber,
    F.floor,
    F.flatNumber,
  ],
  'employment-details': [
    F.employerName,
    F.employerPostalCode,
    F.employerProvince,
    F.employerCity,
    F.employerStreet,
    F.employerHouseNumber,
  ],
  'employer-name': [F.employerName],
  'loan-purpose': [F.loanPurpose],
  name: [F.firstName, F.middleName, F.lastName, F.secondLastName],
  gender: [F.gender],
  'date-of-birth': [F.dateOfBirth],
  'pep-details': [F.isPoliticallyExposed, F.connectedToPep],
  'id-card': [F.idCardNumber, F.idCardIssuedAuthority, F.idCardIssuedAt],
  'personal-code': [F.personalCode],
  'marital-status': [F.maritalStatus],
  education: [F.education],
  province: [F.province],
  'flat-number': [F.flatNumber],
  'housing-information': [F.housingTenure, F.livingArea, F.housingTenureSinceDate],
  'housing-tenure-since-date': [F.housingTenureSinceDate],
  'monthly-income': [F.monthlyIncome],
  'income-contract-started-at': [F.incomeContractStartedAt],
  'income-contract-expires-at': [F.incomeContractExpiresAt],
  'income-information': [F.incomeSource, F.pensionPayer, F.monthlyIncome, F.incomePayday],
  'income-payday': [F.incomePayday],
  'income-source': [F.incomeSource, F.pensionPayer],
  'job-area': [F.jobArea],
  'job-title': [F.jobTitle],
  'vehicle-ownership': [F.vehicleOwnership, F.vehicleLicensePlateNumber, F.isVehicleFinanced],
  'iban-consent': [F.ibanConsent],
  'bank-account': [F.bankAccount],
  'online-banking': [F.usingOnlineBanking],
  'credit-history': [F.negativeCreditHistory],
  'monthly-extra-income': [F.monthlyExtraIncome],
  'credit-commitments': [F.creditCommitments, F.hasOtherLoans],
  'monthly-credit-commitments': [F.monthlyCreditCommitments],
  'position-type': [F.positionType],
  dependants: [F.numberOfDependants],
  'country-of-birth': [F.countryOfBirth],
  'monthly-expenses': [F.monthlyExpenses],
  citizenship: [F.citizenship, F.secondCitizenship],
  'total-debt': [F.totalDebtAmount],
  'housing-tenure': [F.housingTenure, F.livingArea],
  'work-phone': [F.workPhone],
  'spouse-monthly-income': [F.spouseMonthlyIncome],
  'overdue-debt-amount': [F.overdueDebtAmount],
  'has-vehicle-downpayment': [F.hasVehicleDownPayment],
  'salary-cycle': [F.salaryCycle],
  'salary-cycle-value': [F.salaryCycleValue],
  'has-proof-of-income': [F.hasProofOfIncome],
  'has-bank-account': [F.hasBankAccount],
  'using-online-banking': [F.usingOnlineBanking],
  clabe: [F.clabe],
  'tax-registry-code': [F.taxRegistryCode],
  'is-politically-exposed': [F.isPoliticallyExposed],
  'is-interested-in-debt-consolidation': [F.isInterestedInDebtConsolidation],
  'reference-details': [F.referenceType, F.referenceName, F.referencePhoneNumber],
  'rent-amount': [F.rentAmount],
  'number-of-dependants': [F.numberOfDependants],
  'mortgage-amount': [F.mortgageAmount],
  'city-of-birth': [F.cityOfBirth, F.provinceOfBirth],
};
