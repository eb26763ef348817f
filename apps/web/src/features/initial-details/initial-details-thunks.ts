import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  PoliciesAnswerSchema,
  policiesPath,
  type PoliciesAnswer,
  type PolicyScope,
} from '@lf/contract';
import type { ApiResult } from '../../lib/api-client';
import { yieldToMain } from '../../lib/yield-to-main';
import type { ApplicationRootState, ThunkDependencies } from '../application';
import { loadRecaptcha, RecaptchaLoadError, type Recaptcha } from './recaptcha-loader';

type Thunk<T> = ThunkAction<T, ApplicationRootState, ThunkDependencies, UnknownAction>;

/*
 * Both are asked for by their field as it is first drawn (an effect). On a first page that React
 * takes over from the server's HTML, those effects run inside the task of the take-over's commit
 * (react-hook-form redraws the form synchronously there, and React first runs every waiting
 * effect): the request's start, with the API client's module, and the script element's insertion
 * made that task 2-6 ms longer (decision 0034). Each starts in a task of its own instead.
 */

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
    yieldToMain().then(() =>
      api(PoliciesAnswerSchema, { method: 'GET', path: policiesPath(product, locale, scope) }),
    );
}

/** The deployment's reCAPTCHA script (runtime configuration), loaded once. */
export function loadRecaptchaScript(hl: string): Thunk<Promise<Recaptcha>> {
  return (_dispatch, _getState, { recaptchaScriptUrl }) =>
    recaptchaScriptUrl
      ? yieldToMain().then(() => loadRecaptcha(recaptchaScriptUrl, hl))
      : Promise.reject(new RecaptchaLoadError('No reCAPTCHA script is configured'));
}
