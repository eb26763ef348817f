import { randomUUID } from 'node:crypto';
import {
  ApplicationState,
  IDEMPOTENCY_HEADER,
  type LeadAnswer,
  type LeadCreateRequest,
  type LeadData,
  type LeadDataPatch,
  type LeadUpdateRequest,
  type LeadUrlAnswer,
} from '@lf/contract';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { progressAfterStatusCall, progressAfterWrite } from '../scenarios/lead-progress.js';
import {
  progressAfterStage,
  STAGES_SAVED_BY_UPDATE,
  type StageOutcome,
} from '../scenarios/stage-outcome.js';
import { requireMobileVerified } from '../mobile/verified-number.js';
import { requireLoanWithinBounds } from '../products/loan-bounds.js';
import { requireDataPointsMatch } from '../validation/data-point-errors.js';
import { requireCompleteSubmission } from './incomplete-submission.js';
import { IDEMPOTENCY_KEY_LIFETIME_MS, LEAD_LIFETIME_MS } from './lead-lifetime.js';
import {
  findIdempotentAnswer,
  findLead,
  leadExpired,
  requireLiveLead,
  insertLead,
  purgeIdempotencyKeys,
  addDeviceSecret,
  saveIdempotentAnswer,
  saveLead,
  type IdempotencyKey,
  type IdempotentAnswer,
  type StoredLead,
} from './lead-repository.js';
import { requestFingerprint } from './request-fingerprint.js';
import { mergeLeadData } from './lead-size.js';
import { LeadStatus } from './lead-status.js';
import { leadSecretCheck } from './lead-write-access.js';
import { redeemResumeToken } from './resume-tokens.js';
import { hashWriteSecret, newWriteSecret } from './write-secret.js';

export interface CreateResult {
  /**
   * The lead's answer. It carries `writeSecret` only when the create proposed none (a client from
   * before proposals) and was not replayed: a secret the server made is answered once, never kept.
   */
  answer: LeadAnswer;
  /**
   * True when an earlier create with the same idempotency key (scoped by product), the same
   * request and the same proposed secret gave this answer; the same key with another request or
   * another secret is 422 `idempotency_key_reused`.
   */
  replayed: boolean;
}

/** What comes with a create besides its body. */
export interface CreateOptions {
  /** The client's idempotency key (IDEMPOTENCY_HEADER). */
  idempotencyKey?: string;
  /**
   * The write secret the client made for this lead (WRITE_SECRET_HEADER, already checked against
   * ProposedWriteSecretSchema): only its hash is kept, and no answer carries it. Without one the
   * sandbox makes one and answers it once.
   */
  writeSecret?: string;
}

/**
 * What a returning link's read finds: the lead's answers for a browser with a credential,
 * `locked` without one, `expired` once the lead's `expiresAt` has passed (whatever is presented).
 */
export type ContinueLink =
  { kind: 'open'; answer: LeadUrlAnswer } | { kind: 'locked' } | { kind: 'expired' };

/** What a browser presents to read a lead through its link. */
export interface LinkCredentials {
  /** A one-time token the link carries (resume-tokens.ts). */
  resumeToken?: string;
  /** A write secret this browser already holds for the lead. */
  writeSecret?: string;
}

export interface AdvanceStageRequest {
  id: string;
  /** The state (or one of the states) the lead must stand at: the stage this call completes. */
  at: ApplicationState | readonly ApplicationState[];
  /** Answers merged into the lead's data as an update would (`null` removes a key). */
  patch?: LeadDataPatch;
  outcome: StageOutcome;
  /** The number a right code was just typed for (mobile verification): recorded as verified. */
  verifiedPhoneNumber?: string;
}

/** What an update may check of the lead it read, under the same lock, before anything else. */
export interface UpdateOptions {
  /** Throws to refuse the request (the route's scenario and captcha checks). */
  readonly refuse?: (held: Readonly<LeadData>) => void;
}

