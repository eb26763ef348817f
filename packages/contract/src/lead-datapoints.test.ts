import { describe, expect, test } from 'vitest';
import { DataPointsAnswerSchema, DataPointsRequestSchema } from './lead-datapoints.js';

const id = '3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00';

describe('data points contract', () => {
  test('a request names the lead and at least one path; product is allowed', () => {
    const request = { id, dataPoints: ['amount'] };
    expect(DataPointsRequestSchema.safeParse(request).success).toBe(true);
    expect(DataPointsRequestSchema.safeParse({ ...request, product: 'default-es' }).success).toBe(
      true,
    );
    expect(DataPointsRequestSchema.safeParse({ ...request, dataPoints: [] }).success).toBe(false);
    expect(DataPointsRequestSchema.safeParse({ ...request, id: 'lead-1' }).success).toBe(false);
    expect(DataPointsRequestSchema.safeParse({ ...request, extra: 1 }).success).toBe(false);
  });

  test('an answer lists only paths the contract has', () => {
    const answer = { id, missing: ['personalDetails.firstName'], present: ['amount'] };
    expect(DataPointsAnswerSchema.safeParse(answer).success).toBe(true);
    expect(
      DataPointsAnswerSchema.safeParse({ ...answer, missing: ['personalDetails.firstname'] })
        .success,
    ).toBe(false);
  });
});
