import { PartnerPurposeSchema, type PartnerPurpose } from '@lf/contract';
import type { Queryable } from '../db/database.js';

/** A partner's page a lead was sent to, and how it ended (migration 0005). */
export interface PartnerLink {
  linkId: string;
  leadId: string;
  purpose: PartnerPurpose;
  /** The front end origin the applicant goes back to; none when no CORS origin is configured. */
  returnOrigin: string | null;
  finished: boolean;
  cancelled: boolean;
}

interface PartnerLinkRow {
  link_id: string;
  lead_id: string;
  purpose: string;
  return_origin: string | null;
  finished_at: unknown;
  cancelled_at: unknown;
}

function fromRow(row: PartnerLinkRow): PartnerLink {
  return {
    linkId: row.link_id,
    leadId: row.lead_id,
    purpose: PartnerPurposeSchema.parse(row.purpose),
    returnOrigin: row.return_origin,
    finished: row.finished_at !== null,
    cancelled: row.cancelled_at !== null,
  };
}

export async function insertPartnerLink(
  db: Queryable,
  link: Pick<PartnerLink, 'linkId' | 'leadId' | 'purpose' | 'returnOrigin'>,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO partner_links (link_id, lead_id, purpose, return_origin, created_at)
     VALUES ($1, $2, $3, $4, $5::timestamptz)`,
    [link.linkId, link.leadId, link.purpose, link.returnOrigin, now.toISOString()],
  );
}

export async function findPartnerLink(
  db: Queryable,
  linkId: string,
): Promise<PartnerLink | undefined> {
  const rows = await db.query<PartnerLinkRow>(
    `SELECT link_id, lead_id, purpose, return_origin, finished_at, cancelled_at
     FROM partner_links WHERE link_id = $1`,
    [linkId],
  );
  const row = rows[0];
  return row && fromRow(row);
}

/** Records how the link ended: finished (the partner's part is done) or cancelled. */
export async function endPartnerLink(
  db: Queryable,
  linkId: string,
  ended: 'finished' | 'cancelled',
  now: Date,
): Promise<PartnerLink | undefined> {
  const column = ended === 'finished' ? 'finished_at' : 'cancelled_at';
  const rows = await db.query<PartnerLinkRow>(
    `UPDATE partner_links SET ${column} = $2::timestamptz WHERE link_id = $1
     RETURNING link_id, lead_id, purpose, return_origin, finished_at, cancelled_at`,
    [linkId, now.toISOString()],
  );
  const row = rows[0];
  return row && fromRow(row);
}

/** Whether any of the lead's links for `purpose` was finished at the partner. */
export async function partnerFinished(
  db: Queryable,
  leadId: string,
  purpose: PartnerPurpose,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM partner_links
     WHERE lead_id = $1 AND purpose = $2 AND finished_at IS NOT NULL LIMIT 1`,
    [leadId, purpose],
  );
  return rows.length > 0;
}
