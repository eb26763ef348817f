import {
  ApplicationStateSchema,
  LeadAnswerSchema,
  LeadDataSchema,
  RedirectMethodSchema,
  type ApplicationState,
  type LeadAnswer,
  type LeadData,
} from '@lf/contract';
import * as z from 'zod/mini';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import type { CheckingDecision } from '../scenarios/checking-outcome.js';
import type { LeadProgress } from '../scenarios/lead-progress.js';

/** A lead as the sandbox keeps it. */
export interface StoredLead extends LeadProgress {
  id: string;
  product: string;
  data: LeadData;
  applicationState: ApplicationState;
  leadStatus: number;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  /** The stages completed so far, in order (stage-outcome.ts). */
  completedStages: readonly ApplicationState[];
  /** Raised by one on every save (saveLead): an update naming an older one is refused. */
  revision: number;
  /** SHA-256 of the lead's write secret (write-secret.ts); null for a lead made before them. */
  writeSecretHash: string | null;
  /**
   * The number (without separators) the lead's mobile code was verified for; null until one is.
   * At MOBILE_VERIFICATION, an update is refused unless it is the lead's number (verified-number.ts).
   */
  mobileVerifiedPhone: string | null;
  /**
   * Whether a request of the v3 (dynamic) form made or saved the lead (`dynamicForm`, itself never
   * stored): its flow has pages of its own, and none of the classic form's steps, so a stage never
   * sends it back to one (stage-outcome.ts). Set once, never cleared.
   */
  dynamicForm: boolean;
  /**
   * When the retention job deleted the lead's personal data (src/retention/): the row is then a
   * tombstone, its data empty, and every call about it answers 410 `lead_expired`. Null before.
   * Set by the job only: saveLead never writes it.
   */
  erasedAt: Date | null;
}

interface LeadRow {
  id: string;
  product: string;
  data: unknown;
  application_state: number;
  lead_status: number;
  created_at: unknown;
  updated_at: unknown;
  expires_at: unknown;
  decided_state: number | null;
  redirect_url: string | null;
  redirect_method: string | null;
  status_polls: number;
  completed_stages: unknown;
  revision: number;
  write_secret_hash: string | null;
  mobile_verified_phone: string | null;
  dynamic_form: boolean;
  personal_data_erased_at: unknown;
}

/** Both drivers give `Date` for timestamptz; a string is accepted in case a driver is set up so. */
function toDate(value: unknown): Date {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new Error('A stored timestamp is not a date');
  return date;
}

function decisionFromRow(row: LeadRow): CheckingDecision | null {
  if (row.decided_state === null) return null;
  const state = ApplicationStateSchema.parse(row.decided_state);
  if (row.redirect_url === null || row.redirect_method === null) return { state };
  return {
    state,
    redirect: { url: row.redirect_url, method: RedirectMethodSchema.parse(row.redirect_method) },
  };
}

const CompletedStagesSchema = z.array(ApplicationStateSchema);

function fromRow(row: LeadRow): StoredLead {
  return {
    id: row.id,
    product: row.product,
    data: LeadDataSchema.parse(row.data),
    applicationState: ApplicationStateSchema.parse(row.application_state),
    leadStatus: row.lead_status,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    expiresAt: toDate(row.expires_at),
    decision: decisionFromRow(row),
    statusPolls: row.status_polls,
    completedStages: CompletedStagesSchema.parse(row.completed_stages),
    revision: row.revision,
    writeSecretHash: row.write_secret_hash,
    mobileVerifiedPhone: row.mobile_verified_phone,
    dynamicForm: row.dynamic_form,
    erasedAt: row.personal_data_erased_at === null ? null : toDate(row.personal_data_erased_at),
  };
}

const LEAD_COLUMNS =
  'id, product, data, application_state, lead_status, created_at, updated_at, expires_at, ' +
  'decided_state, redirect_url, redirect_method, status_polls, completed_stages, revision, ' +
  'write_secret_hash, mobile_verified_phone, dynamic_form';

/** What findLead reads: the columns a write stores, and the mark of the retention job. */
const READ_COLUMNS = `${LEAD_COLUMNS}, personal_data_erased_at`;

/** The decision, the status-call count and the completed stages, as the last five lead columns. */
function progressParams(lead: StoredLead): unknown[] {
  return [
    lead.decision?.state ?? null,
    lead.decision?.redirect?.url ?? null,
    lead.decision?.redirect?.method ?? null,
    lead.statusPolls,
    JSON.stringify(lead.completedStages),
  ];
}

export async function insertLead(db: Queryable, lead: StoredLead): Promise<void> {
  await db.query(
    `INSERT INTO leads (${LEAD_COLUMNS})
     VALUES ($1, $2, $3::jsonb, $4, $5, $6::timestamptz, $7::timestamptz, $8::timestamptz,
             $9, $10, $11, $12, $13::jsonb, $14, $15, $16, $17)`,
    [
      lead.id,
      lead.product,
      JSON.stringify(lead.data),
      lead.applicationState,
      lead.leadStatus,
      lead.createdAt.toISOString(),
      lead.updatedAt.toISOString(),
      lead.expiresAt.toISOString(),
      ...progressParams(lead),
      lead.revision,
      lead.writeSecretHash,
      lead.mobileVerifiedPhone,
      lead.dynamicForm,
    ],
  );
}

