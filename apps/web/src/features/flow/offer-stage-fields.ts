import { ApplicationState, type LeadPath, type VehicleModels } from '@lf/contract';
import { Countries, JobAreas, MaritalStatuses, PositionTypes } from './choice-lists';
import type { FieldDefinition, FieldOptions } from './step-catalogue';
import { V3StepFields } from './v3-step-fields';

/**
 * The forms the server can send an applicant to on the way to and after the offer (spec section
 * 2's state-driven routes): employment details before the offer, and each partner's questions
 * after it. The spec names the pages, not what they ask; decision record 0012 says why each asks
 * what it does. Every field is a data point of the contract, in the section its call sends
 * (`OfferStageSaves`). Loaded with these pages only, never with the first page.
 */
export const OfferFormStates = [
  ApplicationState.EMPLOYMENT_DETAILS,
  ApplicationState.ADDITIONAL_EMPLOYMENT_DETAILS,
  ApplicationState.ADDITIONAL_PERSONAL_DETAILS,
  ApplicationState.MARITAL_DETAILS,
  ApplicationState.AIDE,
  ApplicationState.YOUNITED_CREDIT_DETAILS,
  ApplicationState.YOUNITED_PROFESSIONAL_DETAILS,
  ApplicationState.CNP,
  ApplicationState.CUSTOMER_DEBTS,
  ApplicationState.REFERENCE_DETAILS,
  ApplicationState.WNIOSEK,
  ApplicationState.WNIOSEK_UZUPELNIENIE,
  ApplicationState.SANTANDER_COMPERIA,
  ApplicationState.VEHICLE,
  ApplicationState.WENANCE_ACCOUNT,
] as const;
export type OfferFormState = (typeof OfferFormStates)[number];

const text = (
  path: LeadPath,
  rule: FieldDefinition['rule'],
  extra: Partial<FieldDefinition> = {},
): FieldDefinition => ({ path, kind: 'text', rule, required: true, autoComplete: 'off', ...extra });
const money = (path: LeadPath, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  path,
  kind: 'money',
  required: true,
  ...extra,
});
const count = (
  path: LeadPath,
  bounds: { min: number; max: number },
  extra: Partial<FieldDefinition> = {},
): FieldDefinition => ({
  path,
  kind: 'count',
  required: true,
  autoComplete: 'off',
  bounds,
  ...extra,
});
const yesNo = (path: LeadPath, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  path,
  kind: 'yesNo',
  required: true,
  ...extra,
});
const pastDate = (path: LeadPath): FieldDefinition => ({
  path,
  kind: 'date',
  required: true,
  dateRange: 'past',
});
const choice = (
  path: LeadPath,
  options: FieldOptions,
  extra: Partial<FieldDefinition> = {},
): FieldDefinition => ({ path, kind: 'choice', required: true, options, ...extra });
const select = (
  list: string,
  values: Pick<FieldOptions, 'values' | 'byCountry'>,
): FieldOptions => ({
  list,
  ...values,
  control: 'select',
});
/** Asked once the yes/no question at `path` is answered yes. */
const ifYes = (path: LeadPath) => ({ when: { path, is: ['yes'] } });

/** A spouse or partner, in each country's words for it (choice-lists.ts MaritalStatuses). */
const WITH_PARTNER = ['married', 'partnership', 'cohabiting'] as const;
const withPartner = { when: { path: 'maritalDetails.maritalStatus', is: WITH_PARTNER } } as const;

/** A household counts its members: at least the applicant. */
const HOUSEHOLD = { min: 1, max: 20 } as const;

/** Model years a lender finances: from 1950 to next year's models, sold from the autumn. */
export const VehicleYears = { min: 1950, max: new Date().getFullYear() + 1 } as const;

export const VEHICLE_MAKE: LeadPath = 'vehicle.make';
export const VEHICLE_MODEL: LeadPath = 'vehicle.model';

