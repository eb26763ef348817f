import { ApplicationState, type LeadData, type LeadPath } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { nextApplicationState, scenarios, type Scenario } from './next-application-state';

const loan: LeadData = { amount: 500, period: 61 };
const personal: LeadData = { ...loan, personalDetails: { firstName: 'Ana' } };
const contact: LeadData = { ...personal, contactDetails: { email: 'ana@example.com' } };
const income: LeadData = { ...contact, incomeDetails: { monthlyIncome: 1500 } };
const other: LeadData = { ...income, otherDetails: { loanPurpose: 'car' } };
const reference: LeadData = { ...other, referenceDetails: { name: 'Luis' } };

describe('next application state', () => {
  test('a create with amount and period goes to PERSONAL_DETAILS', () => {
    expect(nextApplicationState({ data: loan, event: 'create' })).toBe(
      ApplicationState.PERSONAL_DETAILS,
    );
  });

  test.each([
    ['no amount nor period', {}],
    ['an amount without a period', { amount: 500 }],
    ['a period without an amount', { period: 61 }],
  ])('a create with %s goes to LOAN_INFORMATION', (_, data: LeadData) => {
    expect(nextApplicationState({ data, event: 'create' })).toBe(ApplicationState.LOAN_INFORMATION);
  });

  test.each([
    ['personal details missing', loan, ApplicationState.PERSONAL_DETAILS],
    ['contact details missing', personal, ApplicationState.CONTACT_DETAILS],
    ['income details missing', contact, ApplicationState.INCOME_DETAILS],
    ['other details missing', income, ApplicationState.OTHER_INFORMATION],
    ['reference details missing', other, ApplicationState.REFERENCE_INFORMATION],
    ['every section given', reference, ApplicationState.CHECKING],
  ])('an update with %s goes to the matching step', (_, data, expected) => {
    expect(nextApplicationState({ data, event: 'update' })).toBe(expected);
  });

  test('follows the classic order, not the order sections arrive in', () => {
    const data: LeadData = { ...loan, incomeDetails: { monthlyIncome: 900 } };
    expect(nextApplicationState({ data, event: 'update' })).toBe(ApplicationState.PERSONAL_DETAILS);
  });

  test('a later section without the loan choice still goes back to LOAN_INFORMATION', () => {
    const withoutAmount: LeadData = { ...reference, amount: undefined };
    expect(nextApplicationState({ data: withoutAmount, event: 'update' })).toBe(
      ApplicationState.LOAN_INFORMATION,
    );
  });

  test('a section whose every answer was taken back counts as missing', () => {
    const data: LeadData = { ...loan, personalDetails: { firstName: undefined } };
    expect(nextApplicationState({ data, event: 'update' })).toBe(ApplicationState.PERSONAL_DETAILS);
  });

  test('an empty section counts as missing', () => {
    const data: LeadData = { ...loan, personalDetails: {} };
    expect(nextApplicationState({ data, event: 'update' })).toBe(ApplicationState.PERSONAL_DETAILS);
  });

  test('a scenario placed before the classic form decides first; undefined defers', () => {
    const rejectsLargeAmounts: Scenario = {
      name: 'rejects large amounts',
      decide: ({ data }) => ((data.amount ?? 0) > 900 ? ApplicationState.REJECTED : undefined),
    };
    const rules = [rejectsLargeAmounts];

    expect(nextApplicationState({ data: { ...loan, amount: 1000 }, event: 'create' }, rules)).toBe(
      ApplicationState.REJECTED,
    );
    expect(nextApplicationState({ data: loan, event: 'create' }, rules)).toBe(
      ApplicationState.PERSONAL_DETAILS,
    );
  });

  describe('+mobile', () => {
    const tagged = (data: LeadData): LeadData => ({
      ...data,
      contactDetails: { ...data.contactDetails, email: 'ana+Mobile@example.com' },
    });

    test('the update that completes the contact details goes to MOBILE_VERIFICATION', () => {
      expect(
        nextApplicationState({
          data: tagged(contact),
          event: 'update',
          previousState: ApplicationState.CONTACT_DETAILS,
        }),
      ).toBe(ApplicationState.MOBILE_VERIFICATION);
    });

    test('so does a create or an earlier step that brings the contact details along', () => {
      expect(nextApplicationState({ data: tagged(contact), event: 'create' })).toBe(
        ApplicationState.MOBILE_VERIFICATION,
      );
      expect(
        nextApplicationState({
          data: tagged(reference),
          event: 'update',
          previousState: ApplicationState.PERSONAL_DETAILS,
        }),
      ).toBe(ApplicationState.MOBILE_VERIFICATION);
    });

    test('an update from the loan page that brings every classic answer up to contact detours too', () => {
      expect(
        nextApplicationState({
          data: tagged(contact),
          event: 'update',
          previousState: ApplicationState.LOAN_INFORMATION,
        }),
      ).toBe(ApplicationState.MOBILE_VERIFICATION);
    });

    test('an update after a verified MOBILE_VERIFICATION continues the classic order', () => {
      expect(
        nextApplicationState({
          data: tagged(contact),
          event: 'update',
          previousState: ApplicationState.MOBILE_VERIFICATION,
        }),
      ).toBe(ApplicationState.INCOME_DETAILS);
      expect(
        nextApplicationState({
          data: tagged(income),
          event: 'update',
          previousState: ApplicationState.INCOME_DETAILS,
        }),
      ).toBe(ApplicationState.OTHER_INFORMATION);
    });

    test('before the contact details are complete it changes nothing', () => {
      const personalTagged: LeadData = { ...loan, contactDetails: { email: 'ana+mobile@x.com' } };
      expect(
        nextApplicationState({
          data: personalTagged,
          event: 'update',
          previousState: ApplicationState.PERSONAL_DETAILS,
        }),
      ).toBe(ApplicationState.PERSONAL_DETAILS);
    });

    test('without the tag the contact step goes on to INCOME_DETAILS', () => {
      expect(
        nextApplicationState({
          data: contact,
          event: 'update',
          previousState: ApplicationState.CONTACT_DETAILS,
        }),
      ).toBe(ApplicationState.INCOME_DETAILS);
    });

    test('it is placed after the dynamic form and before the classic form in the default rules', () => {
      expect(scenarios.map((rule) => rule.name)).toEqual([
        'dynamic form: in progress, then submitted',
        '+mobile: mobile verification after the contact details',
        'classic form',
      ]);
    });
  });
});

