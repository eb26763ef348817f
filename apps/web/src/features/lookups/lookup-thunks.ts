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

type LookupThunk<T> = ThunkAction<
  Promise<ApiResult<T>>,
  ApplicationRootState,
  ThunkDependencies,
  UnknownAction
>;

/** City and province for a postcode, to fill in what the applicant has not typed yet. */
export function lookupPostcode(code: string, country: LookupCountry): LookupThunk<PostcodeAnswer> {
  return (_dispatch, _getState, { api }) =>
    api(PostcodeAnswerSchema, { method: 'GET', path: LookupPaths.postcode(code, country) });
}

/** Advisory only: if the check fails, the applicant goes on. */
export function validateEmail(email: string): LookupThunk<EmailValidationAnswer> {
  return (_dispatch, _getState, { api }) =>
    api(EmailValidationAnswerSchema, { method: 'GET', path: LookupPaths.emailValidation(email) });
}

export function searchCompanies(
  name: string,
  country: LookupCountry,
): LookupThunk<CompanySearchAnswer> {
  return (_dispatch, _getState, { api }) =>
    api(CompanySearchAnswerSchema, { method: 'GET', path: LookupPaths.company(name, country) });
}
