import type { FieldError } from '@lf/contract';
import type { ApiError } from '../../lib/api-client';

/** What a failed call of these pages means for the person. */
export type ConsentProblem =
  /** The lead is no longer at this page's state (another tab moved it): re-read where it is. */
  | { kind: 'moved' }
  /** No such lead (an unknown link, or this browser holds none), or its 24 hours are over. */
  | { kind: 'gone'; reason: 'unknown' | 'expired' }
  /** The server refused fields (a required policy left unticked, an address). */
  | { kind: 'fields'; fieldErrors: readonly FieldError[] }
  /** Anything else (network, time-out, server fault, an answer off the contract): try again. */
  | { kind: 'failed' };

export function consentProblemOf(error: ApiError): ConsentProblem {
  switch (error.code) {
    case 'wrong_state':
      return { kind: 'moved' };
    case 'lead_not_found':
      return { kind: 'gone', reason: 'unknown' };
    case 'lead_expired':
      return { kind: 'gone', reason: 'expired' };
    case 'invalid_body':
      return error.fieldErrors?.length
        ? { kind: 'fields', fieldErrors: error.fieldErrors }
        : { kind: 'failed' };
    default:
      return { kind: 'failed' };
  }
}
