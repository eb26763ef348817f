import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.js';

/**
 * What the sandbox keeps of an address that unsubscribed: a SHA-256 of it, trimmed and in lower
 * case (`Ana@Example.com ` and `ana@example.com` are one address), never the address itself.
 */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex');
}

/** Records that the address wants no more marketing e-mail; once is enough (idempotent). */
export async function unsubscribeEmail(db: Queryable, email: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO unsubscribed_emails (email_sha256, unsubscribed_at)
     VALUES ($1, $2::timestamptz)
     ON CONFLICT (email_sha256) DO NOTHING`,
    [emailKey(email), at.toISOString()],
  );
}

export async function isEmailUnsubscribed(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM unsubscribed_emails WHERE email_sha256 = $1', [
    emailKey(email),
  ]);
  return rows.length > 0;
}

/** The customer ticked e-mail again on their consents page: they may be written to again. */
export async function resubscribeEmail(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM unsubscribed_emails WHERE email_sha256 = $1', [emailKey(email)]);
}
