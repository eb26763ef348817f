import { WRITE_SECRET_HEADER } from '@lf/contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { leadExpired } from './lead-repository.js';
import { writeSecretMatches } from './write-secret.js';

/**
 * Before a write of lead `id` (an update, a stage save, an offer choice, a code, a file): notes the
 * lead on the request for its log line, and refuses with 403 `write_secret_refused` unless the
 * request carries one of the lead's write secrets in WRITE_SECRET_HEADER. A lead the API does not know is
 * let through, so the route answers its own 404 or 410; a lead made before write secrets (no
 * hash) asks for none; a lead whose personal data was deleted is 410 `lead_expired` for anyone.
 */
export type LeadWriteAccess = (request: FastifyRequest, id: string) => Promise<void>;

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

/**
 * Whether `presented` opens lead `id`: `held` when it is one of the lead's write secrets (its
 * first browser's, or one a link's token gave another browser), `refused` when it is none of
 * them or missing, `open` when no secret is asked (a lead the API does not know, or one made
 * before write secrets). Every secret is compared, each in constant time.
 */
export async function leadSecretCheck(
  db: Queryable,
  id: string,
  presented: string | undefined,
): Promise<'held' | 'refused' | 'open'> {
  const check = await secretCheck(db, id, presented);
  // A lead whose personal data was deleted opens for nobody.
  return check === 'erased' ? 'refused' : check;
}

/** As leadSecretCheck, telling apart a lead whose personal data was deleted (src/retention/). */
async function secretCheck(
  db: Queryable,
  id: string,
  presented: string | undefined,
): Promise<'held' | 'refused' | 'open' | 'erased'> {
  const rows = await db.query<{
    write_secret_hash: string | null;
    erased: boolean;
    secret_hash: string | null;
  }>(
    `SELECT leads.write_secret_hash, leads.personal_data_erased_at IS NOT NULL AS erased,
       lead_device_secrets.secret_hash
     FROM leads LEFT JOIN lead_device_secrets ON lead_device_secrets.lead_id = leads.id
     WHERE leads.id = $1`,
    [id],
  );
  if (rows[0]?.erased === true) return 'erased';
  const first = rows[0]?.write_secret_hash ?? null;
  if (first === null) return 'open';
  const hashes = [first, ...rows.flatMap((row) => (row.secret_hash ? [row.secret_hash] : []))];
  const matches = hashes.map((hash) => writeSecretMatches(hash, presented));
  return matches.includes(true) ? 'held' : 'refused';
}

/** The write secret a request presents, when it presents one (once). */
export function presentedSecret(request: FastifyRequest): string | undefined {
  return headerValue(request.headers[WRITE_SECRET_HEADER]);
}

export function createLeadWriteAccess(db: Queryable): LeadWriteAccess {
  return async (request, id) => {
    request.leadId = id;
    const presented = presentedSecret(request);
    const check = await secretCheck(db, id, presented);
    // Its data deleted, the lead takes no write from anyone: told as the expired lead it is.
    if (check === 'erased') throw leadExpired();
    if (check !== 'refused') return;
    throw new ApiError(
      403,
      'write_secret_refused',
      presented === undefined
        ? `Writing this lead needs its write secret in the ${WRITE_SECRET_HEADER} header.`
        : 'This is not the write secret of this lead.',
      WRITE_SECRET_HEADER,
    );
  };
}
