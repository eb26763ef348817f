import { MobileVerificationStatusSchema } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import {
  CODE_LIFETIME_MS,
  LOCK_MS,
  MAX_WRONG_CODES,
  RESEND_COOLDOWN_MS,
  SANDBOX_CODE,
  checkCode,
  mayResend,
  maskPhoneNumber,
  phoneNumberOfShape,
  sendCode,
  statusOf,
  type MobileCode,
} from './mobile-code';

const leadId = '3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00';
const sentAt = new Date('2026-03-02T10:00:00Z');
const later = (ms: number) => new Date(sentAt.getTime() + ms);
const fresh = sendCode(leadId, '+34612345678', sentAt);

function typeWrong(times: number, code: MobileCode = fresh): MobileCode {
  let current = code;
  for (let i = 0; i < times; i += 1) {
    const check = checkCode(current, '000000', later(1000));
    if (check.outcome !== 'wrong' && check.outcome !== 'locked') throw new Error(check.outcome);
    current = check.code;
  }
  return current;
}

describe('mobile verification code', () => {
  test('the sandbox code is right while it is fresh', () => {
    expect(checkCode(fresh, SANDBOX_CODE, later(CODE_LIFETIME_MS))).toEqual({ outcome: 'right' });
  });

  test('a code older than ten minutes is expired, whatever is typed, and nothing is counted', () => {
    expect(checkCode(fresh, SANDBOX_CODE, later(CODE_LIFETIME_MS + 1))).toEqual({
      outcome: 'expired',
    });
    expect(checkCode(fresh, '000000', later(CODE_LIFETIME_MS + 1))).toEqual({
      outcome: 'expired',
    });
  });

  test('each wrong code is counted; the fifth locks the lead for fifteen minutes', () => {
    const fourWrong = typeWrong(MAX_WRONG_CODES - 1);
    expect(fourWrong.wrongCodes).toBe(4);
    expect(statusOf(fourWrong, later(1000)).attemptsLeft).toBe(1);
    const check = checkCode(fourWrong, '000000', later(2000));
    expect(check).toMatchObject({ outcome: 'locked', code: { wrongCodes: 5 } });
    if (check.outcome !== 'locked') return;
    expect(check.code.lockedUntil).toEqual(later(2000 + LOCK_MS));
    // Locked, even the right code is refused; the page learns when to ask for another.
    expect(checkCode(check.code, SANDBOX_CODE, later(3000)).outcome).toBe('locked');
    expect(statusOf(check.code, later(3000))).toMatchObject({
      attemptsLeft: 0,
      resendAvailableAt: later(2000 + LOCK_MS).toISOString(),
    });
    expect(mayResend(check.code, later(LOCK_MS))).toBe(false);
    expect(mayResend(check.code, later(2000 + LOCK_MS))).toBe(true);
  });

  test('a new code after the lock starts the count again; during it, a new number does not', () => {
    const locked = typeWrong(MAX_WRONG_CODES);
    expect(sendCode(leadId, '+34699999999', later(LOCK_MS + 5000), locked)).toMatchObject({
      wrongCodes: 0,
      lockedUntil: null,
    });
    expect(sendCode(leadId, '+34699999999', later(5000), locked)).toMatchObject({
      wrongCodes: MAX_WRONG_CODES,
      lockedUntil: locked.lockedUntil,
    });
  });

  test('another code may be asked for thirty seconds after the last', () => {
    expect(mayResend(fresh, later(RESEND_COOLDOWN_MS - 1))).toBe(false);
    expect(mayResend(fresh, later(RESEND_COOLDOWN_MS))).toBe(true);
  });

  test('the status says where the code went, hiding all but the last three digits', () => {
    const status = statusOf(fresh, sentAt);
    expect(MobileVerificationStatusSchema.parse(status)).toEqual({
      maskedPhoneNumber: '••• ••• 678',
      codeLength: 6,
      resendAvailableAt: later(RESEND_COOLDOWN_MS).toISOString(),
      attemptsLeft: MAX_WRONG_CODES,
    });
    expect(maskPhoneNumber('')).toBe('');
  });

  test.each([
    ['+34 612 345 678', '+34612345678'],
    ['612-34-56-78', '612345678'],
    ['(0721) 123.456', '0721123456'],
  ])('a phone number of the right shape is kept without separators: %s', (typed, kept) => {
    expect(phoneNumberOfShape(typed)).toBe(kept);
  });

  test.each(['', '12345', '+34 612 ABC 678', '++34612345678', '1'.repeat(18)])(
    'anything else is not a phone number: %j',
    (typed) => {
      expect(phoneNumberOfShape(typed)).toBeNull();
    },
  );
});
