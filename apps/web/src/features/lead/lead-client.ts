import {
  IDEMPOTENCY_HEADER,
  LeadContactAnswerSchema,
  LinkContactSchema,
  leadContactPath,
  sendLinkPath,
  type LeadContactAnswer,
  type LinkChannel,
  type LinkContact,
  LeadAnswerSchema,
  LeadUrlAnswerSchema,
  WRITE_SECRET_HEADER,
  type LeadUrlAnswer,
  type DynamicForm,
  LeadPaths,
  type LeadAnswer,
  type LeadDataPatch,
} from '@lf/contract';
import type { BrandConfig } from '../../config/brand-config-schema';
import type { ApiClient, ApiResult } from '../../lib/api-client';

/**
 * Where a brand's leads are saved (spec section 7's lead paths, issue 38 item 5): the brand's
 * `leadPath`; unset, the earlier form's `/v2/lead` for the classic page and `/v3/lead` for the
 * dynamic one. Without a brand (a store made without one), `/v3/lead`.
 */
export function leadSavePath(brand?: Partial<Pick<BrandConfig, 'applicationPage' | 'leadPath'>>) {
  const page = brand?.applicationPage;
  const form = brand?.leadPath ?? (page === undefined || page === 'dynamic' ? 'v3' : 'v2');
  return form === 'v2' ? LeadPaths.leadV2 : LeadPaths.lead;
}

/** A lead request's data, and the v3 form's marker when a configured flow sends it. */
export type LeadRequestData = LeadDataPatch & { dynamicForm?: DynamicForm };

/**
 * Creates the lead under the write secret this browser made for it (lead-write-secret.ts), which
 * the answer never carries. The idempotency key makes a retried create (same key, same secret)
 * return the first lead.
 */
export function createLead(
  api: ApiClient,
  data: LeadRequestData,
  { key, writeSecret }: { key: string; writeSecret: string },
  path: string = LeadPaths.lead,
): Promise<ApiResult<LeadAnswer>> {
  return api(LeadAnswerSchema, {
    method: 'POST',
    path,
    body: data,
    headers: { [IDEMPOTENCY_HEADER]: key, [WRITE_SECRET_HEADER]: writeSecret },
  });
}

/** What this browser holds to write a lead: its secret and the revision it last read. */
export interface LeadAccess {
  writeSecret: string | null;
  revision: number | null;
}

/** The write-secret header, when this browser holds a secret for the lead. */
export function writeSecretHeaders(writeSecret: string | null): Record<string, string> {
  return writeSecret === null ? {} : { [WRITE_SECRET_HEADER]: writeSecret };
}

/**
 * Updates the lead, sending its secret and the revision the answers were read at: the server
 * refuses a stale one (409 `stale_revision`) rather than overwrite newer answers.
 */
export function updateLead(
  api: ApiClient,
  id: string,
  data: LeadRequestData,
  { writeSecret, revision }: LeadAccess,
  path: string = LeadPaths.lead,
): Promise<ApiResult<LeadAnswer>> {
  return api(LeadAnswerSchema, {
    method: 'PUT',
    path,
    body: { ...data, id, ...(revision === null ? {} : { revision }) },
    headers: writeSecretHeaders(writeSecret),
  });
}

/**
 * The lead and every answer it holds: the returning link's call (`path`: its v3 or v2 form), with
 * any `headers` it needs (a link's resume token).
 */
export function getLeadWithAnswers(
  api: ApiClient,
  path: string,
  headers?: Record<string, string>,
): Promise<ApiResult<LeadUrlAnswer>> {
  return api(LeadUrlAnswerSchema, { method: 'GET', path, ...(headers ? { headers } : {}) });
}

/** Where a returning link with no credential can have a fresh one sent, masked (decision 0033). */
export function getLeadContact(api: ApiClient, id: string): Promise<ApiResult<LeadContactAnswer>> {
  return api(LeadContactAnswerSchema, { method: 'GET', path: leadContactPath(id) });
}

/** Sends the applicant a fresh returning link on `channel`; the answer says where, masked. */
export function sendContinueLink(
  api: ApiClient,
  id: string,
  channel: LinkChannel,
): Promise<ApiResult<LinkContact>> {
  return api(LinkContactSchema, { method: 'POST', path: sendLinkPath(id), body: { channel } });
}

export function getLeadStatus(api: ApiClient, id: string): Promise<ApiResult<LeadAnswer>> {
  return api(LeadAnswerSchema, { method: 'GET', path: LeadPaths.leadStatus(id) });
}
