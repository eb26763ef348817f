import { WRITE_SECRET_HEADER } from '@lf/contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { writeSecretMatches } from './write-secret.js';

/**
 * Before a write of lead `id` (an update, a stage save, an offer choice, a code, a file): notes the
 * lead on the request for its log line, and refuses with 403 `write_secret_refused` unless the
 * request carries the lead's write secret in WRITE_SECRET_HEADER. A lead the API does not know is
 * let through, so the route answers its own 404 or 410; a lead made before write secrets (no
 * hash) asks for none.
 */
export type LeadWriteAccess = (request: FastifyRequest, id: string) => Promise<void>;

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

export function createLeadWriteAccess(db: Queryable): LeadWriteAccess {
  return async (request, id) => {
    request.leadId = id;
    const rows = await db.query<{ write_secret_hash: string | null }>(
      'SELECT write_secret_hash FROM leads WHERE id = $1',
      [id],
    );
    const hash = rows[0]?.write_secret_hash ?? null;
    if (hash === null) return;
    const presented = headerValue(request.headers[WRITE_SECRET_HEADER]);
    if (writeSecretMatches(hash, presented)) return;
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
