import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  CompanySearchAnswerSchema,
  EmailValidationAnswerSchema,
  LookupPaths,
  PostcodeAnswerSchema,
  type CompanySearchAnswer,
  type EmailValidationAnswer,
  type LookupCountry,
  type PostcodeAnswer,
} from '@lf/contract';
import type { ApiResult } from '../../lib/api-client';
import type { ApplicationRootState, ThunkDependencies } from '../application';
import { MAX_TEXT_LENGTH } from '../validation';

type LookupThunk<T> = ThunkAction<
  Promise<ApiResult<T>>,
  ApplicationRootState,
  ThunkDependencies,
  UnknownAction
>;

/** The longest input each look-up sends: the field's own limit (a postcode: the contract's). */
export const LookupMaxLengths = {
  postcode: 12,
  email: 254,
  company: MAX_TEXT_LENGTH,
} as const;

const MIN_LETTERS_OR_DIGITS = 2;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;

/**
 * Whether input is worth a look-up: at least two letters or digits (not blank, punctuation or
 * emoji only) and no longer than the field takes (a 10,000-character name is never sent).
 */
export function isWorthLookingUp(text: string, maxLength: number): boolean {
  const value = text.trim();
  if (value.length > maxLength) return false;
  return (value.match(LETTER_OR_DIGIT)?.length ?? 0) >= MIN_LETTERS_OR_DIGITS;
}

function notSent<T>(): Promise<ApiResult<T>> {
  return Promise.resolve({
    ok: false,
    status: null,
    error: { code: 'not_sent', message: 'The input is not worth looking up' },
  });
}

/** City and province for a postcode, to fill in what the applicant has not typed yet. */
export function lookupPostcode(code: string, country: LookupCountry): LookupThunk<PostcodeAnswer> {
  return (_dispatch, _getState, { api }) =>
    isWorthLookingUp(code, LookupMaxLengths.postcode)
      ? api(PostcodeAnswerSchema, {
          method: 'GET',
          path: LookupPaths.postcode(code.trim(), country),
        })
      : notSent();
}

/** Advisory only: if the check fails, the applicant goes on. */
export function validateEmail(email: string): LookupThunk<EmailValidationAnswer> {
  return (_dispatch, _getState, { api }) =>
    isWorthLookingUp(email, LookupMaxLengths.email)
      ? api(EmailValidationAnswerSchema, {
          method: 'GET',
          path: LookupPaths.emailValidation(email.trim()),
        })
      : notSent();
}

/** Companies whose name matches; `signal` cancels the search when a newer one replaces it. */
export function searchCompanies(
  name: string,
  country: LookupCountry,
  signal?: AbortSignal,
): LookupThunk<CompanySearchAnswer> {
  return (_dispatch, _getState, { api }) =>
    isWorthLookingUp(name, LookupMaxLengths.company)
      ? api(CompanySearchAnswerSchema, {
          method: 'GET',
          path: LookupPaths.company(name.trim(), country),
          ...(signal ? { signal } : {}),
        })
      : notSent();
}

/**
 * A company search that keeps only the latest request: each search aborts the one before it,
 * so a slow answer for "Acm" never replaces the list for "Acme". `cancel` aborts the last one
 * (when the field is left or the step unmounts).
 */
export function createCompanySearch() {
  let current: AbortController | undefined;
  return {
    search(name: string, country: LookupCountry): LookupThunk<CompanySearchAnswer> {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      return searchCompanies(name, country, controller.signal);
    },
    cancel() {
      current?.abort();
      current = undefined;
    },
  };
}
