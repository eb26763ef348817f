import { describe, expect, test } from 'vitest';
import { callProblemOf } from './call-problems';

const error = (code: Parameters<typeof callProblemOf>[0]['code']) => ({ code, message: 'x' });

describe('a failed call of the mobile pages', () => {
  test('wrong, expired and too many codes are told apart', () => {
    expect(callProblemOf(error('code_wrong'))).toEqual({ kind: 'code', refusal: 'codeWrong' });
    expect(callProblemOf(error('code_expired'))).toEqual({ kind: 'code', refusal: 'codeExpired' });
    expect(callProblemOf(error('too_many_attempts'))).toEqual({
      kind: 'code',
      refusal: 'tooManyCodes',
    });
  });

  test('a lead moved on elsewhere, or gone, is not a failure to retry', () => {
    expect(callProblemOf(error('wrong_state'))).toEqual({ kind: 'moved' });
    expect(callProblemOf(error('lead_not_found'))).toEqual({ kind: 'gone', reason: 'unknown' });
    expect(callProblemOf(error('lead_expired'))).toEqual({ kind: 'gone', reason: 'expired' });
    expect(callProblemOf(error('rate_limited'))).toEqual({ kind: 'coolingDown' });
  });

  test('refused fields are passed on; every other fault offers to try again', () => {
    const fieldErrors = [
      { fieldName: 'phoneNumber', message: 'x', code: 'invalid_format' as const },
    ];
    expect(callProblemOf({ ...error('invalid_body'), fieldErrors })).toEqual({
      kind: 'fields',
      fieldErrors,
    });
    for (const code of ['invalid_body', 'network_error', 'timeout', 'internal_error'] as const) {
      expect(callProblemOf(error(code))).toEqual({ kind: 'failed' });
    }
  });
});
