import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { LeadAnswer, LeadData } from '@lf/contract';
import type { ApiResult } from '../../lib/api-client';
import { logger } from '../../lib/logger';
import {
  applicationDataUpdated,
  leadCreateStarted,
  leadSaved,
  type ApplicationRootState,
  type ThunkDependencies,
} from '../application';
import { createLead, updateLead } from './lead-client';

type LeadThunk<R> = ThunkAction<R, ApplicationRootState, ThunkDependencies, UnknownAction>;

/**
 * Saves a step: keeps the answers first (so a failure loses nothing), then creates the lead
 * if it has no id yet, or updates it. A failure is logged and returned for the page to show.
 */
export function saveLead(patch: LeadData & { amount?: number; period?: number }) {
  const thunk: LeadThunk<Promise<ApiResult<LeadAnswer>>> = async (dispatch, getState, { api }) => {
    dispatch(applicationDataUpdated(patch));
    const { applicationData } = getState().application;
    const { id, ...data } = applicationData;
    if (id) {
      const result = await updateLead(api, id, data);
      if (result.ok) dispatch(leadSaved(result.data));
      else
        logger.error('Failed to update lead', { code: result.error.code, status: result.status });
      return result;
    }
    dispatch(leadCreateStarted(crypto.randomUUID()));
    const createKey = getState().application.createKey ?? crypto.randomUUID();
    const result = await createLead(api, data, createKey);
    if (result.ok) dispatch(leadSaved(result.data));
    else logger.error('Failed to post lead', { code: result.error.code, status: result.status });
    return result;
  };
  return thunk;
}
