import { describe, expect, test } from 'vitest';
import { consentProblemOf } from './consent-problems';

describe('consent problems', () => {
  test('a lead that moved on is followed; an unknown or expired one is gone', () => {
    expect(consentProblemOf({ code: 'wrong_state', message: '' })).toEqual({ kind: 'moved' });
    expect(consentProblemOf({ code: 'lead_not_found', message: '' })).toEqual({
      kind: 'gone',
      reason: 'unknown',
    });
    expect(consentProblemOf({ code: 'lead_expired', message: '' })).toEqual({
      kind: 'gone',
      reason: 'expired',
    });
  });

  test('refused fields are shown by their fields; a refusal naming none is a failure to retry', () => {
    const fieldErrors = [
      { fieldName: 'policies.loanAgreement', message: 'x', code: 'required' as const },
    ];
    expect(consentProblemOf({ code: 'invalid_body', message: '', fieldErrors })).toEqual({
      kind: 'fields',
      fieldErrors,
    });
    expect(consentProblemOf({ code: 'invalid_body', message: '' })).toEqual({ kind: 'failed' });
  });

  test.each([
    'network_error',
    'timeout',
    'internal_error',
    'invalid_response',
    'rate_limited',
  ] as const)('%s: try again', (code) => {
    expect(consentProblemOf({ code, message: '' })).toEqual({ kind: 'failed' });
  });
});
