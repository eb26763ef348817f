import {
  IDEMPOTENCY_HEADER,
  LeadAnswerSchema,
  LeadPaths,
  type LeadAnswer,
  type LeadDataPatch,
} from '@lf/contract';
import type { ApiClient, ApiResult } from '../../lib/api-client';

/** Creates the lead. The idempotency key makes a retried create return the first lead. */
export function createLead(
  api: ApiClient,
  data: LeadDataPatch,
  idempotencyKey: string,
): Promise<ApiResult<LeadAnswer>> {
  return api(LeadAnswerSchema, {
    method: 'POST',
    path: LeadPaths.lead,
    body: data,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function updateLead(
  api: ApiClient,
  id: string,
  data: LeadDataPatch,
): Promise<ApiResult<LeadAnswer>> {
  return api(LeadAnswerSchema, { method: 'PUT', path: LeadPaths.lead, body: { ...data, id } });
}

export function getLeadStatus(api: ApiClient, id: string): Promise<ApiResult<LeadAnswer>> {
  return api(LeadAnswerSchema, { method: 'GET', path: LeadPaths.leadStatus(id) });
}
