import type { StepDefinition } from './step-definition';

/**
 * The classic form's steps after loan information (spec sections 2 to 4), as data. Each saves
 * the data points of spec section 3 that fit it, grouped as a lender's form would.
 */
export const ClassicSteps: readonly StepDefinition[] = [
  {
    route: '/personal-details',
    dataKey: 'personalDetails',
    fields: [
      {
        path: 'personalDetails.firstName',
        input: 'text',
        rule: 'name',
        required: true,
        autoComplete: 'given-name',
      },
      {
        path: 'personalDetails.lastName',
        input: 'text',
        rule: 'name',
        required: true,
        autoComplete: 'family-name',
      },
      { path: 'personalDetails.dateOfBirth', input: 'date', required: true, autoComplete: 'bday' },
      {
        path: 'personalDetails.personalCode',
        input: 'text',
        rule: 'personalCode',
        required: true,
        autoComplete: 'off',
      },
      {
        path: 'personalDetails.gender',
        input: 'choice',
        required: true,
        autoComplete: 'sex',
        options: { list: 'gender', values: ['female', 'male'] },
      },
    ],
  },
  {
    route: '/contact-details',
    dataKey: 'contactDetails',
    fields: [
      {
        path: 'contactDetails.email',
        input: 'email',
        rule: 'email',
        required: true,
        autoComplete: 'email',
        lookup: 'email',
      },
      {
        path: 'contactDetails.phoneNumber',
        input: 'tel',
        rule: 'phoneNumber',
        required: true,
        autoComplete: 'tel',
      },
      {
        path: 'contactDetails.postalCode',
        input: 'text',
        rule: 'postalCode',
        required: true,
        autoComplete: 'postal-code',
        lookup: 'postcode',
      },
      {
        path: 'contactDetails.city',
        input: 'text',
        rule: 'city',
        required: true,
        autoComplete: 'address-level2',
      },
      {
        path: 'contactDetails.province',
        input: 'text',
        rule: 'city',
        required: true,
        autoComplete: 'address-level1',
      },
      {
        path: 'contactDetails.street',
        input: 'text',
        rule: 'street',
        required: true,
        autoComplete: 'address-line1',
      },
      {
        path: 'contactDetails.houseNumber',
        input: 'text',
        rule: 'houseNumber',
        required: true,
        autoComplete: 'off',
      },
      {
        path: 'contactDetails.flatNumber',
        input: 'text',
        rule: 'flatNumber',
        required: false,
        autoComplete: 'address-line2',
      },
      { path: 'generalPolicies', input: 'consent', required: true },
    ],
  },
  {
    route: '/income-details',
    dataKey: 'incomeDetails',
    fields: [
      {
        path: 'incomeDetails.incomeSource',
        input: 'choice',
        required: true,
        options: {
          list: 'incomeSource',
          values: ['employed', 'selfEmployed', 'pensioner', 'unemployed', 'student'],
        },
      },
      { path: 'incomeDetails.monthlyIncome', input: 'money', required: true },
      {
        path: 'incomeDetails.jobTitle',
        input: 'text',
        rule: 'jobTitle',
        required: false,
        autoComplete: 'organization-title',
      },
      {
        path: 'employer.name',
        input: 'text',
        rule: 'companyName',
        required: false,
        autoComplete: 'organization',
        lookup: 'company',
      },
      { path: 'incomeDetails.incomePayday', input: 'count', required: false },
    ],
  },
  {
    route: '/other-information',
    dataKey: 'otherDetails',
    fields: [
      {
        path: 'otherDetails.loanPurpose',
        input: 'choice',
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
        },
      },
      {
        path: 'otherDetails.maritalStatus',
        input: 'choice',
        required: true,
        options: {
          list: 'maritalStatus',
          values: ['single', 'married', 'partnership', 'divorced', 'widowed'],
        },
      },
      {
        path: 'otherDetails.housingTenure',
        input: 'choice',
        required: true,
        options: {
          list: 'housingTenure',
          values: ['owner', 'mortgage', 'rent', 'parents', 'other'],
        },
      },
      { path: 'otherDetails.numberOfDependants', input: 'count', required: true },
      { path: 'expenses.monthlyExpenses', input: 'money', required: true },
      {
        path: 'otherDetails.overdueDebtAmount',
        input: 'money',
        rule: 'overdueDebtAmount',
        required: false,
      },
    ],
  },
  {
    route: '/reference-information',
    dataKey: 'referenceInformation',
    fields: [
      {
        path: 'referenceDetails.type',
        input: 'choice',
        required: true,
        options: { list: 'referenceType', values: ['family', 'friend', 'colleague'] },
      },
      {
        path: 'referenceDetails.name',
        input: 'text',
        rule: 'name',
        required: true,
        autoComplete: 'off',
      },
      {
        path: 'referenceDetails.phoneNumber',
        input: 'tel',
        rule: 'phoneNumber',
        required: true,
        autoComplete: 'off',
      },
    ],
  },
];

export function stepForRoute(route: string): StepDefinition | undefined {
  return ClassicSteps.find((step) => step.route === route);
}