/**
 * Creates and updates throw `IncompleteSubmission` (writing nothing) when the request is the v3
 * form's submission and the lead still lacks a data point it lists.
 */
export interface LeadService {
  create(request: LeadCreateRequest, options?: CreateOptions): Promise<CreateResult>;
  /**
   * `undefined` when no lead has the request's id. Throws ApiError 409 `stale_revision` for an
   * older revision, 410 `lead_expired` past its expiry, 409 `lead_decided` once decided
   * (DECIDED_STATES), and 409 `mobile_verification_required` while the lead waits at
   * MOBILE_VERIFICATION with its number not verified (verified-number.ts); nothing is written.
   */
  update(request: LeadUpdateRequest, options?: UpdateOptions): Promise<LeadAnswer | undefined>;
  /**
   * Counts the call while the lead is CHECKING (see lead-progress.ts), unless it has expired.
   * Throws ApiError 410 `lead_expired` once the lead's personal data was deleted.
   */
  status(id: string): Promise<LeadAnswer | undefined>;
  /**
   * The lead and its stored answers, for a returning applicant who presents a credential: one of
   * the lead's write secrets, or a one-time token minted for this lead's link (resume-tokens.ts),
   * which gives this browser a write secret of its own, in the answer (the lead's other secrets
   * keep working). `undefined` when no lead has the id.
   */
  continueLink(id: string, credentials: LinkCredentials): Promise<ContinueLink | undefined>;
  /**
   * Completes the stage the lead stands at and moves it where stage-outcome.ts decides. Throws
   * ApiError 404 `lead_not_found`, 410 `lead_expired`, or 409 `wrong_state` when the lead is not
   * at `at` (nothing is written then).
   */
  advanceStage(request: AdvanceStageRequest): Promise<LeadAnswer>;
}

/** The partner hand-over is told only once the lead is REDIRECTED, never while checking. */
export function toLeadAnswer(lead: StoredLead): LeadAnswer {
  const redirect =
    lead.applicationState === ApplicationState.REDIRECTED ? lead.decision?.redirect : undefined;
  return {
    id: lead.id,
    applicationState: lead.applicationState,
    leadStatus: lead.leadStatus,
    expiresAt: lead.expiresAt.toISOString(),
    ...(redirect ? { redirectUrl: redirect.url, redirectMethod: redirect.method } : {}),
    revision: lead.revision,
  };
}

/** Raised inside a create's transaction to roll it back when another request took the key. */
class IdempotencyKeyTaken extends Error {
  override readonly name = 'IdempotencyKeyTaken';
}

/** Lead behaviour over a database. Every write runs in one transaction. */
/** The states of a final decision: the lead is read-only there (409 `lead_decided`). */
export const DECIDED_STATES: readonly ApplicationState[] = [
  ApplicationState.ACCEPTED,
  ApplicationState.REJECTED,
  ApplicationState.THANK_YOU,
  ApplicationState.REDIRECTED,
];

