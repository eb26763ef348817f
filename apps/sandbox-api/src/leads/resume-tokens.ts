import { RESUME_TOKEN_LIFETIME_MS } from '@lf/contract';
import type { Queryable } from '../db/database.js';
import { hashWriteSecret, newWriteSecret } from './write-secret.js';

/** A new one-time resume token for lead `id`'s returning link; only its hash is stored. */
export async function mintResumeToken(db: Queryable, leadId: string, now: Date): Promise<string> {
  const token = newWriteSecret();
  await db.query(
    `INSERT INTO lead_resume_tokens (token_hash, lead_id, created_at)
     VALUES ($1, $2, $3::timestamptz)`,
    [hashWriteSecret(token), leadId, now.toISOString()],
  );
  return token;
}

/**
 * Redeems `token` for lead `leadId`: true once, for a token minted for that lead within the
 * lifetime; false for any other (unknown, another lead's, used, too old). Marks it used.
 */
export async function redeemResumeToken(
  db: Queryable,
  leadId: string,
  token: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE lead_resume_tokens SET used_at = $3::timestamptz
     WHERE token_hash = $1 AND lead_id = $2 AND used_at IS NULL AND created_at > $4::timestamptz
     RETURNING lead_id`,
    [
      hashWriteSecret(token),
      leadId,
      now.toISOString(),
      new Date(now.getTime() - RESUME_TOKEN_LIFETIME_MS).toISOString(),
    ],
  );
  return rows.length === 1;
}
