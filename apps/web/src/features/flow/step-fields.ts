import { EmailField, MobilePhoneField } from './contact-fields';
import {
  DistrictField,
  LivingAreaField,
  MunicipalityField,
  PensionPayerField,
  SecondLastNameField,
  SuburbField,
} from './country-fields';
import type { FlowStep } from './flow-config';
import { stepWithFields } from './kept-fields';
import type { ClassicStepId, FieldDefinition, StepDefinition, StepId } from './step-catalogue';
import { V3StepFields } from './v3-step-fields';
import { AllStepPages } from './v3-step-pages';

/**
 * The fields each catalogue page asks for, each a data point of spec section 3 typed by the
 * contract's LeadPath, with its kind and the closed set of rule names. A chunk of its own
 * (`loadFieldCatalogue`), never on a first page: those carry only their own page's fields
 * (first-page-fields.ts).
 */
const Fields = {
  'loan-information': [],
  'personal-details': [
    {
      path: 'personalDetails.firstName',
      kind: 'text',
      rule: 'name',
      required: true,
      autoComplete: 'given-name',
    },
    {
      path: 'personalDetails.lastName',
      kind: 'text',
      rule: 'name',
      required: true,
      autoComplete: 'family-name',
    },
    SecondLastNameField,
    {
      path: 'personalDetails.dateOfBirth',
      kind: 'date',
      required: true,
      autoComplete: 'bday',
      bounds: { min: 18, max: 100 },
    },
    {
      path: 'personalDetails.personalCode',
      kind: 'text',
      rule: 'personalCode',
      required: true,
      autoComplete: 'off',
    },
    {
      path: 'personalDetails.gender',
      kind: 'choice',
      required: true,
      autoComplete: 'sex',
      options: { list: 'gender', values: ['female', 'male'], control: 'radios' },
    },
  ],
  'contact-details': [
    EmailField,
    MobilePhoneField,
    {
      path: 'contactDetails.postalCode',
      kind: 'text',
      rule: 'postalCode',
      required: true,
      autoComplete: 'postal-code',
      lookup: 'postcode',
      group: 'address',
      width: 10,
    },
    {
      path: 'contactDetails.city',
      kind: 'text',
      rule: 'city',
      required: true,
      autoComplete: 'address-level2',
      group: 'address',
    },
    { ...DistrictField, group: 'address' },
    { ...MunicipalityField, group: 'address' },
    { ...SuburbField, group: 'address' },
    {
      path: 'contactDetails.province',
      kind: 'text',
      rule: 'city',
      required: true,
      autoComplete: 'address-level1',
      group: 'address',
    },
    {
      path: 'contactDetails.street',
      kind: 'text',
      rule: 'street',
      required: true,
      autoComplete: 'address-line1',
      group: 'address',
    },
    {
      path: 'contactDetails.houseNumber',
      kind: 'text',
      rule: 'houseNumber',
      required: true,
      autoComplete: 'off',
      group: 'address',
      width: 5,
    },
    {
      path: 'contactDetails.flatNumber',
      kind: 'text',
      rule: 'flatNumber',
      required: false,
      autoComplete: 'address-line2',
      group: 'address',
      width: 5,
    },
    // Optional: the channels the applicant agrees to be contacted on; in EU brands, also what
    // lets marketing and recording start (decision record 0013).
    { path: 'contactDetails.marketingConsents', kind: 'consents', required: false },
    { path: 'generalPolicies', kind: 'consent', required: true },
  ],
  'income-details': [
    {
      path: 'incomeDetails.incomeSource',
      kind: 'choice',
      required: true,
      options: {
        list: 'incomeSource',
        values: ['employed', 'selfEmployed', 'pensioner', 'unemployed', 'student'],
        control: 'select',
      },
    },
    {
      path: 'incomeDetails.monthlyIncome',
      kind: 'money',
      required: true,
      plausibility: 'monthlyIncome',
    },
    {
      path: 'incomeDetails.jobTitle',
      kind: 'text',
      rule: 'jobTitle',
      required: false,
      autoComplete: 'organization-title',
    },
    {
      path: 'employer.name',
      kind: 'text',
      rule: 'companyName',
      required: false,
      autoComplete: 'organization',
      lookup: 'company',
    },
    PensionPayerField,
    {
      path: 'incomeDetails.incomePayday',
      kind: 'count',
      required: false,
      bounds: { min: 1, max: 31 },
    },
  ],
  'other-information': [
    {
      path: 'otherDetails.loanPurpose',
      kind: 'choice',
      required: true,
      options: {
        list: 'loanPurpose',
        values: [
          'unexpectedExpense',
          'car',
          'home',
          'travel',
          'education',
          'debtConsolidation',
          'other',
        ],
        control: 'select',
      },
    },
    {
      path: 'otherDetails.maritalStatus',
      kind: 'choice',
      required: true,
      options: {
        list: 'maritalStatus',
        values: ['single', 'married', 'partnership', 'divorced', 'widowed'],
        control: 'select',
      },
    },
    {
      path: 'otherDetails.housingTenure',
      kind: 'choice',
      required: true,
      options: {
        list: 'housingTenure',
        values: ['owner', 'mortgage', 'rent', 'parents', 'other'],
        control: 'select',
      },
    },
    LivingAreaField,
    {
      path: 'otherDetails.numberOfDependants',
      kind: 'count',
      required: true,
      bounds: { min: 0, max: 50 },
    },
    {
      path: 'expenses.monthlyExpenses',
      kind: 'money',
      required: true,
      plausibility: 'monthlyExpenses',
    },
    {
      path: 'otherDetails.overdueDebtAmount',
      kind: 'money',
      rule: 'overdueDebtAmount',
      required: false,
    },
  ],
  'reference-information': [
    {
      path: 'referenceDetails.type',
      kind: 'choice',
      required: true,
      options: {
        list: 'referenceType',
        values: ['family', 'friend', 'colleague'],
        control: 'radios',
      },
    },
    {
      path: 'referenceDetails.name',
      kind: 'text',
      rule: 'name',
      plausibility: 'fullName',
      required: true,
      autoComplete: 'off',
    },
    {
      path: 'referenceDetails.phoneNumber',
      kind: 'tel',
      rule: 'phoneNumber',
      plausibility: 'notOwnPhone',
      required: true,
      autoComplete: 'off',
    },
  ],
} as const satisfies Record<ClassicStepId, readonly FieldDefinition[]>;

/** Every page's fields: the classic pages' and the v3 pages'. */
export const StepFields: Readonly<Record<StepId, readonly FieldDefinition[]>> = {
  ...V3StepFields,
  ...Fields,
};

/** The whole catalogue: every page with its fields. */
export const StepCatalogue = Object.fromEntries(
  (Object.keys(StepFields) as StepId[]).flatMap((id) => {
    const page = AllStepPages[id];
    return page ? [[id, { ...page, fields: StepFields[id] }]] : [];
  }),
) as Readonly<Record<StepId, StepDefinition>>;

/**
 * A flow's step with the fields this brand shows on it: a field only some countries ask
 * (`countries`) is kept for a step of a brand in one of them.
 */
export function withFields(step: FlowStep): StepDefinition {
  const { country } = step;
  const asked = StepFields[step.id].filter(
    (field) => !field.countries || (country !== undefined && field.countries.includes(country)),
  );
  return stepWithFields(step, asked);
}

/** A flow step's fields. */
export function fieldsOf(step: FlowStep): readonly FieldDefinition[] {
  return withFields(step).fields;
}
