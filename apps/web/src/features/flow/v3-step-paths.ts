import type { LeadPath } from '@lf/contract';
import type { StepContext, StepKind } from './step-catalogue';

/** A v3 step path: its context group, its kind and the data points it asks for (spec section 2). */
export interface V3StepPath {
  context: StepContext;
  kind: StepKind;
  dataPoints: readonly LeadPath[];
}

/**
 * Every step path of the dynamic (v3) form, in the order the spec lists them, with its context,
 * kind and data points (dotted paths of section 3). The spec writes one as "overdue debt amount";
 * its path is `overdue-debt-amount`. `clabe` is Mexico's bank account number, kept in the same data
 * point as an IBAN. The initial-details step also has a modal variant that asks for the amount.
 * The v3 pages are built on these (the issue "The v3 dynamic flow").
 */
export const V3StepPaths = {
  'loan-details': {
    context: 'loan-information',
    kind: 'loan-information',
    dataPoints: ['amount', 'period'],
  },
  'initial-details': {
    context: 'contact-information',
    kind: 'personal-information',
    dataPoints: [
      'contactDetails.email',
      'contactDetails.phoneNumber',
      'contactDetails.marketingConsents',
      'generalPolicies',
      'policies',
      'googleCaptchaToken',
    ],
  },
  'personal-details': {
    context: 'personal-details',
    kind: 'personal-information',
    dataPoints: [
      'personalDetails.firstName',
      'personalDetails.lastName',
      'personalDetails.dateOfBirth',
      'personalDetails.personalCode',
      'personalDetails.gender',
    ],
  },
  'demographic-details': {
    context: 'demographic-details',
    kind: 'dynamic',
    dataPoints: [
      'otherDetails.countryOfBirth',
      'otherDetails.cityOfBirth',
      'otherDetails.citizenship',
      'otherDetails.secondCitizenship',
    ],
  },
  expenses: {
    context: 'expenses',
    kind: 'dynamic',
    dataPoints: ['expenses.monthlyExpenses', 'expenses.rentAmount', 'expenses.mortgageAmount'],
  },
  'banking-details': {
    context: 'banking-details',
    kind: 'dynamic',
    dataPoints: ['otherDetails.ibanConsent', 'incomeDetails.iban'],
  },
  'address-information': {
    context: 'address-information',
    kind: 'dynamic',
    dataPoints: [
      'contactDetails.postalCode',
      'contactDetails.province',
      'contactDetails.city',
      'contactDetails.street',
      'contactDetails.blockNumber',
      'contactDetails.houseNumber',
      'contactDetails.floor',
      'contactDetails.flatNumber',
    ],
  },
  'employment-details': {
    context: 'employment-details',
    kind: 'dynamic',
    dataPoints: [
      'employer.name',
      'employer.postalCode',
      'employer.province',
      'employer.city',
      'employer.street',
      'employer.houseNumber',
    ],
  },
  'employer-name': {
    context: 'employment-details',
    kind: 'dynamic',
    dataPoints: ['employer.name'],
  },
  'loan-purpose': {
    context: 'other-information',
    kind: 'dynamic',
    dataPoints: ['otherDetails.loanPurpose'],
  },
  name: {
    context: 'personal-details',
    kind: 'dynamic',
    dataPoints: [
      'personalDetails.firstName',
      'personalDetails.middleName',
      'personalDetails.lastName',
    ],
  },
  gender: { context: 'personal-details', kind: 'dynamic', dataPoints: ['personalDetails.gender'] },
  'date-of-birth': {
    context: 'personal-details',
    kind: 'dynamic',
    dataPoints: ['personalDetails.dateOfBirth'],
  },
  'pep-details': {
    context: 'other-information',
    kind: 'dynamic',
    dataPoints: ['otherDetails.isPoliticallyExposed', 'otherDetails.connectedToPep'],
  },
  'id-card': {
    context: 'personal-details',
    kind: 'dynamic',
    dataPoints: [
      'otherDetails.idCardNumber',
      'otherDetails.idCardIssuedAuthority',
      'otherDetails.idCardIssuedAt',
    ],
  },
  'personal-code': {
    context: 'personal-details',
    kind: 'dynamic',
    dataPoints: ['personalDetails.personalCode'],
  },
  'marital-status': {
    context: 'marital-details',
    kind: 'dynamic',
    dataPoints: ['otherDetails.maritalStatus'],
  },
  education: { context: 'education', kind: 'dynamic', dataPoints: ['otherDetails.education'] },
  province: {
    context: 'address-information',
    kind: 'dynamic',
    dataPoints: ['contactDetails.province'],
  },
  'flat-number': {
    context: 'address-information',
    kind: 'dynamic',
    dataPoints: ['contactDetails.flatNumber'],
  },
  'housing-information': {
    context: 'housing-information',
    kind: 'dynamic',
    dataPoints: ['otherDetails.housingTenure', 'otherDetails.housingTenureSinceDate'],
  },
  'housing-tenure-since-date': {
    context: 'housing-information',
    kind: 'dynamic',
    dataPoints: ['otherDetails.housingTenureSinceDate'],
  },
  'monthly-income': {
    context: 'income-information',
    kind: 'dynamic',
    dataPoints: ['incomeDetails.monthlyIncome'],
  },
  'income-contract-started-at': {
    context: 'income-information',
    kind: 'dynamic',
    dataPoints: ['incomeDetails.incomeContractStartedAt'],
  },
  'income-contract-expires-at': {
    context: 'income-information',
    kind: 'dynamic',
    dataPoints: ['incomeDetails.incomeContractExpiresAt'],
  },
  'income-information': {
    context: 'income-information',
    kind: 'dynamic',
    dataPoints: [
      'incomeDetails.incomeSource',
      'incomeDetails.monthlyIncome',
      'incomeDetails.incomePayday',
    ],
  },
  'income-payday': {
    context: 'income-information',
    kind: 'dynamic',
    dataPoints: ['incomeDetails.incomePayday'],
  },
  'income-source': {
    context: 'income-information',
    kind: 'dynamic',
    dataPoints: ['incomeDetails.incomeSource'],
  },
  'job-area': {
    context: 'employment-details',
    kind: 'dynamic',
    dataPoints: ['incomeDetails.jobArea'],
  },
  'job-title': {
    context: 'employment-details',
    kind: 'dynamic',
    dataPoints: ['incomeDetails.jobTitle'],
  },
  'vehicle-ownership': {
    context: 'other-information',
    kind: 'dynamic',
    dataPoints: [
      'otherDetails.vehicleOwnership',
      'otherDetails.vehicleLicensePlateNumber',
      'otherDetails.isVehicleFinanced',
    ],
  },
  'iban-consent': {
    context: 'banking-details',
    kind: 'dynamic',
    dataPoints: ['otherDetails.ibanConsent'],
  },
  'bank-account': {
    context: 'banking-details',
    kind: 'dynamic',
    dataPoints: ['incomeDetails.iban'],
  },
  'online-banking': {
    context: 'banking-details',
    kind: 'dynamic',
    dataPoints: ['incomeDetails.usingOnlineBanking'],
  },
  'credit-history': {
    context: 'other-information',
    kind: 'dynamic',
    dataPoints: ['otherDetails.negativeCreditHistory'],
  },
  'monthly-extra-income': {
    context: 'income-information',
    kind: 'dynamic',
    dataPoints: ['incomeDetails.monthlyExtraIncome'],
  },
  'credit-commitments': {
    context: 'expenses',
    kind: 'dynamic',
    dataPoints: ['expenses.creditCommitments', 'expenses.hasOtherLoans'],
  },
  'monthly-credit-commitments': {
    context: 'expenses',
    kind: 'dynamic',
    dataPoints: ['expenses.monthlyCreditCommitments'],
  },
  'position-type': {
    context: 'employment-details',
    kind: 'dynamic',
    dataPoints: ['incomeDetails.positionType'],
  },
  dependants: {
    context: 'marital-details',
    kind: 'dynamic',
    dataPoints: ['otherDetails.numberOfDependants'],
  },
  'country-of-birth': {
    context: 'demographic-details',
    kind: 'dynamic',
    dataPoints: ['otherDetails.countryOfBirth'],
  },
  'monthly-expenses': {
    context: 'expenses',
    kind: 'dynamic',
    dataPoints: ['expenses.monthlyExpenses'],
  },
  citizenship: {
    context: 'demographic-details',
    kind: 'dynamic',
    dataPoints: ['otherDetails.citizenship', 'otherDetails.secondCitizenship'],
  },
  'total-debt': { context: 'expenses', kind: 'dynamic', dataPoints: ['expenses.totalDebtAmount'] },
  'housing-tenure': {
    context: 'housing-information',
    kind: 'dynamic',
    dataPoints: ['otherDetails.housingTenure'],
  },
  'work-phone': {
    context: 'employment-details',
    kind: 'dynamic',
    dataPoints: ['incomeDetails.workPhone'],
  },
  'spouse-monthly-income': {
    context: 'marital-details',
    kind: 'dynamic',
    dataPoints: ['incomeDetails.spouseMonthlyIncome'],
  },
  'overdue-debt-amount': {
    context: 'expenses',
    kind: 'dynamic',
    dataPoints: ['otherDetails.overdueDebtAmount'],
  },
  'has-vehicle-downpayment': {
    context: 'other-information',
    kind: 'dynamic',
    dataPoints: ['otherDetails.hasVehicleDownPayment'],
  },
  'salary-cycle': {
    context: 'income-information',
    kind: 'dynamic',
    dataPoints: ['incomeDetails.salaryCycle'],
  },
  'salary-cycle-value': {
    context: 'income-information',
    kind: 'dynamic',
    dataPoints: ['incomeDetails.salaryCycleValue'],
  },
  'has-proof-of-income': {
    context: 'income-information',
    kind: 'dynamic',
    dataPoints: ['otherDetails.hasProofOfIncome'],
  },
  'has-bank-account': {
    context: 'banking-details',
    kind: 'dynamic',
    dataPoints: ['otherDetails.hasBankAccount'],
  },
  'using-online-banking': {
    context: 'banking-details',
    kind: 'dynamic',
    dataPoints: ['incomeDetails.usingOnlineBanking'],
  },
  clabe: { context: 'banking-details', kind: 'dynamic', dataPoints: ['incomeDetails.iban'] },
  'tax-registry-code': {
    context: 'employment-details',
    kind: 'dynamic',
    dataPoints: ['employer.taxRegistryCode'],
  },
  'is-politically-exposed': {
    context: 'other-information',
    kind: 'dynamic',
    dataPoints: ['otherDetails.isPoliticallyExposed'],
  },
  'is-interested-in-debt-consolidation': {
    context: 'other-information',
    kind: 'dynamic',
    dataPoints: ['otherDetails.isInterestedInDebtConsolidation'],
  },
  'reference-details': {
    context: 'reference-details',
    kind: 'dynamic',
    dataPoints: ['referenceDetails.type', 'referenceDetails.name', 'referenceDetails.phoneNumber'],
  },
  'rent-amount': { context: 'expenses', kind: 'dynamic', dataPoints: ['expenses.rentAmount'] },
  'number-of-dependants': {
    context: 'marital-details',
    kind: 'dynamic',
    dataPoints: ['otherDetails.numberOfDependants'],
  },
  'mortgage-amount': {
    context: 'expenses',
    kind: 'dynamic',
    dataPoints: ['expenses.mortgageAmount'],
  },
  'city-of-birth': {
    context: 'demographic-details',
    kind: 'dynamic',
    dataPoints: ['otherDetails.cityOfBirth', 'otherDetails.provinceOfBirth'],
  },
} as const satisfies Record<string, V3StepPath>;

export type V3StepPathName = keyof typeof V3StepPaths;

/** The step whose modal variant asks for the amount without leaving the page. */
export const V3ModalVariantOf: V3StepPathName = 'initial-details';