describe('the dynamic (v3) form', () => {
  const stepOrder = ['initial-details', 'loan-purpose', 'name'];
  const inProgress = { flow: 'default', stepOrder };
  const submitted = (dataPoints: LeadPath[]) => ({ ...inProgress, dataPoints });
  const tagged = (data: LeadData): LeadData => ({
    ...data,
    contactDetails: { ...data.contactDetails, email: 'ana+mobile@example.com' },
  });

  test.each([
    ['nothing yet', {}],
    ['the loan choice', loan],
    ['every classic section', reference],
  ])('a page in progress stays at LOAN_INFORMATION with %s', (_, data: LeadData) => {
    for (const event of ['create', 'update'] as const) {
      expect(nextApplicationState({ data, event, dynamicForm: inProgress })).toBe(
        ApplicationState.LOAN_INFORMATION,
      );
    }
  });

  test('the form picks its own pages: +mobile does not detour it', () => {
    expect(
      nextApplicationState({
        data: tagged(contact),
        event: 'update',
        previousState: ApplicationState.CONTACT_DETAILS,
        dynamicForm: inProgress,
      }),
    ).toBe(ApplicationState.LOAN_INFORMATION);
  });

  test('the submission goes to CHECKING once the lead holds every data point it lists', () => {
    const dataPoints: LeadPath[] = [
      'amount',
      'personalDetails.firstName',
      'otherDetails.loanPurpose',
    ];
    expect(
      nextApplicationState({ data: other, event: 'update', dynamicForm: submitted(dataPoints) }),
    ).toBe(ApplicationState.CHECKING);
    // Only the data points listed count: the classic sections need not all be there.
    expect(
      nextApplicationState({
        data: loan,
        event: 'update',
        dynamicForm: submitted(['amount', 'period']),
      }),
    ).toBe(ApplicationState.CHECKING);
  });

  test('a submission the lead cannot satisfy yet stays at LOAN_INFORMATION', () => {
    expect(
      nextApplicationState({
        data: reference,
        event: 'update',
        dynamicForm: submitted(['personalDetails.personalCode']),
      }),
    ).toBe(ApplicationState.LOAN_INFORMATION);
  });

  test('classic requests are left to the classic rules', () => {
    expect(scenarios[0]?.decide({ data: reference, event: 'update' })).toBeUndefined();
  });
});
