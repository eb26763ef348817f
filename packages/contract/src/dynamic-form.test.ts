import { describe, expect, test } from 'vitest';
import { DynamicFormSchema, isSubmission } from './dynamic-form.js';
import { LeadCreateRequestSchema, LeadUpdateRequestSchema } from './lead-api.js';

const inProgress = { flow: 'default', stepOrder: ['initial-details', 'loan-purpose', 'name'] };
const submission = {
  ...inProgress,
  dataPoints: ['contactDetails.email', 'otherDetails.loanPurpose', 'personalDetails.firstName'],
};

describe('dynamic form marker', () => {
  test('accepts a flow with its step order, with or without the data points submitted', () => {
    expect(DynamicFormSchema.parse(inProgress)).toEqual(inProgress);
    expect(DynamicFormSchema.parse(submission)).toEqual(submission);
    expect(
      DynamicFormSchema.safeParse({ ...inProgress, stepOrder: ['overdue-debt-amount'] }).success,
    ).toBe(true);
  });

  test('refuses a data point the lead does not have', () => {
    const result = DynamicFormSchema.safeParse({
      ...inProgress,
      dataPoints: ['personalDetails.firstname'],
    });
    expect(result.success).toBe(false);
    expect(
      DynamicFormSchema.safeParse({ ...inProgress, dataPoints: ['personalDetails'] }).success,
    ).toBe(false);
  });

  test('refuses an empty step order, an empty submission and a nameless flow', () => {
    expect(DynamicFormSchema.safeParse({ ...inProgress, stepOrder: [] }).success).toBe(false);
    expect(DynamicFormSchema.safeParse({ ...inProgress, dataPoints: [] }).success).toBe(false);
    expect(DynamicFormSchema.safeParse({ ...inProgress, flow: '' }).success).toBe(false);
    expect(DynamicFormSchema.safeParse({ stepOrder: inProgress.stepOrder }).success).toBe(false);
  });

  test.each([
    'Loan-Details',
    'overdue debt amount',
    'name/../x',
    'loan_purpose',
    '',
    'a'.repeat(101),
  ])('refuses the step path %j', (path) => {
    expect(DynamicFormSchema.safeParse({ ...inProgress, stepOrder: [path] }).success).toBe(false);
  });

  test('refuses more than 100 steps and unknown keys', () => {
    const steps = Array.from({ length: 101 }, (_, index) => `step-${index}`);
    expect(DynamicFormSchema.safeParse({ ...inProgress, stepOrder: steps }).success).toBe(false);
    expect(
      DynamicFormSchema.safeParse({ ...inProgress, stepOrder: steps.slice(0, 100) }).success,
    ).toBe(true);
    expect(DynamicFormSchema.safeParse({ ...inProgress, step: 'name' }).success).toBe(false);
  });

  test('tells the submission from a request of a page in progress', () => {
    expect(isSubmission(undefined)).toBe(false);
    expect(isSubmission(DynamicFormSchema.parse(inProgress))).toBe(false);
    expect(isSubmission(DynamicFormSchema.parse(submission))).toBe(true);
  });
});

describe('lead requests of the dynamic form', () => {
  const id = '3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00';

  test('a create and an update may carry the marker', () => {
    expect(
      LeadCreateRequestSchema.parse({ product: 'x', amount: 500, dynamicForm: inProgress }),
    ).toEqual({ product: 'x', amount: 500, dynamicForm: inProgress });
    expect(LeadUpdateRequestSchema.parse({ product: 'x', id, dynamicForm: submission })).toEqual({
      product: 'x',
      id,
      dynamicForm: submission,
    });
  });

  test('a bad marker fails the whole request', () => {
    const dynamicForm = { ...inProgress, stepOrder: [] };
    expect(LeadCreateRequestSchema.safeParse({ product: 'x', dynamicForm }).success).toBe(false);
    expect(LeadUpdateRequestSchema.safeParse({ product: 'x', id, dynamicForm: null }).success).toBe(
      false,
    );
  });
});
