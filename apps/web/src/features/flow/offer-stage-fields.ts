import { ApplicationState, type LeadPath, type VehicleModels } from '@lf/contract';
import type { FieldDefinition } from './step-catalogue';
import { dataPoint, V3StepFields } from './v3-step-fields';

/**
 * The forms the server can send an applicant to on the way to and after the offer (spec section
 * 2's state-driven routes): employment details before the offer, and each partner's questions
 * after it. The spec names the pages, not what they ask; decision record 0012 says why each asks
 * what it does. Every field is a data point of the contract's table (later-data-points.ts,
 * decision 0042), in the section its call sends (`OfferStageSaves`). Loaded with these pages
 * only, never with the first page.
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

/** Model years a lender finances: from 1950 to next year's models, sold from the autumn. */
export const VehicleYears = { min: 1950, max: new Date().getFullYear() + 1 } as const;

export const VEHICLE_MAKE: LeadPath = 'vehicle.make';
export const VEHICLE_MODEL: LeadPath = 'vehicle.model';

/** The fields of the pages' data points, in the pages' order. */
const fields = (...paths: readonly string[]) => paths.map((path) => dataPoint(path));

export const OfferStageFields: Readonly<Record<OfferFormState, readonly FieldDefinition[]>> = {
  // The employer and where it is, and a number where it confirms the job (spec section 3). The
  // server sends here the applicant whose partner asks for the job: asked whatever the income
  // source the form was given (the flow's pages ask an employee alone, decision 0041).
  [ApplicationState.EMPLOYMENT_DETAILS]: [
    ...V3StepFields['employment-details'],
    ...V3StepFields['work-phone'],
  ].map((field) => ({ ...field, when: undefined })),
  [ApplicationState.ADDITIONAL_EMPLOYMENT_DETAILS]: fields(
    'additionalEmployment.employedSince',
    'additionalEmployment.contractType',
    'additionalEmployment.industry',
    'additionalEmployment.employerPhone',
    'additionalEmployment.previousEmployerName',
  ),
  // Smava (Germany) asks where the applicant comes from and how long they have lived here.
  [ApplicationState.ADDITIONAL_PERSONAL_DETAILS]: fields(
    'additionalPersonalDetails.placeOfBirth',
    'additionalPersonalDetails.nationality',
    'additionalPersonalDetails.residentSince',
    'additionalPersonalDetails.previousPostalCode',
    'additionalPersonalDetails.previousCity',
  ),
  [ApplicationState.MARITAL_DETAILS]: fields(
    'maritalDetails.maritalStatus',
    'maritalDetails.spouseFirstName',
    'maritalDetails.spouseLastName',
    'maritalDetails.spouseDateOfBirth',
    'maritalDetails.spouseMonthlyIncome',
  ),
  [ApplicationState.AIDE]: fields(
    'aide.receivesAid',
    'aide.housingAidAmount',
    'aide.familyAllowanceAmount',
    'aide.otherAidAmount',
  ),
  [ApplicationState.YOUNITED_CREDIT_DETAILS]: fields(
    'creditDetails.numberOfCredits',
    'creditDetails.monthlyCreditRepayments',
    'creditDetails.outstandingCreditAmount',
    'creditDetails.hasMortgage',
  ),
  [ApplicationState.YOUNITED_PROFESSIONAL_DETAILS]: fields(
    'professionalDetails.profession',
    'professionalDetails.sector',
    'professionalDetails.contractType',
    'professionalDetails.employedSince',
  ),
  // The Romanian personal numeric code, checked against the birth date and sex already given.
  [ApplicationState.CNP]: V3StepFields['personal-code'],
  [ApplicationState.CUSTOMER_DEBTS]: fields(
    'customerDebts.hasDebts',
    'customerDebts.numberOfDebts',
    'customerDebts.totalDebtAmount',
    'customerDebts.monthlyDebtRepayments',
    'customerDebts.hasArrears',
  ),
  [ApplicationState.REFERENCE_DETAILS]: V3StepFields['reference-details'],
  [ApplicationState.WNIOSEK]: fields(
    'wniosek.idCardNumber',
    'wniosek.idCardExpiresAt',
    'wniosek.mothersMaidenName',
    'wniosek.householdSize',
    'wniosek.monthlyHouseholdExpenses',
    'wniosek.bankAccountNumber',
  ),
  [ApplicationState.WNIOSEK_UZUPELNIENIE]: fields('wniosek.employerName', 'wniosek.employerPhone'),
  [ApplicationState.SANTANDER_COMPERIA]: fields(
    'santanderComperia.householdSize',
    'santanderComperia.monthlyHouseholdExpenses',
    'santanderComperia.hasCreditCard',
    'santanderComperia.creditCardLimit',
  ),
  // Makes and models come from the server (withVehicleModels); the model list follows the make.
  [ApplicationState.VEHICLE]: [
    dataPoint(VEHICLE_MAKE, {
      options: { list: 'vehicleMake', values: [], control: 'select', labels: 'names' },
    }),
    dataPoint(VEHICLE_MODEL, {
      options: {
        list: 'vehicleModel',
        values: [],
        control: 'select',
        labels: 'names',
        byAnswer: { path: VEHICLE_MAKE, values: {} },
      },
    }),
    dataPoint('vehicle.year', { bounds: VehicleYears }),
    ...fields('vehicle.registrationNumber', 'vehicle.mileage'),
  ],
  // The account the partner pays into, checked as the brand's country numbers accounts.
  [ApplicationState.WENANCE_ACCOUNT]: fields('bankAccount.accountNumber', 'bankAccount.holderName'),
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
