import { describe, expect, test } from 'vitest';
import { stageProblemOf } from './stage-problems';

describe('stage call problems', () => {
  test('a lead that moved on is followed; one unknown or expired is gone', () => {
    expect(stageProblemOf({ code: 'wrong_state', message: '' })).toEqual({ kind: 'moved' });
    expect(stageProblemOf({ code: 'lead_not_found', message: '' })).toEqual({
      kind: 'gone',
      reason: 'unknown',
    });
    expect(stageProblemOf({ code: 'lead_expired', message: '' })).toEqual({
      kind: 'gone',
      reason: 'expired',
    });
  });

  test('a stage not finished names what is missing', () => {
    expect(
      stageProblemOf({
        code: 'invalid_body',
        message: '',
        fieldErrors: [
          { fieldName: 'front', message: 'missing', code: 'required' },
          { fieldName: 'back', message: 'missing', code: 'required' },
        ],
      }),
    ).toEqual({ kind: 'unfinished', fields: ['front', 'back'] });
  });

  test('a file refused for its size or its type says which', () => {
    expect(stageProblemOf({ code: 'payload_too_large', message: '' })).toEqual({
      kind: 'file',
      refusal: 'tooLarge',
    });
    expect(stageProblemOf({ code: 'unsupported_media_type', message: '' })).toEqual({
      kind: 'file',
      refusal: 'wrongType',
    });
    expect(
      stageProblemOf({
        code: 'invalid_body',
        message: '',
        fieldErrors: [{ fieldName: 'file', message: 'not a JPEG', code: 'not_accepted' }],
      }),
    ).toEqual({ kind: 'file', refusal: 'wrongType' });
  });

  test('anything else is worth trying again', () => {
    for (const code of [
      'network_error',
      'timeout',
      'internal_error',
      'invalid_response',
    ] as const) {
      expect(stageProblemOf({ code, message: '' })).toEqual({ kind: 'failed' });
    }
    expect(stageProblemOf({ code: 'invalid_body', message: '' })).toEqual({ kind: 'failed' });
  });
});
