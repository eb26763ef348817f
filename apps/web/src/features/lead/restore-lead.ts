import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { RESUME_TOKEN_HEADER, type LeadUrlAnswer } from '@lf/contract';
import type { ApiResult } from '../../lib/api-client';
import { logger } from '../../lib/logger';
import { leadRestored, type ApplicationRootState, type ThunkDependencies } from '../application';
import { retryWithBackoff } from '../../lib/retry-with-backoff';
import { getLeadWithAnswers } from './lead-client';

type LeadThunk<R> = ThunkAction<R, ApplicationRootState, ThunkDependencies, UnknownAction>;

/** Why a returning link did not restore a lead: gone for good, or worth trying again. */
export type RestoreFailure = 'expired' | 'unknown' | 'unavailable';

function failureOf(result: ApiResult<LeadUrlAnswer>): RestoreFailure | null {
  if (result.ok) return null;
  if (result.status === 410) return 'expired';
  if (result.status === 404 || result.status === 400) return 'unknown';
  return 'unavailable';
}

/**
 * A returning customer's link (spec section 7, GET /v3/lead/url/{id}/{urlType}{refTransactionId}
 * or its earlier form /v2/lead/url/{id}/{urlType}{queryString}, `path` as features/returning
 * chose): the lead's answers and state come back and replace what this browser held. A link's
 * one-time resume token goes in a header, and its answer's new write secret is kept, so this
 * browser may go on writing the lead. Passing faults are retried; the id is never logged.
 */
export function restoreLead(path: string, resumeToken?: string) {
  const thunk: LeadThunk<Promise<RestoreFailure | null>> = async (
    dispatch,
    _getState,
    { api, retryDelaysMs },
  ) => {
    const result = await retryWithBackoff(
      () =>
        getLeadWithAnswers(
          api,
          path,
          resumeToken === undefined ? undefined : { [RESUME_TOKEN_HEADER]: resumeToken },
        ),
      retryDelaysMs,
    );
    if (result.ok) {
      dispatch(leadRestored(result.data));
      return null;
    }
    logger.error('Failed to continue lead', { code: result.error.code, status: result.status });
    return failureOf(result);
  };
  return thunk;
}
