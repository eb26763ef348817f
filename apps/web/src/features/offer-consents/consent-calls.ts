import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  CustomerConsentsAnswerSchema,
  MAIL_LINK_TOKEN_HEADER,
  OfferStagePaths,
  UnsubscribeAnswerSchema,
  type CustomerConsentsAnswer,
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
import { moveLead, retryWithBackoff, writeSecretHeaders } from '../lead/lazy';

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
 * only: never the address, the id or the token it was about. A link refused for want of a valid
 * token (401) is a path people take (an old mail's link), a warning, not an error.
 */
function callWithoutLead<T>(
  schema: ParsingSchema<T>,
  request: (state: ApplicationRootState) => ApiRequest,
  failure: string,
) {
  const thunk: Thunk<Promise<ApiResult<T>>> = async (_dispatch, getState, deps) => {
    const sent = request(getState());
    const result = await retryWithBackoff(() => deps.api(schema, sent), deps.retryDelaysMs);
    if (result.ok) return result;
    const detail = { code: result.error.code, status: result.status };
    if (result.status === 401) logger.warn(`${failure}: the link's token was refused`, detail);
    else logger.error(failure, detail);
    return result;
  };
  return thunk;
}

/**
 * What opens a customer's consents (issue 36): the mail link's token, held since start-up
 * (url-intake `holdMailLinkToken`), and this tab's write secret when it holds that very lead.
 */
function consentsCredentials(
  state: ApplicationRootState,
  customerId: string,
  token: string | null,
): Pick<ApiRequest, 'headers'> {
  const { applicationData, writeSecret } = state.application;
  const headers = {
    ...writeSecretHeaders(applicationData.id === customerId ? writeSecret : null),
    ...(token === null ? {} : { [MAIL_LINK_TOKEN_HEADER]: token }),
  };
  return Object.keys(headers).length > 0 ? { headers } : {};
}

/**
 * A returning customer's marketing consents, kept in the session as the spec's
 * `customerConsents`; `token` is the mail link's.
 */
export function loadCustomerConsents(
  customerId: string,
  token: string | null,
): Thunk<Promise<ApiResult<CustomerConsentsAnswer>>> {
  return async (dispatch) => {
    const result = await dispatch(
      callWithoutLead(
        CustomerConsentsAnswerSchema,
        (state) => ({
          method: 'GET',
          path: OfferStagePaths.customerConsents(customerId),
          ...consentsCredentials(state, customerId, token),
        }),
        'Failed to load the customer consents',
      ),
    );
    if (result.ok) dispatch(customerConsentsReceived(result.data.consents));
    return result;
  };
}

/**
 * Replaces the customer's marketing consents. A change made with the mail link's `token` uses it
 * up: its answer's `linkToken` is the next change's.
 */
export function saveCustomerConsents(
  customerId: string,
  consents: Record<string, boolean>,
  token: string | null,
): Thunk<Promise<ApiResult<CustomerConsentsAnswer>>> {
  return async (dispatch) => {
    const result = await dispatch(
      callWithoutLead(
        CustomerConsentsAnswerSchema,
        (state) => ({
          method: 'PUT',
          path: OfferStagePaths.customerConsents(customerId),
          body: { consents },
          ...consentsCredentials(state, customerId, token),
        }),
        'Failed to save the customer consents',
      ),
    );
    if (result.ok) dispatch(customerConsentsReceived(result.data.consents));
    return result;
  };
}

/**
 * No more marketing e-mail to the address (spec section 7: it goes in the query, nowhere else),
 * with the unsubscribe link's token in a header (issue 36).
 */
export const unsubscribeEmail = (email: string, token: string) =>
  callWithoutLead<UnsubscribeAnswer>(
    UnsubscribeAnswerSchema,
    () => ({
      method: 'POST',
      path: OfferStagePaths.unsubscribe(email),
      headers: { [MAIL_LINK_TOKEN_HEADER]: token },
    }),
    'Failed to unsubscribe',
  );
