import type { Database } from '../db/database.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long after its expiry a lead's personal data is kept (LEAD_RETENTION_DAYS): 30 days. A lead
 * expires 24 hours after it was made and takes no write from then on; the month after is for what
 * still concerns the applicant: the customer's consents link of a marketing mail lives 30 days
 * (CUSTOMER_CONSENTS_TOKEN_LIFETIME_MS), so one sent as the lead expired still finds its consents
 * to withdraw; a question about the application or its partner's hand-over can be answered. Past
 * that nothing needs the answers, and data kept without a need is not kept (storage limitation,
 * GDPR art. 5(1)(e)). A lender's own periods come from its law and contracts, not from here.
 */
export const DEFAULT_LEAD_RETENTION_DAYS = 30;

/** How often the job looks for leads past their retention: hourly. */
export const DEFAULT_RETENTION_SWEEP_MS = 60 * 60 * 1000;

/** Leads erased per transaction: a large backlog is taken in steps, never in one long lock. */
const BATCH = 200;

/**
 * Every table that keeps something of a lead by its id (`lead_id`), and the sides of its identity
 * documents (by document), all deleted with the lead's personal data. A new table naming a lead is
 * added here or the retention test fails. Kept on purpose, naming no lead: `unsubscribed_emails`
 * (an address's SHA-256: the opt-out must outlive every lead of that address),
 * `lead_resume_tokens` of purpose `unsubscribe` (bound to an address's SHA-256, ending after 60
 * days), `affiliate_events` (a partner's reference and a random session id, nothing personal).
 */
export const ERASED_LEAD_TABLES = [
  // By document, before the documents.
  'id_document_sides',
  'id_documents',
  'customer_passwords',
  'idempotency_keys',
  'lead_device_secrets',
  'lead_resume_tokens',
  'mobile_codes',
  'offer_decisions',
  'partner_links',
] as const;

/**
 * Deletes the personal data of every lead whose expiry is `retentionMs` or more before `now`, and
 * answers the ids of the leads it erased. Its row stays as a tombstone: id, product, state, status,
 * decision state, completed stages, revision and dates, with `personal_data_erased_at` set; its
 * answers (`data`), write secret, verified number and partner hand-over are gone, and so is every
 * row of ERASED_LEAD_TABLES about it. Idempotent: an erased lead is not taken again. Each batch is
 * one transaction; the tables it emptied are vacuumed after, so the old row versions do not stay
 * readable in the database files (PGlite has no autovacuum).
 */
export async function erasePersonalData(
  db: Database,
  { now, retentionMs }: { now: Date; retentionMs: number },
): Promise<string[]> {
  const expiredBefore = new Date(now.getTime() - retentionMs).toISOString();
  const erased: string[] = [];
  // Mostly there is nothing to do: asked without a transaction, which PGlite would count
  // towards its next VACUUM.
  const due = await db.query(
    `SELECT 1 FROM leads
     WHERE personal_data_erased_at IS NULL AND expires_at <= $1::timestamptz LIMIT 1`,
    [expiredBefore],
  );
  if (due.length === 0) return erased;
  for (;;) {
    const ids = await db.transaction(async (tx) => {
      const leads = await tx.query<{ id: string }>(
        `SELECT id FROM leads
         WHERE personal_data_erased_at IS NULL AND expires_at <= $1::timestamptz
         ORDER BY expires_at LIMIT ${BATCH} FOR UPDATE`,
        [expiredBefore],
      );
      const ids = leads.map((lead) => lead.id);
      if (ids.length === 0) return ids;
      for (const table of ERASED_LEAD_TABLES) {
        await tx.query(
          table === 'id_document_sides'
            ? `DELETE FROM id_document_sides WHERE document_id IN
                 (SELECT document_id FROM id_documents WHERE lead_id = ANY($1::uuid[]))`
            : `DELETE FROM ${table} WHERE lead_id = ANY($1::uuid[])`,
          [ids],
        );
      }
      await tx.query(
        `UPDATE leads
         SET data = '{}'::jsonb, write_secret_hash = NULL, mobile_verified_phone = NULL,
             redirect_url = NULL, redirect_method = NULL, personal_data_erased_at = $2::timestamptz
         WHERE id = ANY($1::uuid[])`,
        [ids, now.toISOString()],
      );
      return ids;
    });
    erased.push(...ids);
    if (ids.length < BATCH) break;
  }
  if (erased.length > 0) await db.exec(`VACUUM leads, ${ERASED_LEAD_TABLES.join(', ')}`);
  return erased;
}

/** LEAD_RETENTION_DAYS in milliseconds. */
export const retentionMsOf = (days: number): number => days * DAY_MS;
