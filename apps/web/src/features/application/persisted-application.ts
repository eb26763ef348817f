import * as z from 'zod/mini';
import { LeadDataSchema } from '@lf/contract';
import { storage } from '../../lib/storage';
import type { ApplicationData } from './application-slice';

const StoredApplicationSchema = z.extend(LeadDataSchema, {
  id: z.optional(z.uuid()),
  amount: z.number(),
  period: z.number(),
});

/**
 * Reads the stored loan application: this tab's session storage first, then local storage
 * (a closed and reopened tab). Anything that does not parse is ignored, not trusted.
 */
export function readStoredApplication(): ApplicationData | null {
  for (const area of ['session', 'local'] as const) {
    const parsed = StoredApplicationSchema.safeParse(storage.get(area, 'storedLoanApplication'));
    if (parsed.success) return parsed.data;
  }
  return null;
}

export function writeStoredApplication(data: ApplicationData): void {
  storage.set('session', 'storedLoanApplication', data);
  storage.set('local', 'storedLoanApplication', data);
}
