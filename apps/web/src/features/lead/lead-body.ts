import type { LeadData, LeadDataPatch } from '@lf/contract';
import type { ApplicationData, ApplicationDataPatch } from '../application';
import { isPlainObject } from '../../lib/is-plain-object';

const BROWSER_ONLY_FIELDS: readonly string[] = ['id', 'leadStatus', 'expiresAt'];

/**
 * What a lead call sends: the application data without the id (it travels on its own) and
 * without what the server decides and the browser only keeps (lead status, expiry).
 */
export function leadBody(data: ApplicationData): LeadData {
  return Object.fromEntries(
    Object.entries(data).filter(([key]) => !BROWSER_ONLY_FIELDS.includes(key)),
  ) as LeadData;
}

/**
 * The body with the answers the patch removed sent as `null`, so the lead forgets them too (the
 * data kept in the browser drops them; without this the server would keep the old answer).
 */
export function withRemovedAnswers(
  body: LeadDataPatch,
  patch: ApplicationDataPatch,
): LeadDataPatch {
  const result: Record<string, unknown> = { ...body };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) result[key] = null;
    else if (isPlainObject(value)) {
      const removed = Object.entries(value).filter(([, answer]) => answer === null);
      if (removed.length === 0) continue;
      result[key] = {
        ...(isPlainObject(result[key]) ? result[key] : {}),
        ...Object.fromEntries(removed),
      };
    }
  }
  return result as LeadDataPatch;
}
