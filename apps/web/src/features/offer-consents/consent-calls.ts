import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  CustomerConsentsSchema,
  OfferStagePaths,
  UnsubscribeAnswerSchema,
  type CustomerConsents,
  type PolicyScope,
  type UnsubscribeAnswer,
} from '@lf/contract';
import type { ApiRequest, ApiResult, ParsingSchema } from '../../lib/api-client';
import { logger } from '../../lib/logger';
import {
  customerConsentsReceived,
  type ApplicationRootState,
  type ThunkDependencies,
} from '../application';
import { moveLead, retryWithBackoff } from '../lead/lazy';

type Thunk<T> = ThunkAction<T, ApplicationRootState, ThunkDependencies, UnknownAction>;

/**
 * The after-offer consents (spec section 7): the offer's through `/lead/offer/policy`, a
 * partner's (dynamic, Advanzia, TF Bank) through `/lead/offer/dynamic-policy`. The lead moves on
 * to the state the server chose.
 */
export const savePolicyConsents = (scope: PolicyScope, policies: Record<string, boolean>) =>
  moveLead({
    request: (id) => ({
      method: 'POST',
      path: scope === 'offer' ? OfferStagePaths.offerPolicy : OfferStagePaths.offerDynamicPolicy,
      body: { id, scope, policies },
    }),
    failureMessage: 'Failed to save the policy consents',
  });

/**
 * A call that needs no lead of this browser (a link from a mail opens these pages in any
 * browser), retried while it fails for a passing reason. A failure is logged by code and status
 * only: never the address or the id it was about.
 */
function callWithoutLead<T>(schema: ParsingSchema<T>, request: ApiRequest, failure: string) {
  const thunk: Thunk<Promise<ApiResult<T>>> = async (_dispatch, _getState, deps) => {
    const result = await retryWithBackoff(() => deps.api(schema, request), deps.retryDelaysMs);
    if (!result.ok) logger.error(failure, { code: result.error.code, status: result.status });
    return result;
  };
  return thunk;
}

/** A returning customer's marketing consents, kept in the session as the spec's `customerConsents`. */
export function loadCustomerConsents(
  customerId: string,
): Thunk<Promise<ApiResult<CustomerConsents>>> {
  return async (dispatch) => {
    const result = await dispatch(
      callWithoutLead(
        CustomerConsentsSchema,
        { method: 'GET', path: OfferStagePaths.customerConsents(customerId) },
        'Failed to load the customer consents',
      ),
    );
    if (result.ok) dispatch(customerConsentsReceived(result.data.consents));
    return result;
  };
}

export function saveCustomerConsents(
  customerId: string,
  consents: Record<string, boolean>,
): Thunk<Promise<ApiResult<CustomerConsents>>> {
  return async (dispatch) => {
    const result = await dispatch(
      callWithoutLead(
        CustomerConsentsSchema,
        {
          method: 'PUT',
          path: OfferStagePaths.customerConsents(customerId),
          body: { consents },
        },
        'Failed to save the customer consents',
      ),
    );
    if (result.ok) dispatch(customerConsentsReceived(result.data.consents));
    return result;
  };
}

/** No more marketing e-mail to the address (spec section 7: it goes in the query, nowhere else). */
export const unsubscribeEmail = (email: string) =>
  callWithoutLead<UnsubscribeAnswer>(
    UnsubscribeAnswerSchema,
    { method: 'POST', path: OfferStagePaths.unsubscribe(email) },
    'Failed to unsubscribe',
  );
