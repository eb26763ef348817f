import { randomUUID } from 'node:crypto';
import {
  LeadDataSchema,
  type LeadAnswer,
  type LeadCreateRequest,
  type LeadUpdateRequest,
} from '@lf/contract';
import type { Database } from '../db/database.js';
import { nextApplicationState } from '../scenarios/next-application-state.js';
import { deepMerge } from './deep-merge.js';
import { IDEMPOTENCY_KEY_LIFETIME_MS, LEAD_LIFETIME_MS } from './lead-lifetime.js';
import {
  findIdempotentAnswer,
  findLead,
  insertLead,
  purgeIdempotencyKeys,
  saveIdempotentAnswer,
  saveLead,
  type StoredLead,
} from './lead-repository.js';
import { LeadStatus } from './lead-status.js';

export interface CreateResult {
  answer: LeadAnswer;
  /** True when an earlier create with the same idempotency key gave this answer. */
  replayed: boolean;
}

export interface LeadService {
  create(request: LeadCreateRequest, idempotencyKey?: string): Promise<CreateResult>;
  /** `undefined` when no lead has the request's id. */
  update(request: LeadUpdateRequest): Promise<LeadAnswer | undefined>;
  status(id: string): Promise<LeadAnswer | undefined>;
}

export function toLeadAnswer(lead: StoredLead): LeadAnswer {
  return {
    id: lead.id,
    applicationState: lead.applicationState,
    leadStatus: lead.leadStatus,
    expiresAt: lead.expiresAt.toISOString(),
  };
}

/** Raised inside a create's transaction to roll it back when another request took the key. */
class IdempotencyKeyTaken extends Error {
  override readonly name = 'IdempotencyKeyTaken';
}

/** Lead behaviour over a database. Every write runs in one transaction. */
export function createLeadService(db: Database, now: () => Date = () => new Date()): LeadService {
  async function create(request: LeadCreateRequest, idempotencyKey?: string) {
    const { product, ...data } = request;
    const createdAt = now();
    return db.transaction(async (tx): Promise<CreateResult> => {
      if (idempotencyKey !== undefined) {
        await purgeIdempotencyKeys(tx, new Date(createdAt.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS));
        const earlier = await findIdempotentAnswer(tx, idempotencyKey);
        if (earlier) return { answer: earlier, replayed: true };
      }

      const lead: StoredLead = {
        id: randomUUID(),
        product,
        data,
        applicationState: nextApplicationState({ data, event: 'create' }),
        leadStatus: LeadStatus.ACTIVE,
        createdAt,
        updatedAt: createdAt,
        expiresAt: new Date(createdAt.getTime() + LEAD_LIFETIME_MS),
      };
      await insertLead(tx, lead);
      const answer = toLeadAnswer(lead);
      if (idempotencyKey !== undefined) {
        const saved = await saveIdempotentAnswer(tx, idempotencyKey, answer, createdAt);
        if (!saved) throw new IdempotencyKeyTaken();
      }
      return { answer, replayed: false };
    });
  }

  return {
    async create(request, idempotencyKey) {
      try {
        return await create(request, idempotencyKey);
      } catch (error) {
        // A concurrent create with the same key committed first: answer as it did.
        if (!(error instanceof IdempotencyKeyTaken) || idempotencyKey === undefined) throw error;
        const earlier = await findIdempotentAnswer(db, idempotencyKey);
        if (!earlier) throw error;
        return { answer: earlier, replayed: true };
      }
    },

    update(request) {
      const { id, product, ...patch } = request;
      return db.transaction(async (tx) => {
        const lead = await findLead(tx, id, { lock: true });
        if (!lead) return undefined;
        // Merging two valid data sets gives a valid one; parsing restores the type from the merge.
        const data = LeadDataSchema.parse(deepMerge(lead.data, patch));
        const updated: StoredLead = {
          ...lead,
          product,
          data,
          applicationState: nextApplicationState({
            data,
            event: 'update',
            previousState: lead.applicationState,
          }),
          updatedAt: now(),
        };
        await saveLead(tx, updated);
        return toLeadAnswer(updated);
      });
    },

    async status(id) {
      const lead = await findLead(db, id);
      return lead && toLeadAnswer(lead);
    },
  };
}
