// Written by `npm run data-points:leaves --workspace packages/contract` from
// later-data-points.ts (decision 0042): edit that table, then run it.
import type { DataPointLeafSpec } from './data-points.js';

/*
 * The kinds (a count’s with its bounds) of the data points no first page asks: the lead’s
 * schemas on the first page are made from these, the pages and the lead API’s checks from
 * their whole entries.
 */

/** At the top of the lead. */
export const LaterTopLevelLeaves = {
  period: ['count', 1, 3650],
  financingOption: 'choice',
  monthlyPaymentDay: ['count', 1, 31],
  generalPolicies: 'consent',
} as const satisfies Record<string, DataPointLeafSpec>;

/** By section, then leaf. */
export const LaterSectionLeaves = {
  expenses: {
    mortgageAmount: 'money',
    rentAmount: 'money',
    monthlyExpenses: 'money',
    creditCommitments: 'yesNo',
    monthlyCreditCommitments: 'money',
    hasOtherLoans: 'yesNo',
    totalDebtAmount: 'money',
  },
  employer: {
    name: 'text',
    taxRegistryCode: 'text',
    postalCode: 'text',
    province: 'choice',
    city: 'text',
    street: 'text',
    houseNumber: 'text',
  },
  referenceDetails: {
    type: 'choice',
    name: 'text',
    phoneNumber: 'tel',
  },
  otherDetails: {
    loanPurpose: 'choice',
    isPoliticallyExposed: 'yesNo',
    connectedToPep: 'yesNo',
    maritalStatus: 'choice',
    education: 'choice',
    housingTenure: 'choice',
    housingTenureSinceDate: 'date',
    hasVehicleDownPayment: 'yesNo',
    vehicleOwnership: 'choice',
    vehicleLicensePlateNumber: 'text',
    isVehicleFinanced: 'yesNo',
    ibanConsent: 'yesNo',
    negativeCreditHistory: 'yesNo',
    numberOfDependants: ['count', 0, 50],
    countryOfBirth: 'choice',
    livingArea: 'choice',
    citizenship: 'choice',
    secondCitizenship: 'choice',
    cityOfBirth: 'text',
    idCardNumber: 'text',
    idCardIssuedAt: 'date',
    idCardIssuedAuthority: 'text',
    overdueDebtAmount: 'money',
    provinceOfBirth: 'choice',
    isInterestedInDebtConsolidation: 'yesNo',
    hasBankAccount: 'yesNo',
    hasProofOfIncome: 'yesNo',
  },
  incomeDetails: {
    monthlyIncome: 'money',
    incomeSource: 'choice',
    incomeContractStartedAt: 'date',
    incomeContractExpiresAt: 'date',
    incomePayday: ['count', 1, 31],
    jobArea: 'choice',
    jobTitle: 'text',
    iban: 'text',
    usingOnlineBanking: 'yesNo',
    positionType: 'choice',
    monthlyExtraIncome: 'money',
    workPhone: 'tel',
    spouseMonthlyIncome: 'money',
    salaryCycle: 'choice',
    salaryCycleValue: 'text',
    pensionPayer: 'text',
  },
  additionalEmployment: {
    employedSince: 'date',
    contractType: 'choice',
    industry: 'choice',
    employerPhone: 'tel',
    previousEmployerName: 'text',
  },
  additionalPersonalDetails: {
    placeOfBirth: 'text',
    nationality: 'choice',
    residentSince: 'date',
    previousPostalCode: 'text',
    previousCity: 'text',
  },
  maritalDetails: {
    maritalStatus: 'choice',
    spouseFirstName: 'text',
    spouseLastName: 'text',
    spouseDateOfBirth: 'date',
    spouseMonthlyIncome: 'money',
  },
  aide: {
    receivesAid: 'yesNo',
    housingAidAmount: 'money',
    familyAllowanceAmount: 'money',
    otherAidAmount: 'money',
  },
  creditDetails: {
    numberOfCredits: ['count', 0, 99],
    monthlyCreditRepayments: 'money',
    outstandingCreditAmount: 'money',
    hasMortgage: 'yesNo',
  },
  professionalDetails: {
    profession: 'text',
    sector: 'choice',
    contractType: 'choice',
    employedSince: 'date',
  },
  customerDebts: {
    hasDebts: 'yesNo',
    numberOfDebts: ['count', 1, 99],
    totalDebtAmount: 'money',
    monthlyDebtRepayments: 'money',
    hasArrears: 'yesNo',
  },
  wniosek: {
    idCardNumber: 'text',
    idCardExpiresAt: 'date',
    mothersMaidenName: 'text',
    householdSize: ['count', 1, 20],
    monthlyHouseholdExpenses: 'money',
    bankAccountNumber: 'text',
    employerName: 'text',
    employerPhone: 'tel',
  },
  santanderComperia: {
    householdSize: ['count', 1, 20],
    monthlyHouseholdExpenses: 'money',
    hasCreditCard: 'yesNo',
    creditCardLimit: 'money',
  },
  vehicle: {
    make: 'choice',
    model: 'choice',
    year: ['count', 1900, 2100],
    registrationNumber: 'text',
    mileage: ['count', 0, 2000000],
  },
  bankAccount: {
    accountNumber: 'text',
    holderName: 'text',
  },
} as const satisfies Record<string, Record<string, DataPointLeafSpec>>;
