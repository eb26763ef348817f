import type { LeadAnswer } from '@lf/contract';
import { vi } from 'vitest';
import { createAppStore } from '../app/store';
import type { ThunkDependencies } from '../features/application';
import type { ApiClient, ApiRequest, ApiResult } from '../lib/api-client';

/** The lead API's answer to a create or an update of the fake below. */
export const SAVED_LEAD: LeadAnswer = {
  id: 'L1',
  applicationState: 2,
  leadStatus: 1,
  expiresAt: '2026-11-24T10:00:00Z',
};

export const INITIAL_SESSION = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';

interface Options extends Pick<
  ThunkDependencies,
  'landingSearch' | 'landingPath' | 'loadTrackingConfig'
> {
  brand?: ThunkDependencies['brand'];
  initialData?: Parameters<typeof createAppStore>[0]['initialData'];
  /** The answer to `POST /affiliate/event`, read as each is sent. */
  affiliateEvent?: () => ApiResult<unknown>;
}

/**
 * The app's store over a fake lead API that saves every lead as `SAVED_LEAD` and records every
 * request: for the tests of what a visit's attribution puts on the lead.
 */
export function storeWithLeadApi({
  affiliateEvent = () => ({ ok: true, status: 200, data: {} }),
  ...options
}: Options) {
  const requests: ApiRequest[] = [];
  const api = vi.fn(async (_schema: unknown, request: ApiRequest) => {
    requests.push(request);
    if (request.path === '/affiliate/event') return affiliateEvent();
    return { ok: true as const, status: 200, data: request.path === '/v3/lead' ? SAVED_LEAD : {} };
  }) as unknown as ApiClient;
  const store = createAppStore({
    api,
    retryDelaysMs: [],
    landingPath: '/',
    brand: { affiliateReferenceExpiryHours: 480 },
    initialData: { amount: 500, period: 61, sessionId: INITIAL_SESSION },
    ...options,
  });
  return { store, requests };
}
