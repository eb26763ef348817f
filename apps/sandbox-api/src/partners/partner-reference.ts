import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';

/** Where the sandbox hands a REDIRECTED lead over: not a real site. */
const PARTNER_APPLY_URL = 'https://partner.example/apply';

/**
 * A partner's reference for a lead it is handed (issue 36): 128 random bits in hex, made when
 * checking decides REDIRECTED and kept with the decision. Never the lead's id, nor anything
 * derived from it: the id opens the lead's links and calls, and the partner is a third party.
 */
export function newPartnerReference(): string {
  return randomBytes(16).toString('hex');
}

/** The partner's address for a hand-over: `https://partner.example/apply?ref={reference}`. */
export function partnerApplyUrl(reference: string): string {
  return `${PARTNER_APPLY_URL}?ref=${encodeURIComponent(reference)}`;
}

/**
 * The lead a partner's reference names, as the lender looks it up when the partner quotes it;
 * undefined for a reference no lead was handed over with.
 */
export async function leadIdOfPartnerReference(
  db: Queryable,
  reference: string,
): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>('SELECT id FROM leads WHERE redirect_url = $1', [
    partnerApplyUrl(reference),
  ]);
  return rows[0]?.id;
}
