import { AllDataPoints } from '@lf/contract';
import type { CountryCode } from '../../config/brand-config-schema';
import { ChoiceListsByName } from './choice-lists';
import { EmailField, MarketingConsentsField, MobilePhoneField } from './contact-fields';
import { askedOnPage } from './data-point-fields';
import type { FlowStep } from './flow-config';
import { stepWithFields } from './kept-fields';
import type {
  ClassicStepId,
  FieldDefinition,
  FieldOptions,
  StepDefinition,
  StepId,
} from './step-catalogue';
import { dataPoint, V3StepFields } from './v3-step-fields';
import { AllStepPages } from './v3-step-pages';

/** The classic page offers the three kinds of reference of every country (the v3 pages, a country's own). */
const ReferenceTypeOptions = {
  list: 'referenceType',
  values: ['family', 'friend', 'colleague'],
  control: 'radios',
} as const;

/**
 * A list's values for every country, shown as `control`: the classic pages offer the same
 * choices in every country (the v3 pages, a country's own where it has one).
 */
const classicOptions = (list: string, control: FieldOptions['control']): FieldOptions => ({
  list,
  values: ChoiceListsByName[list]?.values ?? [],
  control,
});

/**
 * The fields each catalogue page asks for, each a data point of spec section 3 typed by the
 * contract's LeadPath, with its kind and the closed set of rule names. A chunk of its own
 * (`loadFieldCatalogue`), never on a first page: those carry only their own page's fields
 * (first-page-fields.ts).
 */
const Fields = {
  'loan-information': [],
  'personal-details': [
    dataPoint('personalDetails.firstName'),
    // A Filipino's middle name (the mother's maiden surname), as Philippine IDs write the name.
    dataPoint('personalDetails.middleName', { countries: ['PH'] }),
    dataPoint('personalDetails.lastName'),
    dataPoint('personalDetails.secondLastName'),
    dataPoint('personalDetails.dateOfBirth'),
    dataPoint('personalDetails.personalCode'),
    dataPoint('personalDetails.gender'),
  ],
  'contact-details': [
    EmailField,
    MobilePhoneField,
    dataPoint('contactDetails.postalCode', { group: 'address' }),
    dataPoint('contactDetails.city', { group: 'address' }),
    dataPoint('contactDetails.district', { group: 'address' }),
    dataPoint('contactDetails.municipality', { group: 'address' }),
    dataPoint('contactDetails.suburb', { group: 'address' }),
    // Asked as text on the classic page (a list on the v3 pages), checked like a town's name.
    dataPoint('contactDetails.province', { kind: 'text', rule: 'city', group: 'address' }),
    dataPoint('contactDetails.street', { group: 'address' }),
    dataPoint('contactDetails.houseNumber', { group: 'address' }),
    dataPoint('contactDetails.flatNumber', { group: 'address' }),
    MarketingConsentsField,
    dataPoint('generalPolicies'),
  ],
  'income-details': [
    dataPoint('incomeDetails.incomeSource', { options: classicOptions('incomeSource', 'select') }),
    dataPoint('incomeDetails.monthlyIncome'),
    dataPoint('incomeDetails.jobTitle', { required: false }),
    dataPoint('employer.name', { required: false }),
    dataPoint('incomeDetails.pensionPayer'),
    dataPoint('incomeDetails.incomePayday', { required: false, autoComplete: undefined }),
  ],
  'other-information': [
    dataPoint('otherDetails.loanPurpose', { options: classicOptions('loanPurpose', 'select') }),
    dataPoint('otherDetails.maritalStatus', { options: classicOptions('maritalStatus', 'select') }),
    dataPoint('otherDetails.housingTenure', { options: classicOptions('housingTenure', 'select') }),
    dataPoint('otherDetails.livingArea'),
    dataPoint('otherDetails.numberOfDependants', { autoComplete: undefined }),
    dataPoint('expenses.monthlyExpenses'),
    dataPoint('otherDetails.overdueDebtAmount', { required: false }),
  ],
  'reference-information': [
    dataPoint('referenceDetails.type', { options: ReferenceTypeOptions }),
    dataPoint('referenceDetails.name'),
    dataPoint('referenceDetails.phoneNumber'),
  ],
} as const satisfies Record<ClassicStepId, readonly FieldDefinition[]>;

/**
 * Every page's fields: the classic pages' and the v3 pages', each followed by the data points
 * that name the page among those that ask them (`askedOn`, data-points.ts).
 */
const listed: Record<StepId, readonly FieldDefinition[]> = { ...V3StepFields, ...Fields };
export const StepFields: Readonly<Record<StepId, readonly FieldDefinition[]>> = Object.fromEntries(
  (Object.keys(listed) as StepId[]).map((id) => [
    id,
    [
      ...listed[id],
      ...askedOnPage(id, listed[id], { table: AllDataPoints, lists: ChoiceListsByName }),
    ],
  ]),
) as unknown as Record<StepId, readonly FieldDefinition[]>;

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
  return stepWithFields(
    step,
    country && FAMILY_NAME_FIRST.includes(country) ? familyNameFirst(asked) : asked,
  );
}

/** The countries that write a person's family name before the given name (Nguyễn Thị Lan). */
const FAMILY_NAME_FIRST: readonly CountryCode[] = ['VN'];

/** The family name asked where the given name was, and the given name right after it. */
function familyNameFirst(fields: readonly FieldDefinition[]): readonly FieldDefinition[] {
  const family = fields.find((field) => field.path === 'personalDetails.lastName');
  if (!family) return fields;
  return fields.flatMap((field) =>
    field === family ? [] : field.path === 'personalDetails.firstName' ? [family, field] : [field],
  );
}

/** A flow step's fields. */
export function fieldsOf(step: FlowStep): readonly FieldDefinition[] {
  return withFields(step).fields;
}
