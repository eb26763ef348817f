import { describe, expect, test } from 'vitest';
import { IncompleteSubmission, requireCompleteSubmission } from './incomplete-submission.js';

const dynamicForm = { flow: 'default', stepOrder: ['initial-details', 'name'] };

describe('the v3 form submission', () => {
  test('lists every data point the lead lacks, once, in the order submitted', () => {
    const data = { amount: 500, personalDetails: { firstName: ' ' } };
    const submission = {
      ...dynamicForm,
      dataPoints: [
        'personalDetails.lastName',
        'amount',
        'personalDetails.firstName',
        'personalDetails.lastName',
      ] as const,
    };
    let thrown: unknown;
    try {
      requireCompleteSubmission(data, { ...submission, dataPoints: [...submission.dataPoints] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(IncompleteSubmission);
    expect(thrown).toMatchObject({
      name: 'IncompleteSubmission',
      missing: ['personalDetails.lastName', 'personalDetails.firstName'],
    });
  });

  test('passes a complete submission, a page in progress and a classic request', () => {
    const data = { amount: 500, generalPolicies: false };
    expect(() =>
      requireCompleteSubmission(data, {
        ...dynamicForm,
        dataPoints: ['amount', 'generalPolicies'],
      }),
    ).not.toThrow();
    expect(() => requireCompleteSubmission({}, dynamicForm)).not.toThrow();
    expect(() => requireCompleteSubmission({}, undefined)).not.toThrow();
  });
});

describe('the v3 form submission of a pensioner', () => {
  test('is complete without an employer, even where the flow lists the employer', () => {
    const data = {
      amount: 500,
      incomeDetails: { incomeSource: 'pensioner', pensionPayer: 'Seguridad Social' },
    };
    expect(() =>
      requireCompleteSubmission(data, {
        ...dynamicForm,
        dataPoints: ['amount', 'incomeDetails.incomeSource', 'employer.name'],
      }),
    ).not.toThrow();
    expect(() =>
      requireCompleteSubmission(
        { ...data, incomeDetails: { incomeSource: 'employed' } },
        { ...dynamicForm, dataPoints: ['amount', 'incomeDetails.incomeSource', 'employer.name'] },
      ),
    ).toThrow(IncompleteSubmission);
  });
});
