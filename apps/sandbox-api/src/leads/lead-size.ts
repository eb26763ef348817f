import { LeadDataSchema, type LeadData, type LeadDataPatch } from '@lf/contract';
import { ApiError } from '../http/api-error.js';
import { deepMerge } from './deep-merge.js';

/**
 * The most a lead's data may weigh, as JSON: about ten times a full application. The contract's
 * per-field limits already bound a lead, and this bounds the sum, so no run of updates can make
 * one lead slow to read and write for everyone (the embedded database runs on the server's thread).
 */
export const MAX_LEAD_DATA_BYTES = 32 * 1024;

/** Throws 413 `payload_too_large` when `data` (the lead after a merge) passes the limit. */
function requireBoundedLead(data: LeadData): void {
  const bytes = Buffer.byteLength(JSON.stringify(data));
  if (bytes > MAX_LEAD_DATA_BYTES) {
    throw new ApiError(
      413,
      'payload_too_large',
      `The lead would hold ${bytes} bytes; at most ${MAX_LEAD_DATA_BYTES} are kept.`,
    );
  }
}

/**
 * The lead's data with `patch` merged in (`null` removes a key), or 413 `payload_too_large` when
 * the result would pass the limit. Merging a valid patch into valid data gives valid data without
 * nulls; parsing restores the type from the merge.
 */
export function mergeLeadData(base: LeadData, patch: LeadDataPatch): LeadData {
  const data = LeadDataSchema.parse(deepMerge(base, patch));
  requireBoundedLead(data);
  return data;
}
