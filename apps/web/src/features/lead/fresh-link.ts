import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { LeadContactAnswer, LinkChannel, LinkContact } from '@lf/contract';
import type { ApiResult } from '../../lib/api-client';
import { logger } from '../../lib/logger';
import { retryWithBackoff } from '../../lib/retry-with-backoff';
import type { ApplicationRootState, ThunkDependencies } from '../application';
import { getLeadContact, sendContinueLink } from './lead-client';

type LeadThunk<R> = ThunkAction<R, ApplicationRootState, ThunkDependencies, UnknownAction>;

/**
 * Where a fresh returning link can go for lead `id`, masked, and whether it was decided: what a
 * link with no credential may know (decision 0033). Passing faults are retried.
 */
export function readLinkContact(id: string) {
  const thunk: LeadThunk<Promise<ApiResult<LeadContactAnswer>>> = async (
    _dispatch,
    _getState,
    { api, retryDelaysMs },
  ) => {
    const result = await retryWithBackoff(() => getLeadContact(api, id), retryDelaysMs);
    if (!result.ok) {
      logger.error('Failed to read a link contact', {
        code: result.error.code,
        status: result.status,
      });
    }
    return result;
  };
  return thunk;
}

/** Why a fresh link was not sent: too many lately (wait), or any other fault (try again). */
export type SendLinkFailure = 'tooMany' | 'failed';

/**
 * Sends the applicant a fresh returning link on `channel`. Sent once: a retry after an unclear
 * fault could send two, and the second revokes the first.
 */
export function sendFreshLink(id: string, channel: LinkChannel) {
  const thunk: LeadThunk<Promise<LinkContact | SendLinkFailure>> = async (
    _dispatch,
    _getState,
    { api },
  ) => {
    const result = await sendContinueLink(api, id, channel);
    if (result.ok) return result.data;
    logger.error('Failed to send a fresh link', {
      code: result.error.code,
      status: result.status,
    });
    return result.status === 429 ? 'tooMany' : 'failed';
  };
  return thunk;
}
