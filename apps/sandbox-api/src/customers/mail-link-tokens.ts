import {
  CUSTOMER_CONSENTS_TOKEN_LIFETIME_MS,
  MAIL_LINK_TOKEN_HEADER,
  MailLinkTokenSchema,
  UNSUBSCRIBE_TOKEN_LIFETIME_MS,
} from '@lf/contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { hashWriteSecret, newWriteSecret } from '../leads/write-secret.js';
import { emailKey } from './unsubscribed-emails.js';

/**
 * The tokens a mail's links carry (issue 36, decision 0033's addendum), kept beside the returning
 * links' in `lead_resume_tokens`, only as SHA-256, each with its purpose:
 * - `customer_consents`, for one lead: reads its consents until it expires
 *   (CUSTOMER_CONSENTS_TOKEN_LIFETIME_MS) or changes them, which uses it up;
 * - `unsubscribe`, for one address (its emailKey, no lead: the address outlives an application):
 *   unsubscribes it once within UNSUBSCRIBE_TOKEN_LIFETIME_MS.
 * Neither opens a returning link (resume-tokens.ts redeems its own purposes only).
 */
const plusMs = (at: Date, ms: number) => new Date(at.getTime() + ms).toISOString();

/** The token a request presents in MAIL_LINK_TOKEN_HEADER, when well-formed. */
export function presentedMailLinkToken(request: FastifyRequest): string | undefined {
  const parsed = MailLinkTokenSchema.safeParse(request.headers[MAIL_LINK_TOKEN_HEADER]);
  return parsed.success ? parsed.data : undefined;
}

/** A new consents token for lead `leadId`, for a mail's link or the next change. */
export async function mintConsentsToken(db: Queryable, leadId: string, now: Date): Promise<string> {
  const token = newWriteSecret();
  await db.query(
    `INSERT INTO lead_resume_tokens (token_hash, lead_id, created_at, purpose, expires_at)
     VALUES ($1, $2, $3::timestamptz, 'customer_consents', $4::timestamptz)`,
    [
      hashWriteSecret(token),
      leadId,
      now.toISOString(),
      plusMs(now, CUSTOMER_CONSENTS_TOKEN_LIFETIME_MS),
    ],
  );
  return token;
}

const OPEN_CONSENTS_TOKEN = `token_hash = $1 AND lead_id = $2 AND purpose = 'customer_consents'
  AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $3::timestamptz`;

/** Whether `token` reads lead `leadId`'s consents: its own, not used, revoked or expired. */
export async function consentsTokenOpens(
  db: Queryable,
  leadId: string,
  token: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM lead_resume_tokens WHERE ${OPEN_CONSENTS_TOKEN}`, [
    hashWriteSecret(token),
    leadId,
    now.toISOString(),
  ]);
  return rows.length === 1;
}

/** Uses `token` up for a change of lead `leadId`'s consents: true once, as consentsTokenOpens. */
export async function useConsentsToken(
  db: Queryable,
  leadId: string,
  token: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE lead_resume_tokens SET used_at = $3::timestamptz
     WHERE ${OPEN_CONSENTS_TOKEN} RETURNING 1`,
    [hashWriteSecret(token), leadId, now.toISOString()],
  );
  return rows.length === 1;
}

/** A new unsubscribe token for the address, for a mail's unsubscribe link. */
export async function mintUnsubscribeToken(
  db: Queryable,
  email: string,
  now: Date,
): Promise<string> {
  const token = newWriteSecret();
  await db.query(
    `INSERT INTO lead_resume_tokens (token_hash, email_sha256, created_at, purpose, expires_at)
     VALUES ($1, $2, $3::timestamptz, 'unsubscribe', $4::timestamptz)`,
    [
      hashWriteSecret(token),
      emailKey(email),
      now.toISOString(),
      plusMs(now, UNSUBSCRIBE_TOKEN_LIFETIME_MS),
    ],
  );
  return token;
}

/**
 * What `token` does for an unsubscribe of `email`: `fresh` (now used up) when it is that
 * address's, not used, revoked or expired; `used` when it was that address's and used before (an
 * unexpired one); `refused` otherwise. Call it in a transaction: the row is locked.
 */
export async function useUnsubscribeToken(
  db: Queryable,
  email: string,
  token: string,
  now: Date,
): Promise<'fresh' | 'used' | 'refused'> {
  const tokenHash = hashWriteSecret(token);
  const rows = await db.query<{ used_at: unknown }>(
    `SELECT used_at FROM lead_resume_tokens
     WHERE token_hash = $1 AND email_sha256 = $2 AND purpose = 'unsubscribe'
       AND revoked_at IS NULL AND expires_at > $3::timestamptz
     FOR UPDATE`,
    [tokenHash, emailKey(email), now.toISOString()],
  );
  const row = rows[0];
  if (row === undefined) return 'refused';
  if (row.used_at !== null) return 'used';
  await db.query('UPDATE lead_resume_tokens SET used_at = $2::timestamptz WHERE token_hash = $1', [
    tokenHash,
    now.toISOString(),
  ]);
  return 'fresh';
}
