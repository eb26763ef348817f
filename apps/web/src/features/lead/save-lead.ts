import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { DynamicForm, LeadAnswer } from '@lf/contract';
import type { ApiResult } from '../../lib/api-client';
import { collectDeviceData } from '../../lib/device-info';
import { logger } from '../../lib/logger';
import {
  applicationDataUpdated,
  createKeyRenewed,
  leadCreateStarted,
  leadSaved,
  loadingChanged,
  resultCleared,
  type ApplicationDataPatch,
  type ApplicationRootState,
  type ThunkDependencies,
} from '../application';
import { ensureAttribution } from '../attribution/lazy';
import { leadBody, withRemovedAnswers } from './lead-body';
import { createLead, updateLead } from './lead-client';
import { retryWithBackoff } from '../../lib/retry-with-backoff';

type LeadThunk<R> = ThunkAction<R, ApplicationRootState, ThunkDependencies, UnknownAction>;
type Dispatch = Parameters<LeadThunk<unknown>>[0];

/** Logs a failed call by code and status only: never a value the applicant typed. */
function logFailure(message: string, result: ApiResult<LeadAnswer>) {
  if (result.ok) return;
  logger.error(message, {
    code: result.error.code,
    status: result.status,
    fields: result.error.fieldErrors?.map((error) => error.fieldName),
  });
}

/** A saved lead is stored; field errors are left to the page, which knows the flow's pages. */
function settle(dispatch: Dispatch, result: ApiResult<LeadAnswer>) {
  if (result.ok) dispatch(leadSaved(result.data));
}

/**
 * Saves a step: keeps the answers first (so a failure loses nothing), then creates the lead if it
 * has no id yet, or updates it. The create carries the session, the device data and the tags.
 * A failure is logged ('Failed to post lead', 'Failed to update lead') and returned for the page
 * to show with a way to try again. An update the server no longer knows (`lead_not_found`) clears
 * the stale id and creates a new lead with the same answers. A configured (v3) flow's saves carry
 * its marker, `dynamicForm` (navigator's dynamicFormOf).
 */
export function saveLead(patch: ApplicationDataPatch, path?: string, dynamicForm?: DynamicForm) {
  const marker = dynamicForm ? { dynamicForm } : {};
  const thunk: LeadThunk<Promise<ApiResult<LeadAnswer>>> = async (
    dispatch,
    getState,
    { api, retryDelaysMs },
  ) => {
    dispatch(applicationDataUpdated(patch, path));
    dispatch(loadingChanged(true));
    try {
      const { id } = getState().application.applicationData;
      if (id) {
        const body = {
          ...withRemovedAnswers(leadBody(getState().application.applicationData), patch),
          ...marker,
        };
        const result = await retryWithBackoff(() => updateLead(api, id, body), retryDelaysMs);
        logFailure('Failed to update lead', result);
        if (result.ok || result.error.code !== 'lead_not_found') {
          settle(dispatch, result);
          return result;
        }
        dispatch(resultCleared());
      }
      // A quick first Continue still carries this visit's attribution.
      await dispatch(ensureAttribution());
      dispatch(leadCreateStarted(crypto.randomUUID()));
      const { applicationData, createKey } = getState().application;
      const body = {
        ...withRemovedAnswers(leadBody(applicationData), patch),
        deviceData: collectDeviceData(),
        ...marker,
      };
      const create = (key: string) =>
        retryWithBackoff(() => createLead(api, body, key), retryDelaysMs);
      let result = await create(createKey ?? crypto.randomUUID());
      if (!result.ok && result.error.code === 'idempotency_key_reused') {
        // An earlier attempt reached the server with other answers (its answer never came back):
        // these answers are the applicant's latest, so they create the lead under a new key.
        const renewed = crypto.randomUUID();
        dispatch(createKeyRenewed(renewed));
        result = await create(renewed);
      }
      logFailure('Failed to post lead', result);
      settle(dispatch, result);
      return result;
    } finally {
      dispatch(loadingChanged(false));
    }
  };
  return thunk;
}
