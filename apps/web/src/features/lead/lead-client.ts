import {
  IDEMPOTENCY_HEADER,
  LeadAnswerSchema,
  type DynamicForm,
  LeadPaths,
  type LeadAnswer,
  type LeadDataPatch,
} from '@lf/contract';
import type { ApiClient, ApiResult } from '../../lib/api-client';

/** A lead request's data, and the v3 form's marker when a configured flow sends it. */
export type LeadRequestData = LeadDataPatch & { dynamicForm?: DynamicForm };

/** Creates the lead. The idempotency key makes a retried create return the first lead. */
export function createLead(
  api: ApiClient,
  data: LeadRequestData,
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
  data: LeadRequestData,
): Promise<ApiResult<LeadAnswer>> {
  return api(LeadAnswerSchema, { method: 'PUT', path: LeadPaths.lead, body: { ...data, id } });
}

export function getLeadStatus(api: ApiClient, id: string): Promise<ApiResult<LeadAnswer>> {
  return api(LeadAnswerSchema, { method: 'GET', path: LeadPaths.leadStatus(id) });
}
