import type { ApplicationState } from '@lf/contract';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { requireLiveLead, type StoredLead } from '../leads/lead-repository.js';

/**
 * The lead, if it exists, has not expired and stands at one of `states`, as advanceStage checks:
 * else 404 `lead_not_found`, 410 `lead_expired` or 409 `wrong_state`. For the calls of a stage
 * that do not move the lead yet (a partner's page, a document's sides).
 */
export async function requireLeadAt(
  db: Queryable,
  id: string,
  states: readonly ApplicationState[],
  now: Date,
): Promise<StoredLead> {
  const lead = await requireLiveLead(db, id, now);
  if (!states.includes(lead.applicationState)) {
    throw new ApiError(409, 'wrong_state', 'The lead is not at this stage.', 'id');
  }
  return lead;
}
