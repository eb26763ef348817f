import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { LeadAnswer } from '@lf/contract';
import type { ApiResult } from '../../lib/api-client';
import { logger } from '../../lib/logger';
import { leadSaved, type ApplicationRootState, type ThunkDependencies } from '../application';
import { getLeadStatus, rememberRedirect } from '../lead';

type CheckThunk = ThunkAction<
  Promise<ApiResult<LeadAnswer> | null>,
  ApplicationRootState,
  ThunkDependencies,
  UnknownAction
>;

/** One look at the lead's status; a decided state is stored like any other answer. */
export function checkLeadStatus(): CheckThunk {
  return async (dispatch, getState, { api }) => {
    const { id } = getState().application.applicationData;
    if (!id) return null;
    const result = await getLeadStatus(api, id);
    if (result.ok) {
      dispatch(leadSaved(result.data));
      rememberRedirect(result.data);
    } else
      logger.warn('Failed to check lead status', {
        code: result.error.code,
        status: result.status,
      });
    return result;
  };
}
