import { VERIFICATION_CODE_LENGTH, type MobileVerificationStatus } from '@lf/contract';

/**
 * The sandbox's verification codes (README, "Mobile verification"): pure rules, no database.
 * Nothing is really sent: the code is always the same, so a test or a person can type it.
 */
export const SANDBOX_CODE = '123456';
/** Wrong codes allowed for one lead before it is locked. */
export const MAX_WRONG_CODES = 5;
/** A code older than this is expired: a new one must be sent. */
export const CODE_LIFETIME_MS = 10 * 60_000;
/** Between two codes sent to a lead. */
export const RESEND_COOLDOWN_MS = 30_000;
/** How long a lead stays locked after its last allowed wrong code. */
export const LOCK_MS = 15 * 60_000;

/** The code last sent to a lead, and what was tried with it. */
export interface MobileCode {
  leadId: string;
  /** The number the code went to, without separators ('' when the lead has none). */
  phoneNumber: string;
  sentAt: Date;
  /** Wrong codes since the lead was last unlocked. */
  wrongCodes: number;
  /** Until when verifying and resending are refused, after too many wrong codes. */
  lockedUntil: Date | null;
}

/** A code sent now to `phoneNumber`; a lock still running stays (a new number does not lift it). */
export function sendCode(
  leadId: string,
  phoneNumber: string,
  now: Date,
  earlier?: MobileCode,
): MobileCode {
  const locked = earlier !== undefined && isLocked(earlier, now);
  return {
    leadId,
    phoneNumber,
    sentAt: now,
    wrongCodes: locked ? earlier.wrongCodes : 0,
    lockedUntil: locked ? earlier.lockedUntil : null,
  };
}

export function isLocked(code: MobileCode, now: Date): boolean {
  return code.lockedUntil !== null && code.lockedUntil.getTime() > now.getTime();
}

/** When another code may be sent: after the cool-down, and not before a lock ends. */
export function resendAvailableAt(code: MobileCode): Date {
  const cooled = code.sentAt.getTime() + RESEND_COOLDOWN_MS;
  return new Date(Math.max(cooled, code.lockedUntil?.getTime() ?? 0));
}

export function mayResend(code: MobileCode, now: Date): boolean {
  return resendAvailableAt(code).getTime() <= now.getTime();
}

export type CodeCheck =
  | { outcome: 'right' }
  /** Not the code sent: counted; `code` is the record with the count. */
  | { outcome: 'wrong'; code: MobileCode }
  /** Locked (already, or by this wrong code). */
  | { outcome: 'locked'; code: MobileCode }
  /** Older than CODE_LIFETIME_MS: nothing counted, a new code is needed. */
  | { outcome: 'expired' };

/**
 * Checks a code typed: a lock answers first, then an expired code (whatever was typed: the
 * applicant needs a new one either way), then the code itself; the wrong code that uses up the
 * last attempt locks the lead for LOCK_MS.
 */
export function checkCode(code: MobileCode, typed: string, now: Date): CodeCheck {
  if (isLocked(code, now)) return { outcome: 'locked', code };
  if (now.getTime() - code.sentAt.getTime() > CODE_LIFETIME_MS) return { outcome: 'expired' };
  if (typed === SANDBOX_CODE) return { outcome: 'right' };
  const wrongCodes = code.wrongCodes + 1;
  if (wrongCodes >= MAX_WRONG_CODES) {
    return {
      outcome: 'locked',
      code: { ...code, wrongCodes, lockedUntil: new Date(now.getTime() + LOCK_MS) },
    };
  }
  return { outcome: 'wrong', code: { ...code, wrongCodes } };
}

/**
 * The number the code went to with all but its last three digits hidden: `••• ••• 678`. No
 * country code is kept: without the numbering plan its length is unknown.
 */
export function maskPhoneNumber(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return digits.length === 0 ? '' : `••• ••• ${digits.slice(-3)}`;
}

/** What the verification page shows: where the code went, when another may be sent, tries left. */
export function statusOf(code: MobileCode, now: Date): MobileVerificationStatus {
  return {
    maskedPhoneNumber: maskPhoneNumber(code.phoneNumber),
    codeLength: VERIFICATION_CODE_LENGTH,
    resendAvailableAt: resendAvailableAt(code).toISOString(),
    attemptsLeft: isLocked(code, now) ? 0 : Math.max(0, MAX_WRONG_CODES - code.wrongCodes),
  };
}

/** Separators people type in a phone number: spaces, dots, hyphens, brackets, slashes. */
const SEPARATORS = /[\s.()/-]/g;
const PHONE_SHAPE = /^\+?\d{6,17}$/;

/**
 * A phone number's shape only (a leading `+`, 6 to 17 digits once separators are removed), as
 * written without separators; null when it is not one. The front end applies the brand's
 * country rules (libphonenumber); the sandbox has no numbering plans.
 */
export function phoneNumberOfShape(value: string): string | null {
  const compact = value.trim().replace(SEPARATORS, '');
  return PHONE_SHAPE.test(compact) ? compact : null;
}
