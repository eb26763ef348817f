import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { LeadIdSchema, RESUME_TOKEN_HEADER, type LeadUrlAnswer } from '@lf/contract';
import type { ApiResult } from '../../lib/api-client';
import { logger } from '../../lib/logger';
import { leadRestored, type ApplicationRootState, type ThunkDependencies } from '../application';
import { retryWithBackoff } from '../../lib/retry-with-backoff';
import { getLeadWithAnswers, writeSecretHeaders } from './lead-client';

type LeadThunk<R> = ThunkAction<R, ApplicationRootState, ThunkDependencies, UnknownAction>;

/**
 * Why a returning link did not restore a lead: gone for good, worth trying again, or `locked`:
 * this browser presented no credential the lead API took (a fresh link can be sent).
 */
export type RestoreFailure = 'expired' | 'unknown' | 'unavailable' | 'locked';

function failureOf(result: ApiResult<LeadUrlAnswer>): RestoreFailure | null {
  if (result.ok) return null;
  if (result.status === 410) return 'expired';
  if (result.status === 401) return 'locked';
  if (result.status === 404 || result.status === 400 || result.status === 414) return 'unknown';
  return 'unavailable';
}

/**
 * A returning customer's link (spec section 7, GET /v3/lead/url/{id}/{urlType}{refTransactionId}
 * or its earlier form /v2/lead/url/{id}/{urlType}{queryString}, `path` as features/returning
 * chose) for lead `id`: the lead's answers and state come back and replace what this browser
 * held. The call carries a credential (decision 0033): this browser's write secret when it
 * already writes that lead (a reload, the link opened where the lead was made), and the link's
 * one-time token when it has one, whose answer's new write secret is kept, so this browser may go
 * on writing the lead. Passing faults are retried; the id is never logged. An id that cannot be a
 * lead's (a link cut short, or 5,000 characters) is `unknown` without a call.
 */
export function restoreLead(path: string, id: string, resumeToken?: string) {
  const thunk: LeadThunk<Promise<RestoreFailure | null>> = async (
    dispatch,
    getState,
    { api, retryDelaysMs },
  ) => {
    if (!LeadIdSchema.safeParse(id).success) return 'unknown';
    const { applicationData, writeSecret } = getState().application;
    const held = applicationData.id === id ? writeSecret : null;
    const result = await retryWithBackoff(
      () =>
        getLeadWithAnswers(api, path, {
          ...writeSecretHeaders(held),
          ...(resumeToken === undefined ? {} : { [RESUME_TOKEN_HEADER]: resumeToken }),
        }),
      retryDelaysMs,
    );
    if (result.ok) {
      dispatch(leadRestored(result.data));
      return null;
    }
    const failure = failureOf(result);
    // A link without a credential is a path an applicant takes (a fresh link is offered), not a fault.
    if (failure === 'locked') logger.warn('A returning link came without a credential', {});
    else
      logger.error('Failed to continue lead', { code: result.error.code, status: result.status });
    return failure;
  };
  return thunk;
}
