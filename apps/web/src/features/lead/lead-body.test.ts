import { describe, expect, test } from 'vitest';
import { leadBody } from './lead-body';

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
