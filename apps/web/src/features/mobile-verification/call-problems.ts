import type { FieldError } from '@lf/contract';
import type { ApiError } from '../../lib/api-client';
import { leadProblemOf, type LeadProblem } from '../lead/lazy';

/** A code the server refused: each has its own message (issue 11). */
export type CodeRefusal = 'codeWrong' | 'codeExpired' | 'tooManyCodes';

/** What a failed call of these pages means for the applicant. */
export type CallProblem =
  | { kind: 'code'; refusal: CodeRefusal }
  /** Another code was asked for before the cool-down ended. */
  | { kind: 'coolingDown' }
  | LeadProblem
  /** The server refused fields of the request (a phone number). */
  | { kind: 'fields'; fieldErrors: readonly FieldError[] }
  /** Anything else (network, time-out, server fault, an answer off the contract): try again. */
  | { kind: 'failed' };

export function callProblemOf(error: ApiError): CallProblem {
  const leadProblem = leadProblemOf(error);
  if (leadProblem) return leadProblem;
  switch (error.code) {
    case 'code_wrong':
      return { kind: 'code', refusal: 'codeWrong' };
    case 'code_expired':
      return { kind: 'code', refusal: 'codeExpired' };
    case 'too_many_attempts':
      return { kind: 'code', refusal: 'tooManyCodes' };
    case 'rate_limited':
      return { kind: 'coolingDown' };
    case 'invalid_body':
      return error.fieldErrors?.length
        ? { kind: 'fields', fieldErrors: error.fieldErrors }
        : { kind: 'failed' };
    default:
      return { kind: 'failed' };
  }
}
