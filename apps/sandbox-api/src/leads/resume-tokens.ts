import { CONTINUE_TOKEN_LIFETIME_MS, RESUME_TOKEN_LIFETIME_MS } from '@lf/contract';
import type { Queryable } from '../db/database.js';
import { hashWriteSecret, newWriteSecret } from './write-secret.js';

/**
 * What a token is for: a partner's way back to the front end, or a link sent to the applicant's
 * e-mail or phone. Each lives as long as its purpose needs.
 */
export type TokenPurpose = 'partner_return' | 'continue_link';

const LifetimeMs: Record<TokenPurpose, number> = {
  partner_return: RESUME_TOKEN_LIFETIME_MS,
  continue_link: CONTINUE_TOKEN_LIFETIME_MS,
};

/**
 * A new one-time token for lead `id`'s returning link; only its hash is stored. A link sent to the
 * applicant revokes the links sent before it: only the newest one opens the lead.
 */
export async function mintResumeToken(
  db: Queryable,
  leadId: string,
  now: Date,
  purpose: TokenPurpose = 'partner_return',
): Promise<string> {
  const token = newWriteSecret();
  if (purpose === 'continue_link') {
    await db.query(
      `UPDATE lead_resume_tokens SET revoked_at = $3::timestamptz
       WHERE lead_id = $1 AND purpose = $2 AND used_at IS NULL AND revoked_at IS NULL`,
      [leadId, purpose, now.toISOString()],
    );
  }
  await db.query(
    `INSERT INTO lead_resume_tokens (token_hash, lead_id, created_at, purpose, expires_at)
     VALUES ($1, $2, $3::timestamptz, $4, $5::timestamptz)`,
    [
      hashWriteSecret(token),
      leadId,
      now.toISOString(),
      purpose,
      new Date(now.getTime() + LifetimeMs[purpose]).toISOString(),
    ],
  );
  return token;
}

/**
 * Redeems `token` for lead `leadId`: true once, for a returning link's token (a TokenPurpose)
 * minted for that lead, not revoked and not yet expired; false for any other (unknown, another
 * lead's, used, revoked, too old, or a mail's consents or unsubscribe token). Marks it used.
 */
export async function redeemResumeToken(
  db: Queryable,
  leadId: string,
  token: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE lead_resume_tokens SET used_at = $3::timestamptz
     WHERE token_hash = $1 AND lead_id = $2 AND used_at IS NULL AND revoked_at IS NULL
       AND expires_at > $3::timestamptz AND purpose IN ('partner_return', 'continue_link')
     RETURNING lead_id`,
    [hashWriteSecret(token), leadId, now.toISOString()],
  );
  return rows.length === 1;
}
