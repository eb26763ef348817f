import { ApplicationState, type LeadPath } from '@lf/contract';
import type { FieldRuleName } from '../../config/field-rule-names';
import { routeForState, type StepDataKey } from './application-routes';

/** The context groups a step belongs to (spec section 2, "Step context groups"). */
export const StepContexts = [
  'loan-information',
  'personal-details',
  'demographic-details',
  'contact-information',
  'marital-details',
  'education',
  'address-information',
  'income-information',
  'housing-information',
  'expenses',
  'employment-details',
  'other-information',
  'banking-details',
  'reference-details',
] as const;
export type StepContext = (typeof StepContexts)[number];

/** How a step is shown (spec section 2, "Step kinds"). */
export const StepKinds = ['loan-information', 'personal-information', 'dynamic', 'modal'] as const;
export type StepKind = (typeof StepKinds)[number];

/**
 * How a field is entered; the step form renders each kind through one registry entry. `date` is a
 * memorable date (day, month and year fields, as GOV.UK asks for a date of birth).
 */
export const FieldKinds = [
  'text',
  'email',
  'tel',
  'money',
  'count',
  'choice',
  'consent',
  'date',
] as const;
export type FieldKind = (typeof FieldKinds)[number];

/** A look-up a field triggers: postcode fills the town, e-mail is checked, company completed. */
export type FieldLookup = 'postcode' | 'email' | 'company';

/** A group of fields shown together under one legend. */
export type FieldGroup = 'address';

/**
 * A field of a step, as data: the lead data point it fills (typed by the contract), how it is
 * entered, the brand rule that checks it (a closed set), whether it must be answered.
 */
export interface FieldDefinition {
  path: LeadPath;
  kind: FieldKind;
  rule?: FieldRuleName;
  required: boolean;
  autoComplete?: string;
  lookup?: FieldLookup;
  /** Choices: the list's name (labels are translated as `options>{list}>{value}`) and values. */
  options?: { list: string; values: readonly string[]; control: 'select' | 'radios' };
  /** Whole numbers (count) and dates (age in years): the range the lead API accepts too. */
  bounds?: { min: number; max: number };
  group?: FieldGroup;
}

export interface StepDefinition {
  id: StepId;
  route: string;
  context: StepContext;
  kind: StepKind;
  /** The application state the page stands for, when the server can send the applicant there. */
  state?: ApplicationState;
  /** Data key of spec section 3 under which the step saves. */
  dataKey?: StepDataKey;
  fields: readonly FieldDefinition[];
}

const routeOf = (state: ApplicationState) => routeForState(state).route;

/** The classic steps (spec sections 2 to 4): each field a data point of spec section 3. */
const ClassicSteps = {
  'loan-information': {
    route: routeOf(ApplicationState.LOAN_INFORMATION),
    context: 'loan-information',
    kind: 'loan-information',
    state: ApplicationState.LOAN_INFORMATION,
    fields: [],
  },
  'personal-details': {
    route: routeOf(ApplicationState.PERSONAL_DETAILS),
    context: 'personal-details',
    kind: 'personal-information',
    state: ApplicationState.PERSONAL_DETAILS,
    dataKey: 'personalDetails',
    fields: [
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
  },
  'contact-details': {
    route: routeOf(ApplicationState.CONTACT_DETAILS),
    context: 'contact-information',
    kind: 'personal-information',
    state: ApplicationState.CONTACT_DETAILS,
    dataKey: 'contactDetails',
    fields: [
      {
        path: 'contactDetails.email',
        kind: 'email',
        rule: 'email',
        required: true,
        autoComplete: 'email',
        lookup: 'email',
      },
      {
        path: 'contactDetails.phoneNumber',
        kind: 'tel',
        rule: 'mobilePhoneNumber',
        required: true,
        autoComplete: 'tel',
      },
      {
        path: 'contactDetails.postalCode',
        kind: 'text',
        rule: 'postalCode',
        required: true,
        autoComplete: 'postal-code',
        lookup: 'postcode',
        group: 'address',
      },
      {
        path: 'contactDetails.city',
        kind: 'text',
        rule: 'city',
        required: true,
        autoComplete: 'address-level2',
        group: 'address',
      },
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
      },
      {
        path: 'contactDetails.flatNumber',
        kind: 'text',
        rule: 'flatNumber',
        required: false,
        autoComplete: 'address-line2',
        group: 'address',
      },
      { path: 'generalPolicies', kind: 'consent', required: true },
    ],
  },
  'income-details': {
    route: routeOf(ApplicationState.INCOME_DETAILS),
    context: 'income-information',
    kind: 'personal-information',
    state: ApplicationState.INCOME_DETAILS,
    dataKey: 'incomeDetails',
    fields: [
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
      { path: 'incomeDetails.monthlyIncome', kind: 'money', required: true },
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
      {
        path: 'incomeDetails.incomePayday',
        kind: 'count',
        required: false,
        bounds: { min: 1, max: 31 },
      },
    ],
  },
  'other-information': {
    route: routeOf(ApplicationState.OTHER_INFORMATION),
    context: 'other-information',
    kind: 'personal-information',
    state: ApplicationState.OTHER_INFORMATION,
    dataKey: 'otherDetails',
    fields: [
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
      {
        path: 'otherDetails.numberOfDependants',
        kind: 'count',
        required: true,
        bounds: { min: 0, max: 50 },
      },
      { path: 'expenses.monthlyExpenses', kind: 'money', required: true },
      {
        path: 'otherDetails.overdueDebtAmount',
        kind: 'money',
        rule: 'overdueDebtAmount',
        required: false,
      },
    ],
  },
  'reference-information': {
    route: routeOf(ApplicationState.REFERENCE_INFORMATION),
    context: 'reference-details',
    kind: 'personal-information',
    state: ApplicationState.REFERENCE_INFORMATION,
    dataKey: 'referenceInformation',
    fields: [
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
        required: true,
        autoComplete: 'off',
      },
      {
        path: 'referenceDetails.phoneNumber',
        kind: 'tel',
        rule: 'phoneNumber',
        required: true,
        autoComplete: 'off',
      },
    ],
  },
} as const satisfies Record<string, Omit<StepDefinition, 'id'>>;

/** Every step id the catalogue knows. */
export type StepId = keyof typeof ClassicSteps;

/** The step catalogue, keyed by step id: what every flow configuration picks its pages from. */
export const StepCatalogue: Readonly<Record<StepId, StepDefinition>> = Object.fromEntries(
  (Object.entries(ClassicSteps) as [StepId, Omit<StepDefinition, 'id'>][]).map(([id, step]) => [
    id,
    { id, ...step },
  ]),
) as Record<StepId, StepDefinition>;

export const StepIds = Object.keys(StepCatalogue) as StepId[];

export function isStepId(id: string): id is StepId {
  return Object.hasOwn(StepCatalogue, id);
}
