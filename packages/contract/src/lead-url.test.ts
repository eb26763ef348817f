import { describe, expect, test } from 'vitest';
import { ApplicationState } from './application-state.js';
import {
  leadUrlPath,
  LeadUrlAnswerSchema,
  LeadUrlQuerySchema,
  LeadUrlTypeSchema,
} from './lead-url.js';

const id = '3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00';

describe('returning-customer link', () => {
  test('its path names the lead and the kind of link, then the transaction when given', () => {
    expect(leadUrlPath(id, 'continue')).toBe(`/v3/lead/url/${id}/continue`);
    expect(leadUrlPath(id, 'continue', 'tx 1&a=b')).toBe(
      `/v3/lead/url/${id}/continue?refTransactionId=tx%201%26a%3Db`,
    );
    expect(leadUrlPath('a/b', 'continue')).toBe('/v3/lead/url/a%2Fb/continue');
  });

  test('knows only the continue link', () => {
    expect(LeadUrlTypeSchema.safeParse('continue').success).toBe(true);
    expect(LeadUrlTypeSchema.safeParse('offer').success).toBe(false);
  });

  test('its query may carry a transaction id and anything else', () => {
    expect(LeadUrlQuerySchema.parse({ refTransactionId: 'tx-1', s_id: 'x' })).toEqual({
      refTransactionId: 'tx-1',
    });
    expect(LeadUrlQuerySchema.safeParse({ refTransactionId: 'x'.repeat(501) }).success).toBe(false);
  });

  test('its answer is the lead with every stored answer', () => {
    const answer = {
      id,
      applicationState: ApplicationState.LOAN_INFORMATION,
      leadStatus: 1,
      expiresAt: '2030-01-02T10:00:00.000Z',
      data: {
        amount: 500,
        personalDetails: { firstName: 'Ana' },
        policies: { generalTerms: true },
      },
    };
    expect(LeadUrlAnswerSchema.parse(answer)).toEqual(answer);
    expect(LeadUrlAnswerSchema.safeParse({ ...answer, data: undefined }).success).toBe(false);
    expect(
      LeadUrlAnswerSchema.safeParse({ ...answer, data: { personalDetails: { firstname: 'Ana' } } })
        .success,
    ).toBe(false);
  });
});
