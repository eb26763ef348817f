import { describe, expect, test } from 'vitest';
import { ApplicationState, ApplicationStateSchema } from './application-state';
import { LeadAnswerSchema, LeadCreateRequestSchema, LeadUpdateRequestSchema } from './lead-api';

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

  test('an answer may carry a partner redirect: an http(s) URL and GET or POST', () => {
    const answer = {
      id: '3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00',
      applicationState: ApplicationState.REDIRECTED,
      leadStatus: 1,
      expiresAt: '2030-01-02T10:00:00.000Z',
    };
    expect(LeadAnswerSchema.safeParse(answer).success).toBe(true);
    const redirect = { redirectUrl: 'https://partner.example/apply?ref=1', redirectMethod: 'POST' };
    expect(LeadAnswerSchema.parse({ ...answer, ...redirect })).toEqual({ ...answer, ...redirect });
    expect(
      LeadAnswerSchema.safeParse({ ...answer, ...redirect, redirectUrl: 'javascript:alert(1)' })
        .success,
    ).toBe(false);
    expect(
      LeadAnswerSchema.safeParse({ ...answer, ...redirect, redirectMethod: 'PUT' }).success,
    ).toBe(false);
  });
});
