import type { Queryable } from '../db/database.js';
import type { MobileCode } from './mobile-code.js';

interface MobileCodeRow {
  lead_id: string;
  phone_number: string;
  sent_at: unknown;
  wrong_codes: number;
  locked_until: unknown;
}

/** Both drivers give `Date` for timestamptz; a string is accepted in case a driver is set up so. */
function toDate(value: unknown): Date {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new Error('A stored timestamp is not a date');
  return date;
}

function fromRow(row: MobileCodeRow): MobileCode {
  return {
    leadId: row.lead_id,
    phoneNumber: row.phone_number,
    sentAt: toDate(row.sent_at),
    wrongCodes: row.wrong_codes,
    lockedUntil: row.locked_until === null ? null : toDate(row.locked_until),
  };
}

/** `lock` holds the row until the transaction ends, so two tries are counted one after the other. */
export async function findMobileCode(
  db: Queryable,
  leadId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<MobileCode | undefined> {
  const rows = await db.query<MobileCodeRow>(
    `SELECT lead_id, phone_number, sent_at, wrong_codes, locked_until
     FROM mobile_codes WHERE lead_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [leadId],
  );
  const row = rows[0];
  return row && fromRow(row);
}

/** Stores the lead's code, replacing the one sent before. */
export async function saveMobileCode(db: Queryable, code: MobileCode): Promise<void> {
  await db.query(
    `INSERT INTO mobile_codes (lead_id, phone_number, sent_at, wrong_codes, locked_until)
     VALUES ($1, $2, $3::timestamptz, $4, $5::timestamptz)
     ON CONFLICT (lead_id) DO UPDATE
     SET phone_number = EXCLUDED.phone_number, sent_at = EXCLUDED.sent_at,
         wrong_codes = EXCLUDED.wrong_codes, locked_until = EXCLUDED.locked_until`,
    [
      code.leadId,
      code.phoneNumber,
      code.sentAt.toISOString(),
      code.wrongCodes,
      code.lockedUntil?.toISOString() ?? null,
    ],
  );
}

/** Forgets the lead's code once its number is verified. */
export async function deleteMobileCode(db: Queryable, leadId: string): Promise<void> {
  await db.query('DELETE FROM mobile_codes WHERE lead_id = $1', [leadId]);
}
