// Written by `npm run data-points:leaves --workspace packages/contract` from
// later-data-points.ts (decision 0042): edit that table, then run it.
import type { DataPointLeafTable } from './data-points.js';

/**
 * The kinds (and bounds) of the data points no first page asks: the lead’s schemas on the first
 * page are made from these, the pages and the lead API’s checks from their whole entries.
 */
export const LaterDataPointLeaves = {
  'otherDetails.loanPurpose': { kind: 'choice' },
  'otherDetails.isPoliticallyExposed': { kind: 'yesNo' },
  'otherDetails.connectedToPep': { kind: 'yesNo' },
  'otherDetails.maritalStatus': { kind: 'choice' },
  'otherDetails.education': { kind: 'choice' },
  'otherDetails.housingTenure': { kind: 'choice' },
  'otherDetails.housingTenureSinceDate': { kind: 'date' },
  'otherDetails.hasVehicleDownPayment': { kind: 'yesNo' },
  'otherDetails.vehicleOwnership': { kind: 'choice' },
  'otherDetails.vehicleLicensePlateNumber': { kind: 'text' },
  'otherDetails.isVehicleFinanced': { kind: 'yesNo' },
  'otherDetails.ibanConsent': { kind: 'yesNo' },
  'otherDetails.negativeCreditHistory': { kind: 'yesNo' },
  'otherDetails.numberOfDependants': { kind: 'count', bounds: { min: 0, max: 50 } },
  'otherDetails.countryOfBirth': { kind: 'choice' },
  'otherDetails.livingArea': { kind: 'choice' },
  'otherDetails.citizenship': { kind: 'choice' },
  'otherDetails.secondCitizenship': { kind: 'choice' },
  'otherDetails.cityOfBirth': { kind: 'text' },
  'otherDetails.idCardNumber': { kind: 'text' },
  'otherDetails.idCardIssuedAt': { kind: 'date' },
  'otherDetails.idCardIssuedAuthority': { kind: 'text' },
  'otherDetails.overdueDebtAmount': { kind: 'money' },
  'otherDetails.provinceOfBirth': { kind: 'choice' },
  'otherDetails.isInterestedInDebtConsolidation': { kind: 'yesNo' },
  'otherDetails.hasBankAccount': { kind: 'yesNo' },
  'otherDetails.hasProofOfIncome': { kind: 'yesNo' },
  'incomeDetails.monthlyIncome': { kind: 'money' },
  'incomeDetails.incomeSource': { kind: 'choice' },
  'incomeDetails.incomeContractStartedAt': { kind: 'date' },
  'incomeDetails.incomeContractExpiresAt': { kind: 'date' },
  'incomeDetails.incomePayday': { kind: 'count', bounds: { min: 1, max: 31 } },
  'incomeDetails.jobArea': { kind: 'choice' },
  'incomeDetails.jobTitle': { kind: 'text' },
  'incomeDetails.iban': { kind: 'text' },
  'incomeDetails.usingOnlineBanking': { kind: 'yesNo' },
  'incomeDetails.positionType': { kind: 'choice' },
  'incomeDetails.monthlyExtraIncome': { kind: 'money' },
  'incomeDetails.workPhone': { kind: 'tel' },
  'incomeDetails.spouseMonthlyIncome': { kind: 'money' },
  'incomeDetails.salaryCycle': { kind: 'choice' },
  'incomeDetails.salaryCycleValue': { kind: 'text' },
  'incomeDetails.pensionPayer': { kind: 'text' },
} as const satisfies DataPointLeafTable;
