import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  PoliciesAnswerSchema,
  policiesPath,
  type PoliciesAnswer,
  type PolicyScope,
} from '@lf/contract';
import type { ApiResult } from '../../lib/api-client';
import type { ApplicationRootState, ThunkDependencies } from '../application';
import { loadRecaptcha, RecaptchaLoadError, type Recaptcha } from './recaptcha-loader';

type Thunk<T> = ThunkAction<T, ApplicationRootState, ThunkDependencies, UnknownAction>;

/**
 * The brand's general policies in the page's language (GET on the policies path), or with a
 * `scope` those of an after-offer consent page.
 */
export function fetchPolicies(
  product: string,
  locale: string,
  scope?: PolicyScope,
): Thunk<Promise<ApiResult<PoliciesAnswer>>> {
  return (_dispatch, _getState, { api }) =>
    api(PoliciesAnswerSchema, { method: 'GET', path: policiesPath(product, locale, scope) });
}

/** The deployment's reCAPTCHA script (runtime configuration), loaded once. */
export function loadRecaptchaScript(hl: string): Thunk<Promise<Recaptcha>> {
  return (_dispatch, _getState, { recaptchaScriptUrl }) =>
    recaptchaScriptUrl
      ? loadRecaptcha(recaptchaScriptUrl, hl)
      : Promise.reject(new RecaptchaLoadError('No reCAPTCHA script is configured'));
}
