import type { LeadData } from '@lf/contract';
import type { ApplicationData } from '../application';

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