export function createLeadService(db: Database, now: () => Date = () => new Date()): LeadService {
  /**
   * The earlier create's answer for `key` (nothing secret in it), or 422 when it was made for
   * another request or with another proposed secret.
   */
  function replay(earlier: IdempotentAnswer, requestHash: string): CreateResult {
    if (earlier.requestHash !== requestHash) {
      throw new ApiError(
        422,
        'idempotency_key_reused',
        'This idempotency key was used with another request; send a new key.',
        IDEMPOTENCY_HEADER,
      );
    }
    return { answer: earlier.answer, replayed: true };
  }

  async function create(
    request: LeadCreateRequest,
    key: IdempotencyKey | undefined,
    proposedSecret: string | undefined,
  ) {
    const proposedHash = proposedSecret === undefined ? undefined : hashWriteSecret(proposedSecret);
    const requestHash = requestFingerprint(request, proposedHash);
    // `dynamicForm` describes the request: it is never stored.
    const { product, dynamicForm, ...patch } = request;
    // A create may carry `null` ("no answer"): the stored lead never holds one.
    const data = mergeLeadData({}, patch);
    const createdAt = now();
    return db.transaction(async (tx): Promise<CreateResult> => {
      if (key !== undefined) {
        await purgeIdempotencyKeys(tx, new Date(createdAt.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS));
        const earlier = await findIdempotentAnswer(tx, key);
        if (earlier) return replay(earlier, requestHash);
      }
      requireLoanWithinBounds(product, data);
      requireDataPointsMatch(product, patch, data);
      requireCompleteSubmission(data, dynamicForm);

      const id = randomUUID();
      // A client from before proposals gets one made here, answered once and never stored.
      const madeSecret = proposedSecret === undefined ? newWriteSecret() : undefined;
      const lead: StoredLead = {
        id,
        product,
        data,
        ...progressAfterWrite({ leadId: id, product, data, event: 'create', dynamicForm }),
        leadStatus: LeadStatus.ACTIVE,
        createdAt,
        updatedAt: createdAt,
        expiresAt: new Date(createdAt.getTime() + LEAD_LIFETIME_MS),
        completedStages: [],
        revision: 1,
        writeSecretHash: proposedHash ?? hashWriteSecret(madeSecret ?? ''),
        mobileVerifiedPhone: null,
        // Only the mark that the v3 form made it is kept (issue 37: its stages follow its flow).
        dynamicForm: dynamicForm !== undefined,
        erasedAt: null,
      };
      await insertLead(tx, lead);
      // What a replay of this key answers: nothing secret (issue 36: it had been the secret).
      const answer = toLeadAnswer(lead);
      if (key !== undefined) {
        const saved = await saveIdempotentAnswer(tx, key, { answer, requestHash }, createdAt);
        if (!saved) throw new IdempotencyKeyTaken();
      }
      return {
        answer: madeSecret === undefined ? answer : { ...answer, writeSecret: madeSecret },
        replayed: false,
      };
    });
  }

  return {
    async create(request, { idempotencyKey, writeSecret } = {}) {
      const key =
        idempotencyKey === undefined ? undefined : { scope: request.product, key: idempotencyKey };
      try {
        return await create(request, key, writeSecret);
      } catch (error) {
        // A concurrent create with the same key committed first: answer as it did.
        if (!(error instanceof IdempotencyKeyTaken) || key === undefined) throw error;
        const earlier = await findIdempotentAnswer(db, key);
        if (!earlier) throw error;
        const proposedHash = writeSecret === undefined ? undefined : hashWriteSecret(writeSecret);
        return replay(earlier, requestFingerprint(request, proposedHash));
      }
    },

    update(request, options = {}) {
      const { id, product, dynamicForm, revision, ...patch } = request;
      return db.transaction(async (tx) => {
        const lead = await findLead(tx, id, { lock: true });
        if (!lead) return undefined;
        options.refuse?.(lead.data);
        if (lead.erasedAt !== null || lead.expiresAt.getTime() <= now().getTime()) {
          throw leadExpired();
        }
        if (DECIDED_STATES.includes(lead.applicationState)) {
          throw new ApiError(409, 'lead_decided', 'This application was decided.', 'id');
        }
        if (revision !== undefined && revision !== lead.revision) {
          throw new ApiError(
            409,
            'stale_revision',
            `The lead is at revision ${lead.revision}; read it again before writing.`,
            'revision',
          );
        }
        requireMobileVerified(lead);
        const data = mergeLeadData(lead.data, patch);
        // The loan the lead would hold, against the product it would be stored under.
        requireLoanWithinBounds(product, data);
        requireDataPointsMatch(product, patch, data);
        requireCompleteSubmission(data, dynamicForm);
        const { completedStages } = lead;
        // A pre-offer step the server chose after checking is a stage: its PUT completes it.
        const progress =
          dynamicForm === undefined && STAGES_SAVED_BY_UPDATE.includes(lead.applicationState)
            ? progressAfterStage({
                leadId: id,
                product,
                data,
                stage: lead.applicationState,
                outcome: 'done',
                current: lead,
                completedStages,
                dynamicForm: lead.dynamicForm,
              })
            : progressAfterWrite({
                leadId: id,
                product,
                data,
                event: 'update',
                current: lead,
                dynamicForm,
                completedStages,
              });
        const updated: StoredLead = {
          ...lead,
          product,
          data,
          ...progress,
          dynamicForm: lead.dynamicForm || dynamicForm !== undefined,
          updatedAt: now(),
        };
        return toLeadAnswer(await saveLead(tx, updated));
      });
    },

    status(id) {
      return db.transaction(async (tx) => {
        const lead = await findLead(tx, id, { lock: true });
        if (!lead) return undefined;
        // Its personal data deleted, nothing of it is told but that (issue 36).
        if (lead.erasedAt !== null) throw leadExpired();
        // An expired lead takes no write: its status is answered as it stands, neither counted
        // nor decided (issue 36).
        if (lead.expiresAt.getTime() <= now().getTime()) return toLeadAnswer(lead);
        const progress = progressAfterStatusCall({
          leadId: id,
          product: lead.product,
          data: lead.data,
          current: lead,
          completedStages: lead.completedStages,
        });
        // Only calls made while CHECKING are counted; other leads are left as they are.
        if (progress.statusPolls === lead.statusPolls) return toLeadAnswer(lead);
        const polled: StoredLead = { ...lead, ...progress, updatedAt: now() };
        return toLeadAnswer(await saveLead(tx, polled));
      });
    },

    async continueLink(id, { resumeToken, writeSecret }) {
      const lead = await findLead(db, id);
      if (!lead) return undefined;
      const moment = now();
      if (lead.erasedAt !== null || lead.expiresAt.getTime() <= moment.getTime()) {
        return { kind: 'expired' };
      }
      const answer = { ...toLeadAnswer(lead), data: lead.data };
      const given =
        resumeToken === undefined
          ? undefined
          : await db.transaction(async (tx) => {
              if (!(await redeemResumeToken(tx, id, resumeToken, moment))) return undefined;
              const secret = newWriteSecret();
              await addDeviceSecret(tx, id, hashWriteSecret(secret), moment);
              return secret;
            });
      if (given !== undefined) return { kind: 'open', answer: { ...answer, writeSecret: given } };
      if ((await leadSecretCheck(db, id, writeSecret)) !== 'refused') {
        return { kind: 'open', answer };
      }
      return { kind: 'locked' };
    },

    advanceStage({ id, at, patch = {}, outcome, verifiedPhoneNumber }) {
      const states: readonly ApplicationState[] = typeof at === 'number' ? [at] : at;
      return db.transaction(async (tx) => {
        const moment = now();
        const lead = await requireLiveLead(tx, id, moment, { lock: true });
        if (!states.includes(lead.applicationState)) {
          throw new ApiError(409, 'wrong_state', 'The lead is not at this stage.', 'id');
        }
        const data = mergeLeadData(lead.data, patch);
        // An after-offer page's answers are checked as a create's or an update's are.
        requireDataPointsMatch(lead.product, patch, data);
        requireLoanWithinBounds(lead.product, data);
        const advanced: StoredLead = {
          ...lead,
          data,
          ...progressAfterStage({
            leadId: id,
            product: lead.product,
            data,
            stage: lead.applicationState,
            outcome,
            current: lead,
            completedStages: lead.completedStages,
            dynamicForm: lead.dynamicForm,
          }),
          mobileVerifiedPhone: verifiedPhoneNumber ?? lead.mobileVerifiedPhone,
          updatedAt: moment,
        };
        return toLeadAnswer(await saveLead(tx, advanced));
      });
    },
  };
}
