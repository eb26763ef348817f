import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { DATAPOINTS_PATH, DataPointsAnswerSchema, type LeadPath } from '@lf/contract';
import { logger } from '../../lib/logger';
import type { ApplicationRootState, ThunkDependencies } from '../application';
import type { LackingDataPoints } from '../flow/lazy-lacking';
import { writeSecretHeaders } from './lead-client';

type LeadThunk<R> = ThunkAction<R, ApplicationRootState, ThunkDependencies, UnknownAction>;

/** The ask waits this long at most: a resume page is then decided by the answers held here. */
const ASK_TIMEOUT_MS = 3_000;

/**
 * Asks the lead API which of `dataPoints` the lead still lacks (`POST /v3/test/datapoints`, spec
 * section 7, issue 38 item 5), before a v3 flow decides where a returning link or a reload
 * resumes, with this browser's write secret for it. Null without a lead, and when the ask fails
 * (a 401 included: a browser without the secret): the answers held here decide then.
 */
export function askLackingDataPoints(
  dataPoints: readonly LeadPath[],
): LeadThunk<Promise<LackingDataPoints | null>> {
  return async (_dispatch, getState, { api }) => {
    const { applicationData, writeSecret } = getState().application;
    const { id } = applicationData;
    if (!id || dataPoints.length === 0) return null;
    const result = await api(DataPointsAnswerSchema, {
      method: 'POST',
      path: DATAPOINTS_PATH,
      body: { id, dataPoints: [...dataPoints] },
      // The API tells what a lead lacks only to a browser holding one of its write secrets.
      headers: writeSecretHeaders(writeSecret),
      signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
    });
    if (!result.ok) {
      logger.warn('Could not ask which data points the lead lacks', {
        code: result.error.code,
        status: result.status,
      });
      return null;
    }
    // Asked for another lead (the applicant started again meanwhile): not this lead's answer.
    if (result.data.id !== getState().application.applicationData.id) return null;
    const answered = getState().application;
    return {
      missing: new Set(result.data.missing),
      askedWith: answered.applicationData,
      askedAtRevision: answered.leadRevision,
    };
  };
}
