import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  OfferStagePaths,
  PartnerLogosAnswerSchema,
  PasswordAnswerSchema,
  type PartnerLogosAnswer,
} from '@lf/contract';
import type { ApiResult } from '../../lib/api-client';
import { logger } from '../../lib/logger';
import type { ApplicationRootState, ThunkDependencies } from '../application';
import { callStage } from '../lead/lazy';

/**
 * The result pages' calls (spec section 7). The password goes straight from the form to the
 * request body: it is never put in the store (which is persisted), in storage or in a log.
 */
export const savePassword = (password: string) =>
  callStage(PasswordAnswerSchema, {
    request: (id) => ({
      method: 'POST',
      path: OfferStagePaths.customerPassword,
      body: { id, password },
    }),
    failureMessage: 'Failed to save the customer password',
    retry: false,
  });

/**
 * The partners who may contact the applicant. Decoration: a failure is logged as a warning, by
 * code and status only, and the page shows nothing in its place.
 */
export function loadPartnerLogos(): ThunkAction<
  Promise<ApiResult<PartnerLogosAnswer>>,
  ApplicationRootState,
  ThunkDependencies,
  UnknownAction
> {
  return async (_dispatch, _getState, { api }) => {
    const result = await api(PartnerLogosAnswerSchema, {
      method: 'GET',
      path: OfferStagePaths.partnerLogos,
    });
    if (!result.ok) {
      logger.warn('Failed to load the partner logos', {
        code: result.error.code,
        status: result.status,
      });
    }
    return result;
  };
}