export const OfferStageFields: Readonly<Record<OfferFormState, readonly FieldDefinition[]>> = {
  // The employer and where it is, and a number where it confirms the job (spec section 3). The
  // server sends here the applicant whose partner asks for the job: asked whatever the income
  // source the form was given (the flow's pages ask an employee alone, decision 0041).
  [ApplicationState.EMPLOYMENT_DETAILS]: [
    ...V3StepFields['employment-details'].map((field) => ({ ...field, when: undefined })),
    ...V3StepFields['work-phone'],
  ],
  [ApplicationState.ADDITIONAL_EMPLOYMENT_DETAILS]: [
    { ...pastDate('additionalEmployment.employedSince'), plausibility: 'notBeforeWorkingAge' },
    choice('additionalEmployment.contractType', select('positionType', PositionTypes)),
    choice('additionalEmployment.industry', select('jobArea', JobAreas)),
    text('additionalEmployment.employerPhone', 'phoneNumber', { kind: 'tel' }),
    // Only an applicant in the job for less than two years has one worth asking about.
    text('additionalEmployment.previousEmployerName', 'companyName', { required: false }),
  ],
  // Smava (Germany) asks where the applicant comes from and how long they have lived here.
  [ApplicationState.ADDITIONAL_PERSONAL_DETAILS]: [
    text('additionalPersonalDetails.placeOfBirth', 'city'),
    choice('additionalPersonalDetails.nationality', {
      ...select('country', Countries),
      labels: 'regions',
    }),
    { ...pastDate('additionalPersonalDetails.residentSince'), plausibility: 'notBeforeBirth' },
    text('additionalPersonalDetails.previousPostalCode', 'postalCode', { required: false }),
    text('additionalPersonalDetails.previousCity', 'city', { required: false }),
  ],
  [ApplicationState.MARITAL_DETAILS]: [
    choice('maritalDetails.maritalStatus', {
      ...select('maritalStatus', MaritalStatuses),
      control: 'radios',
    }),
    text('maritalDetails.spouseFirstName', 'name', withPartner),
    text('maritalDetails.spouseLastName', 'name', withPartner),
    { ...pastDate('maritalDetails.spouseDateOfBirth'), ...withPartner },
    money('maritalDetails.spouseMonthlyIncome', { ...withPartner, plausibility: 'monthlyIncome' }),
  ],
  // Social benefits (aides sociales) count towards what the household lives on.
  [ApplicationState.AIDE]: [
    yesNo('aide.receivesAid'),
    money('aide.housingAidAmount', ifYes('aide.receivesAid')),
    money('aide.familyAllowanceAmount', ifYes('aide.receivesAid')),
    money('aide.otherAidAmount', ifYes('aide.receivesAid')),
  ],
  [ApplicationState.YOUNITED_CREDIT_DETAILS]: [
    count('creditDetails.numberOfCredits', { min: 0, max: 99 }),
    money('creditDetails.monthlyCreditRepayments', { plausibility: 'monthlyExpenses' }),
    money('creditDetails.outstandingCreditAmount'),
    yesNo('creditDetails.hasMortgage'),
  ],
  [ApplicationState.YOUNITED_PROFESSIONAL_DETAILS]: [
    text('professionalDetails.profession', 'jobTitle', { autoComplete: 'organization-title' }),
    choice('professionalDetails.sector', select('jobArea', JobAreas)),
    choice('professionalDetails.contractType', select('positionType', PositionTypes)),
    { ...pastDate('professionalDetails.employedSince'), plausibility: 'notBeforeWorkingAge' },
  ],
  // The Romanian personal numeric code, checked against the birth date and sex already given.
  [ApplicationState.CNP]: V3StepFields['personal-code'],
  [ApplicationState.CUSTOMER_DEBTS]: [
    yesNo('customerDebts.hasDebts'),
    count('customerDebts.numberOfDebts', { min: 1, max: 99 }, ifYes('customerDebts.hasDebts')),
    money('customerDebts.totalDebtAmount', ifYes('customerDebts.hasDebts')),
    money('customerDebts.monthlyDebtRepayments', {
      ...ifYes('customerDebts.hasDebts'),
      plausibility: 'monthlyExpenses',
    }),
    yesNo('customerDebts.hasArrears', ifYes('customerDebts.hasDebts')),
  ],
  [ApplicationState.REFERENCE_DETAILS]: V3StepFields['reference-details'],
  // The Polish application form: the identity card, household and the account to pay into.
  [ApplicationState.WNIOSEK]: [
    text('wniosek.idCardNumber', 'polishIdCardNumber'),
    { path: 'wniosek.idCardExpiresAt', kind: 'date', required: true, dateRange: 'future' },
    text('wniosek.mothersMaidenName', 'name'),
    count('wniosek.householdSize', HOUSEHOLD),
    money('wniosek.monthlyHouseholdExpenses', { plausibility: 'monthlyExpenses' }),
    text('wniosek.bankAccountNumber', 'polishBankAccount'),
  ],
  // Its completion: the employer, whom the lender calls to confirm the job.
  [ApplicationState.WNIOSEK_UZUPELNIENIE]: [
    text('wniosek.employerName', 'companyName', { autoComplete: 'organization' }),
    text('wniosek.employerPhone', 'phoneNumber', { kind: 'tel' }),
  ],
  [ApplicationState.SANTANDER_COMPERIA]: [
    count('santanderComperia.householdSize', HOUSEHOLD),
    money('santanderComperia.monthlyHouseholdExpenses', { plausibility: 'monthlyExpenses' }),
    yesNo('santanderComperia.hasCreditCard'),
    money('santanderComperia.creditCardLimit', ifYes('santanderComperia.hasCreditCard')),
  ],
  // Makes and models come from the server (withVehicleModels); the model list follows the make.
  [ApplicationState.VEHICLE]: [
    choice(VEHICLE_MAKE, { ...select('vehicleMake', { values: [] }), labels: 'names' }),
    choice(VEHICLE_MODEL, {
      ...select('vehicleModel', { values: [] }),
      labels: 'names',
      byAnswer: { path: VEHICLE_MAKE, values: {} },
    }),
    count('vehicle.year', VehicleYears),
    text('vehicle.registrationNumber', 'licensePlateNumber'),
    count('vehicle.mileage', { min: 0, max: 2_000_000 }),
  ],
  // The account the partner pays into, checked as the brand's country numbers accounts.
  [ApplicationState.WENANCE_ACCOUNT]: [
    text('bankAccount.accountNumber', 'bankAccount'),
    text('bankAccount.holderName', 'name', { autoComplete: 'name' }),
  ],
};

/** The vehicle page's fields with the makes and, for each, the models the server offers. */
export function withVehicleModels(
  fields: readonly FieldDefinition[],
  { makes }: VehicleModels,
): readonly FieldDefinition[] {
  return fields.map((field) => {
    if (!field.options) return field;
    if (field.path === VEHICLE_MAKE) {
      return { ...field, options: { ...field.options, values: makes.map(({ make }) => make) } };
    }
    if (field.path === VEHICLE_MODEL) {
      const values = Object.fromEntries(makes.map(({ make, models }) => [make, models]));
      return { ...field, options: { ...field.options, byAnswer: { path: VEHICLE_MAKE, values } } };
    }
    return field;
  });
}
