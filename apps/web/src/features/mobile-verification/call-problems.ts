import type { FieldError } from '@lf/contract';
import type { ApiError } from '../../lib/api-client';

/** A code the server refused: each has its own message (issue 11). */
export type CodeRefusal = 'codeWrong' | 'codeExpired' | 'tooManyCodes';

/** What a failed call of these pages means for the applicant. */
export type CallProblem =
  | { kind: 'code'; refusal: CodeRefusal }
  /** Another code was asked for before the cool-down ended. */
  | { kind: 'coolingDown' }
  /** The lead is no longer at this page's state (another tab moved it): re-read where it is. */
  | { kind: 'moved' }
  /** No lead to verify: none in this browser, unknown to the server, or past its 24 hours. */
  | { kind: 'gone'; reason: 'unknown' | 'expired' }
  /** The server refused fields of the request (a phone number). */
  | { kind: 'fields'; fieldErrors: readonly FieldError[] }
  /** Anything else (network, time-out, server fault, an answer off the contract): try again. */
  | { kind: 'failed' };

export function callProblemOf(error: ApiError): CallProblem {
  switch (error.code) {
    case 'code_wrong':
      return { kind: 'code', refusal: 'codeWrong' };
    case 'code_expired':
      return { kind: 'code', refusal: 'codeExpired' };
    case 'too_many_attempts':
      return { kind: 'code', refusal: 'tooManyCodes' };
    case 'rate_limited':
      return { kind: 'coolingDown' };
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
