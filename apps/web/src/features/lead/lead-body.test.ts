import { describe, expect, test } from 'vitest';
import { leadBody, withRemovedAnswers } from './lead-body';

describe('lead body', () => {
  test('sends the answers without the id, lead status and expiry', () => {
    expect(
      leadBody({
        id: '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f',
        leadStatus: 1,
        expiresAt: '2026-11-24T10:00:00.000Z',
        amount: 700,
        period: 70,
        tags: ['UI'],
        sessionId: '0b7a6c1e-9d2f-4a3b-8c5d-112233445566',
        sessionStartedAt: '2026-11-23T10:00:00.000Z',
      }),
    ).toEqual({
      amount: 700,
      period: 70,
      tags: ['UI'],
      sessionId: '0b7a6c1e-9d2f-4a3b-8c5d-112233445566',
      sessionStartedAt: '2026-11-23T10:00:00.000Z',
    });
  });
});

describe('removed answers', () => {
  test('a cleared answer is sent as null so the lead forgets it; the rest is sent as kept', () => {
    const body = leadBody({ amount: 700, period: 70, contactDetails: { email: 'a@b.es' } });
    expect(
      withRemovedAnswers(body, { contactDetails: { email: 'a@b.es', flatNumber: null } }),
    ).toEqual({ amount: 700, period: 70, contactDetails: { email: 'a@b.es', flatNumber: null } });
    expect(withRemovedAnswers(body, { amount: 800 })).toEqual(body);
  });
});
