import { ApplicationState, type LeadAnswer, type MobileVerificationStatus } from '@lf/contract';
import type { Database, Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { fieldErrorsError } from '../http/parse-request.js';
import { mergeLeadData } from '../leads/lead-size.js';
import { findLead, requireLiveLead, saveLead, type StoredLead } from '../leads/lead-repository.js';
import { toLeadAnswer, type LeadService } from '../leads/lead-service.js';
import {
  checkCode,
  isLocked,
  mayResend,
  phoneNumberOfShape,
  sendCode,
  statusOf,
  type MobileCode,
} from './mobile-code.js';
import { deleteMobileCode, findMobileCode, saveMobileCode } from './mobile-code-repository.js';
import { leadPhoneNumber } from './verified-number.js';

/**
 * Mobile verification (README, "Mobile verification"): the code a lead at MOBILE_VERIFICATION was
 * sent, a new one after the cool-down, a change of number, and the verification that moves the
 * lead on. Nothing is really sent; the code is always SANDBOX_CODE.
 */
export interface MobileService {
  /** Where the code went (sending the first one if none was), when another may be sent. */
  status(id: string): Promise<MobileVerificationStatus>;
  /** The right code moves the lead on; otherwise `code_wrong`, `code_expired` or `too_many_attempts`. */
  verify(id: string, code: string): Promise<LeadAnswer>;
  /** A new code: `rate_limited` during the cool-down, `too_many_attempts` while locked. */
  resend(id: string): Promise<MobileVerificationStatus>;
  /** A new number (shape only; `invalid_body` on `phoneNumber`) and a code sent to it. */
  change(id: string, phoneNumber: string): Promise<LeadAnswer>;
  /** Test fixtures only: the lead's code as if sent `minutesAgo` (expired after 10). */
  backdate(id: string, minutesAgo: number): Promise<MobileVerificationStatus>;
}

const VERIFYING = [ApplicationState.MOBILE_VERIFICATION];
const CHANGING = [ApplicationState.CHANGE_MOBILE_NUMBER, ApplicationState.MOBILE_VERIFICATION];

/** The lead, if it exists, has not expired and stands at one of `states` (as advanceStage checks). */
async function requireLeadAt(
  db: Queryable,
  id: string,
  states: readonly ApplicationState[],
  now: Date,
): Promise<StoredLead> {
  const lead = await requireLiveLead(db, id, now, { lock: true });
  if (!states.includes(lead.applicationState)) {
    throw new ApiError(409, 'wrong_state', 'The lead is not at this stage.', 'id');
  }
  return lead;
}

/**
 * The lead's current code: the one sent, or one sent now when none was (the lead came to
 * MOBILE_VERIFICATION by a scenario or a seed) or the lead's number has changed since.
 */
async function currentCode(tx: Queryable, lead: StoredLead, now: Date): Promise<MobileCode> {
  const sent = await findMobileCode(tx, lead.id, { lock: true });
  const phone = leadPhoneNumber(lead.data);
  if (sent && sent.phoneNumber === phone) return sent;
  const code = sendCode(lead.id, phone, now, sent);
  await saveMobileCode(tx, code);
  return code;
}

export function createMobileService(
  db: Database,
  leads: Pick<LeadService, 'advanceStage'>,
  now: () => Date = () => new Date(),
): MobileService {
  return {
    status(id) {
      return db.transaction(async (tx) => {
        const at = now();
        const lead = await requireLeadAt(tx, id, VERIFYING, at);
        return statusOf(await currentCode(tx, lead, at), at);
      });
    },

    async verify(id, typed) {
      // The try is counted (committed) before it is refused.
      const { outcome, phoneNumber } = await db.transaction(async (tx) => {
        const at = now();
        const lead = await requireLeadAt(tx, id, VERIFYING, at);
        const sent = await currentCode(tx, lead, at);
        const check = checkCode(sent, typed, at);
        if (check.outcome === 'wrong' || check.outcome === 'locked') {
          await saveMobileCode(tx, check.code);
        }
        return { outcome: check.outcome, phoneNumber: sent.phoneNumber };
      });
      if (outcome === 'wrong') {
        throw new ApiError(422, 'code_wrong', 'The code is not the one sent.', 'code');
      }
      if (outcome === 'expired') {
        throw new ApiError(410, 'code_expired', 'The code has expired: send a new one.', 'code');
      }
      if (outcome === 'locked') {
        throw new ApiError(
          429,
          'too_many_attempts',
          'Too many wrong codes: wait, then send a new one.',
          'code',
        );
      }
      // The number the code went to is recorded as verified as the lead moves on: from then on
      // its updates are no longer refused (verified-number.ts).
      const answer = await leads.advanceStage({
        id,
        at: ApplicationState.MOBILE_VERIFICATION,
        outcome: 'done',
        verifiedPhoneNumber: phoneNumber,
      });
      await deleteMobileCode(db, id);
      return answer;
    },

    resend(id) {
      return db.transaction(async (tx) => {
        const at = now();
        const lead = await requireLeadAt(tx, id, VERIFYING, at);
        const sent = await currentCode(tx, lead, at);
        if (isLocked(sent, at)) {
          throw new ApiError(
            429,
            'too_many_attempts',
            'Too many wrong codes: wait, then send a new one.',
          );
        }
        if (!mayResend(sent, at)) {
          throw new ApiError(
            429,
            'rate_limited',
            'A code was sent moments ago: wait, then ask again.',
          );
        }
        const code = sendCode(id, sent.phoneNumber, at, sent);
        await saveMobileCode(tx, code);
        return statusOf(code, at);
      });
    },

    backdate(id, minutesAgo) {
      return db.transaction(async (tx) => {
        const at = now();
        const lead = await requireLeadAt(tx, id, VERIFYING, at);
        const code = await currentCode(tx, lead, at);
        const sentAt = new Date(at.getTime() - minutesAgo * 60_000);
        const backdated = { ...code, sentAt };
        await saveMobileCode(tx, backdated);
        return statusOf(backdated, at);
      });
    },

    async change(id, given) {
      const phoneNumber = phoneNumberOfShape(given);
      if (phoneNumber === null) {
        throw fieldErrorsError(
          422,
          [{ fieldName: 'phoneNumber', code: 'invalid_format', message: 'Enter a phone number.' }],
          '',
        );
      }
      const patch = { contactDetails: { phoneNumber } };
      // Waiting for a code, the lead stays there: the number is stored and a code sent to it.
      const stayed = await db.transaction(async (tx) => {
        const at = now();
        const lead = await requireLeadAt(tx, id, CHANGING, at);
        if (lead.applicationState !== ApplicationState.MOBILE_VERIFICATION) return undefined;
        const updated = await saveLead(tx, {
          ...lead,
          data: mergeLeadData(lead.data, patch),
          updatedAt: at,
        });
        await currentCode(tx, updated, at);
        return toLeadAnswer(updated);
      });
      if (stayed) return stayed;
      // Sent to change the number, the lead goes back to MOBILE_VERIFICATION (stage-outcome.ts).
      const answer = await leads.advanceStage({
        id,
        at: ApplicationState.CHANGE_MOBILE_NUMBER,
        patch,
        outcome: 'done',
      });
      await db.transaction(async (tx) => {
        const lead = await findLead(tx, id, { lock: true });
        if (lead) await currentCode(tx, lead, now());
      });
      return answer;
    },
  };
}
