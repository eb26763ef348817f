import { describe, expect, test } from 'vitest';
import { ApplicationState, ApplicationStateSchema } from './application-state';
import { LeadCreateRequestSchema, LeadUpdateRequestSchema } from './lead-api';

describe('lead contract', () => {
  test('numbers the 43 application states 0 to 42 without gaps', () => {
    const numbers = Object.values(ApplicationState).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 43 }, (_, index) => index));
    expect(ApplicationState.REFERENCE_INFORMATION).toBe(25);
    expect(ApplicationStateSchema.safeParse(43).success).toBe(false);
  });

  test('requires the product identifier on a create', () => {
    expect(LeadCreateRequestSchema.safeParse({ amount: 500 }).success).toBe(false);
    expect(LeadCreateRequestSchema.safeParse({ amount: 500, product: 'x' }).success).toBe(true);
  });

  test('rejects a misspelt data point instead of dropping it', () => {
    const result = LeadCreateRequestSchema.safeParse({
      product: 'x',
      personalDetails: { firstNmae: 'Ana' },
    });
    expect(result.success).toBe(false);
  });

  test('requires a UUID lead id on an update', () => {
    expect(LeadUpdateRequestSchema.safeParse({ product: 'x', id: '42' }).success).toBe(false);
  });
});
