import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { ApplicationState, type LeadAnswer } from '@lf/contract';
import type { ApiResult } from '../../lib/api-client';
import { logger } from '../../lib/logger';
import { storage } from '../../lib/storage';
import { leadSaved, type ApplicationRootState, type ThunkDependencies } from '../application';
import { getLeadStatus } from '../lead';

type CheckThunk = ThunkAction<
  Promise<ApiResult<LeadAnswer> | null>,
  ApplicationRootState,
  ThunkDependencies,
  UnknownAction
>;

/** A redirect's partner address and method, kept so a reload of the result page still has them. */
function rememberRedirect(answer: LeadAnswer) {
  if (answer.applicationState !== ApplicationState.REDIRECTED || !answer.redirectUrl) return;
  storage.set('session', 'redirected', true);
  storage.set('session', 'redirectUrl', answer.redirectUrl);
  storage.set('session', 'redirectMethod', answer.redirectMethod ?? 'GET');
}

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
