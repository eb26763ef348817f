import type { StepContext, StepKind } from './step-catalogue';

/**
 * A v3 step path: its context group and its kind (spec section 2). The data points it asks for
 * are its fields' paths (v3-step-fields.ts).
 */
export interface V3StepPath {
  context: StepContext;
  kind: StepKind;
}

/**
 * Every step path of the dynamic (v3) form, in the order the spec lists them, with its context
 * and kind. The spec writes one as "overdue debt amount"; its path is `overdue-debt-amount`.
 * `clabe` is Mexico's bank account number, kept in the same data point as an IBAN. The
 * initial-details step also has a modal variant that asks for the amount. The v3 pages are built
 * on these (the issue "The v3 dynamic flow"), their fields in v3-step-fields.ts.
 */
export const V3StepPaths = {
  'loan-details': { context: 'loan-information', kind: 'loan-information' },
  'initial-details': { context: 'contact-information', kind: 'personal-information' },
  'personal-details': { context: 'personal-details', kind: 'personal-information' },
  'demographic-details': { context: 'demographic-details', kind: 'dynamic' },
  expenses: { context: 'expenses', kind: 'dynamic' },
  'banking-details': { context: 'banking-details', kind: 'dynamic' },
  'address-information': { context: 'address-information', kind: 'dynamic' },
  'employment-details': { context: 'employment-details', kind: 'dynamic' },
  'employer-name': { context: 'employment-details', kind: 'dynamic' },
  'loan-purpose': { context: 'other-information', kind: 'dynamic' },
  name: { context: 'personal-details', kind: 'dynamic' },
  gender: { context: 'personal-details', kind: 'dynamic' },
  'date-of-birth': { context: 'personal-details', kind: 'dynamic' },
  'pep-details': { context: 'other-information', kind: 'dynamic' },
  'id-card': { context: 'personal-details', kind: 'dynamic' },
  'personal-code': { context: 'personal-details', kind: 'dynamic' },
  'marital-status': { context: 'marital-details', kind: 'dynamic' },
  education: { context: 'education', kind: 'dynamic' },
  province: { context: 'address-information', kind: 'dynamic' },
  'flat-number': { context: 'address-information', kind: 'dynamic' },
  'housing-information': { context: 'housing-information', kind: 'dynamic' },
  'housing-tenure-since-date': { context: 'housing-information', kind: 'dynamic' },
  'monthly-income': { context: 'income-information', kind: 'dynamic' },
  'income-contract-started-at': { context: 'income-information', kind: 'dynamic' },
  'income-contract-expires-at': { context: 'income-information', kind: 'dynamic' },
  'income-information': { context: 'income-information', kind: 'dynamic' },
  'income-payday': { context: 'income-information', kind: 'dynamic' },
  'income-source': { context: 'income-information', kind: 'dynamic' },
  'job-area': { context: 'employment-details', kind: 'dynamic' },
  'job-title': { context: 'employment-details', kind: 'dynamic' },
  'vehicle-ownership': { context: 'other-information', kind: 'dynamic' },
  'iban-consent': { context: 'banking-details', kind: 'dynamic' },
  'bank-account': { context: 'banking-details', kind: 'dynamic' },
  'online-banking': { context: 'banking-details', kind: 'dynamic' },
  'credit-history': { context: 'other-information', kind: 'dynamic' },
  'monthly-extra-income': { context: 'income-information', kind: 'dynamic' },
  'credit-commitments': { context: 'expenses', kind: 'dynamic' },
  'monthly-credit-commitments': { context: 'expenses', kind: 'dynamic' },
  'position-type': { context: 'employment-details', kind: 'dynamic' },
  dependants: { context: 'marital-details', kind: 'dynamic' },
  'country-of-birth': { context: 'demographic-details', kind: 'dynamic' },
  'monthly-expenses': { context: 'expenses', kind: 'dynamic' },
  citizenship: { context: 'demographic-details', kind: 'dynamic' },
  'total-debt': { context: 'expenses', kind: 'dynamic' },
  'housing-tenure': { context: 'housing-information', kind: 'dynamic' },
  'work-phone': { context: 'employment-details', kind: 'dynamic' },
  'spouse-monthly-income': { context: 'marital-details', kind: 'dynamic' },
  'overdue-debt-amount': { context: 'expenses', kind: 'dynamic' },
  'has-vehicle-downpayment': { context: 'other-information', kind: 'dynamic' },
  'salary-cycle': { context: 'income-information', kind: 'dynamic' },
  'salary-cycle-value': { context: 'income-information', kind: 'dynamic' },
  'has-proof-of-income': { context: 'income-information', kind: 'dynamic' },
  'has-bank-account': { context: 'banking-details', kind: 'dynamic' },
  'using-online-banking': { context: 'banking-details', kind: 'dynamic' },
  clabe: { context: 'banking-details', kind: 'dynamic' },
  'tax-registry-code': { context: 'employment-details', kind: 'dynamic' },
  'is-politically-exposed': { context: 'other-information', kind: 'dynamic' },
  'is-interested-in-debt-consolidation': { context: 'other-information', kind: 'dynamic' },
  'reference-details': { context: 'reference-details', kind: 'dynamic' },
  'rent-amount': { context: 'expenses', kind: 'dynamic' },
  'number-of-dependants': { context: 'marital-details', kind: 'dynamic' },
  'mortgage-amount': { context: 'expenses', kind: 'dynamic' },
  'city-of-birth': { context: 'demographic-details', kind: 'dynamic' },
} as const satisfies Record<string, V3StepPath>;

export type V3StepPathName = keyof typeof V3StepPaths;
