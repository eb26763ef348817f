import type { FieldError } from '@lf/contract';
import type { ApiError } from '../../lib/api-client';
import { leadProblemOf, type LeadProblem } from '../lead/lazy';

/** What a failed call of these pages means for the person. */
export type ConsentProblem =
  | LeadProblem
  /** The server refused fields (a required policy left unticked, an address). */
  | { kind: 'fields'; fieldErrors: readonly FieldError[] }
  /** Anything else (network, time-out, server fault, an answer off the contract): try again. */
  | { kind: 'failed' };

export function consentProblemOf(error: ApiError): ConsentProblem {
  const leadProblem = leadProblemOf(error);
  if (leadProblem) return leadProblem;
  switch (error.code) {
    case 'invalid_body':
      return error.fieldErrors?.length
        ? { kind: 'fields', fieldErrors: error.fieldErrors }
        : { kind: 'failed' };
    default:
      return { kind: 'failed' };
  }
}