/**
 * Overwrites what an update, a status call or a stage may change: product, data, state, status,
 * `updated_at`, the checking decision, the status-call count, the completed stages, the
 * verified mobile number and the v3 form's mark; raises the revision by one. Gives the lead as saved, with its new revision.
 */
export async function saveLead(db: Queryable, lead: StoredLead): Promise<StoredLead> {
  const rows = await db.query<{ revision: number }>(
    `UPDATE leads
     SET product = $2, data = $3::jsonb, application_state = $4, lead_status = $5,
         updated_at = $6::timestamptz, decided_state = $7, redirect_url = $8,
         redirect_method = $9, status_polls = $10, completed_stages = $11::jsonb,
         mobile_verified_phone = $12, dynamic_form = $13, revision = revision + 1
     WHERE id = $1
     RETURNING revision`,
    [
      lead.id,
      lead.product,
      JSON.stringify(lead.data),
      lead.applicationState,
      lead.leadStatus,
      lead.updatedAt.toISOString(),
      ...progressParams(lead),
      lead.mobileVerifiedPhone,
      lead.dynamicForm,
    ],
  );
  const saved = rows[0];
  if (!saved) throw new Error('A lead saved in a transaction was not there');
  return { ...lead, revision: saved.revision };
}

/**
 * Another write secret's hash for the lead, for a browser a link's token opened it in: the
 * lead's other secrets keep working. Not a data write.
 */
export async function addDeviceSecret(
  db: Queryable,
  id: string,
  hash: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO lead_device_secrets (secret_hash, lead_id, created_at)
     VALUES ($1, $2, $3::timestamptz)`,
    [hash, id, now.toISOString()],
  );
}

/** `lock` holds the row until the transaction ends, so two updates cannot lose each other's data. */
export async function findLead(
  db: Queryable,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<StoredLead | undefined> {
  const rows = await db.query<LeadRow>(
    `SELECT ${READ_COLUMNS} FROM leads WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = rows[0];
  return row && fromRow(row);
}

/** 410 `lead_expired`: the answer about a lead past its expiry, or whose data was deleted. */
export function leadExpired(): ApiError {
  return new ApiError(410, 'lead_expired', 'This lead has expired.', 'id');
}

/**
 * The lead, when it exists and has not expired at `now`: else 404 `lead_not_found` or 410
 * `lead_expired` (a lead whose personal data was deleted has long expired). What every call about
 * one lead checks first.
 */
export async function requireLiveLead(
  db: Queryable,
  id: string,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<StoredLead> {
  const lead = await findLead(db, id, options);
  if (!lead) throw new ApiError(404, 'lead_not_found', 'No lead has this id.', 'id');
  if (lead.erasedAt !== null || lead.expiresAt.getTime() <= now.getTime()) throw leadExpired();
  return lead;
}

/** A create's idempotency key: chosen by the client, scoped by the product it creates for. */
export interface IdempotencyKey {
  scope: string;
  key: string;
}

/** A lead answer with nothing secret in it: what the idempotency store keeps and replays. */
export type ReplayableAnswer = Omit<LeadAnswer, 'writeSecret'>;

/**
 * The answer an earlier create with this key gave, without any secret, and the fingerprint of
 * its request (with the hash of the secret it proposed: request-fingerprint.ts).
 */
export interface IdempotentAnswer {
  answer: ReplayableAnswer;
  requestHash: string;
}

/** `answer` without its `writeSecret`: the store never keeps one, nor gives one back. */
function withoutSecret(answer: LeadAnswer): ReplayableAnswer {
  const kept: LeadAnswer = { ...answer };
  delete kept.writeSecret;
  return kept;
}

export async function findIdempotentAnswer(
  db: Queryable,
  { scope, key }: IdempotencyKey,
): Promise<IdempotentAnswer | undefined> {
  const rows = await db.query<{ answer: unknown; request_hash: string }>(
    'SELECT answer, request_hash FROM idempotency_keys WHERE scope = $1 AND key = $2',
    [scope, key],
  );
  const row = rows[0];
  return (
    row && {
      answer: withoutSecret(LeadAnswerSchema.parse(row.answer)),
      requestHash: row.request_hash,
    }
  );
}

/**
 * Records the answer for `key`, without any secret it carries; false when another request
 * recorded that key first.
 */
export async function saveIdempotentAnswer(
  db: Queryable,
  { scope, key }: IdempotencyKey,
  { answer, requestHash }: IdempotentAnswer,
  createdAt: Date,
): Promise<boolean> {
  const kept = withoutSecret(answer);
  const rows = await db.query(
    `INSERT INTO idempotency_keys (scope, key, request_hash, lead_id, answer, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::timestamptz)
     ON CONFLICT (scope, key) DO NOTHING
     RETURNING key`,
    [scope, key, requestHash, kept.id, JSON.stringify(kept), createdAt.toISOString()],
  );
  return rows.length === 1;
}

export async function purgeIdempotencyKeys(db: Queryable, createdBefore: Date): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE created_at < $1::timestamptz', [
    createdBefore.toISOString(),
  ]);
}
