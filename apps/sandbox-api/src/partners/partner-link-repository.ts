import { PartnerPurposeSchema, type PartnerPurpose } from '@lf/contract';
import type { Queryable } from '../db/database.js';
import { hashWriteSecret } from '../leads/write-secret.js';

/**
 * A partner's page a lead was sent to, and how it ended (migrations 0005, 0018). Its address
 * carries a random secret, of which only the SHA-256 is stored; `linkId` is the row's own id,
 * never in an address.
 */
export interface PartnerLink {
  linkId: string;
  leadId: string;
  purpose: PartnerPurpose;
  /** The front end origin the applicant goes back to; none when no CORS origin is configured. */
  returnOrigin: string | null;
  finished: boolean;
  cancelled: boolean;
  expiresAt: Date;
}

interface PartnerLinkRow {
  link_id: string;
  lead_id: string;
  purpose: string;
  return_origin: string | null;
  finished_at: unknown;
  cancelled_at: unknown;
  expires_at: string | Date;
}

const COLUMNS =
  'link_id, lead_id, purpose, return_origin, finished_at, cancelled_at, expires_at' as const;

function fromRow(row: PartnerLinkRow): PartnerLink {
  return {
    linkId: row.link_id,
    leadId: row.lead_id,
    purpose: PartnerPurposeSchema.parse(row.purpose),
    returnOrigin: row.return_origin,
    finished: row.finished_at !== null,
    cancelled: row.cancelled_at !== null,
    expiresAt: new Date(row.expires_at),
  };
}

/** Approve or Cancel was pressed: the link is over, whatever its age. */
export const hasEnded = (link: PartnerLink): boolean => link.finished || link.cancelled;

export async function insertPartnerLink(
  db: Queryable,
  link: Pick<PartnerLink, 'linkId' | 'leadId' | 'purpose' | 'returnOrigin' | 'expiresAt'>,
  secret: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO partner_links
       (link_id, lead_id, purpose, return_origin, created_at, secret_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5::timestamptz, $6, $7::timestamptz)`,
    [
      link.linkId,
      link.leadId,
      link.purpose,
      link.returnOrigin,
      now.toISOString(),
      hashWriteSecret(secret),
      link.expiresAt.toISOString(),
    ],
  );
}

/** The link whose address carries `secret`, ended or not. */
export async function findPartnerLink(
  db: Queryable,
  secret: string,
): Promise<PartnerLink | undefined> {
  const rows = await db.query<PartnerLinkRow>(
    `SELECT ${COLUMNS} FROM partner_links WHERE secret_hash = $1`,
    [hashWriteSecret(secret)],
  );
  const row = rows[0];
  return row && fromRow(row);
}

/**
 * Records how the link ended, finished (the partner's part is done) or cancelled, when it is
 * still open: not ended before and not expired. Undefined when it was not (no such link, ended,
 * expired): nothing is written then.
 */
export async function endPartnerLink(
  db: Queryable,
  secret: string,
  ended: 'finished' | 'cancelled',
  now: Date,
): Promise<PartnerLink | undefined> {
  const column = ended === 'finished' ? 'finished_at' : 'cancelled_at';
  const rows = await db.query<PartnerLinkRow>(
    `UPDATE partner_links SET ${column} = $2::timestamptz
     WHERE secret_hash = $1 AND finished_at IS NULL AND cancelled_at IS NULL
       AND expires_at > $2::timestamptz
     RETURNING ${COLUMNS}`,
    [hashWriteSecret(secret), now.toISOString()],
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
