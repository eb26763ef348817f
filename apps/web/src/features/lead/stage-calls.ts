import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { LeadAnswerSchema, LeadPaths, type LeadAnswer } from '@lf/contract';
import type { ApiError, ApiRequest, ApiResult, ParsingSchema } from '../../lib/api-client';
import { logger } from '../../lib/logger';
import { leadSaved, type ApplicationRootState, type ThunkDependencies } from '../application';
import { writeSecretHeaders } from './lead-client';
import { rememberRedirect } from './remember-redirect';
import { retryWithBackoff } from '../../lib/retry-with-backoff';

type LeadThunk<R> = ThunkAction<R, ApplicationRootState, ThunkDependencies, UnknownAction>;

/** A call of a state-driven page: what to send, and what to log if it fails. */
export interface StageCall {
  /**
   * The request; `leadId` is the lead this browser holds (pages never read it themselves). The
   * lead's write secret is added to it here, for every call.
   */
  request: (leadId: string) => ApiRequest;
  /** Logged with the code and status only, never a value the applicant gave. */
  failureMessage: string;
  /** `warn` for a call the page can do without (decoration): its failure is no error. */
  failureLevel?: 'error' | 'warn';
  /**
   * Whether a passing fault (network, time-out, 5xx, 429) is retried with backoff. Off for a
   * call that must not count twice (a verification code: each try is an attempt; an offer's
   * answer, sent once): then only a 429 is sent again, after the wait the server asked, since
   * the server refused it without acting on it.
   */
  retry?: boolean;
}

const isRateLimited = (error: ApiError) => error.code === 'rate_limited';

const NO_LEAD: ApiResult<never> = {
  ok: false,
  status: null,
  error: { code: 'lead_not_found', message: 'This browser holds no lead' },
};

/**
 * Calls the lead API for a state-driven page (spec section 7) and returns the result; the page
 * decides what the applicant sees. A failure is logged by code and status only.
 */
export function callStage<T>(schema: ParsingSchema<T>, call: StageCall) {
  const thunk: LeadThunk<Promise<ApiResult<T>>> = async (
    _dispatch,
    getState,
    { api, retryDelaysMs },
  ) => {
    const { applicationData, writeSecret } = getState().application;
    const leadId = applicationData.id;
    if (!leadId) return NO_LEAD;
    const request = call.request(leadId);
    const withSecret =
      writeSecret === null
        ? request
        : { ...request, headers: { ...request.headers, ...writeSecretHeaders(writeSecret) } };
    const send = () => api(schema, withSecret);
    const result = await (call.retry === false
      ? retryWithBackoff(send, retryDelaysMs, undefined, isRateLimited)
      : retryWithBackoff(send, retryDelaysMs));
    if (!result.ok) {
      logger[call.failureLevel ?? 'error'](call.failureMessage, {
        code: result.error.code,
        status: result.status,
        fields: result.error.fieldErrors?.map((error) => error.fieldName),
      });
    }
    return result;
  };
  return thunk;
}

/**
 * A call that moves the lead (every save, choice, skip or continue of a state-driven page): its
 * answer is stored like a lead update's, so the page then goes where `afterSave` says.
 */
export function moveLead(call: StageCall) {
  const thunk: LeadThunk<Promise<ApiResult<LeadAnswer>>> = async (dispatch) => {
    const result = await dispatch(callStage(LeadAnswerSchema, call));
    if (result.ok) {
      dispatch(leadSaved(result.data));
      rememberRedirect(result.data);
    }
    return result;
  };
  return thunk;
}

/**
 * Where the lead stands now (GET /lead/status/{id}), stored like a lead update's answer: what a
 * page does after a 409 `wrong_state`, when the lead moved on elsewhere (another tab).
 */
export const rereadLead = () =>
  moveLead({
    request: (id) => ({ method: 'GET', path: LeadPaths.leadStatus(id) }),
    failureMessage: 'Failed to check lead status',
  });
