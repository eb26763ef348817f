import type { StepContext, StepKind } from './step-catalogue';

/**
 * A v3 step path: its context group and its kind (spec section 2). The data points it asks for
 * are its fields' paths (v3-step-fields.ts).
 */
export interface V3StepPath {
  context: StepContext;
  /** Absent: `dynamic`, a page of questions (all but the first pages'). */
  kind?: StepKind;
}

/**
 * Every step path of the dynamic (v3) form, in the order the spec lists them, with its context
 * and its kind where it is not `dynamic` (left out, the classic first page is 26 B smaller). The
 * spec writes one as "overdue debt amount"; its path is `overdue-debt-amount`. `clabe` is
 * Mexico's bank account number, kept in the same data point as an IBAN. The initial-details step
 * also has a modal variant that asks for the amount. The v3 pages are built on these (the issue
 * "The v3 dynamic flow"), their fields in v3-step-fields.ts.
 */
export const V3StepPaths = {
  'loan-details': { context: 'loan-information', kind: 'loan-information' },
  'initial-details': { context: 'contact-information', kind: 'personal-information' },
  'personal-details': { context: 'personal-details', kind: 'personal-information' },
  'demographic-details': { context: 'demographic-details' },
  expenses: { context: 'expenses' },
  'banking-details': { context: 'banking-details' },
  'address-information': { context: 'address-information' },
  'employment-details': { context: 'employment-details' },
  'employer-name': { context: 'employment-details' },
  'loan-purpose': { context: 'other-information' },
  name: { context: 'personal-details' },
  gender: { context: 'personal-details' },
  'date-of-birth': { context: 'personal-details' },
  'pep-details': { context: 'other-information' },
  'id-card': { context: 'personal-details' },
  'personal-code': { context: 'personal-details' },
  'marital-status': { context: 'marital-details' },
  education: { context: 'education' },
  province: { context: 'address-information' },
  'flat-number': { context: 'address-information' },
  'housing-information': { context: 'housing-information' },
  'housing-tenure-since-date': { context: 'housing-information' },
  'monthly-income': { context: 'income-information' },
  'income-contract-started-at': { context: 'income-information' },
  'income-contract-expires-at': { context: 'income-information' },
  'income-information': { context: 'income-information' },
  'income-payday': { context: 'income-information' },
  'income-source': { context: 'income-information' },
  'job-area': { context: 'employment-details' },
  'job-title': { context: 'employment-details' },
  'vehicle-ownership': { context: 'other-information' },
  'iban-consent': { context: 'banking-details' },
  'bank-account': { context: 'banking-details' },
  'online-banking': { context: 'banking-details' },
  'credit-history': { context: 'other-information' },
  'monthly-extra-income': { context: 'income-information' },
  'credit-commitments': { context: 'expenses' },
  'monthly-credit-commitments': { context: 'expenses' },
  'position-type': { context: 'employment-details' },
  dependants: { context: 'marital-details' },
  'country-of-birth': { context: 'demographic-details' },
  'monthly-expenses': { context: 'expenses' },
  citizenship: { context: 'demographic-details' },
  'total-debt': { context: 'expenses' },
  'housing-tenure': { context: 'housing-information' },
  'work-phone': { context: 'employment-details' },
  'spouse-monthly-income': { context: 'marital-details' },
  'overdue-debt-amount': { context: 'expenses' },
  'has-vehicle-downpayment': { context: 'other-information' },
  'salary-cycle': { context: 'income-information' },
  'salary-cycle-value': { context: 'income-information' },
  'has-proof-of-income': { context: 'income-information' },
  'has-bank-account': { context: 'banking-details' },
  'using-online-banking': { context: 'banking-details' },
  clabe: { context: 'banking-details' },
  'tax-registry-code': { context: 'employment-details' },
  'is-politically-exposed': { context: 'other-information' },
  'is-interested-in-debt-consolidation': { context: 'other-information' },
  'reference-details': { context: 'reference-details' },
  'rent-amount': { context: 'expenses' },
  'number-of-dependants': { context: 'marital-details' },
  'mortgage-amount': { context: 'expenses' },
  'city-of-birth': { context: 'demographic-details' },
} as const satisfies Record<string, V3StepPath>;

export type V3StepPathName = keyof typeof V3StepPaths;
