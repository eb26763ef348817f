import type { FieldError } from '@lf/contract';
import type { ApiError } from '../../lib/api-client';
import { leadProblemOf, type LeadProblem } from '../lead/lazy';

/** What a failed call of an offer page means for the applicant. */
export type OfferProblem =
  | LeadProblem
  /** The offer sent is not one the lead has now: the offers are read again. */
  | { kind: 'stale' }
  /** The server refused a lowered amount or term (Provident). */
  | { kind: 'fields'; fieldErrors: readonly FieldError[] }
  /** Anything else (network, time-out, server fault, an answer off the contract): try again. */
  | { kind: 'failed' };

const LOWERED_FIELDS: readonly string[] = ['amount', 'period'];

export function offerProblemOf(error: ApiError): OfferProblem {
  const leadProblem = leadProblemOf(error);
  if (leadProblem) return leadProblem;
  switch (error.code) {
    case 'invalid_body': {
      const fieldErrors = error.fieldErrors ?? [];
      if (fieldErrors.some((fieldError) => fieldError.fieldName === 'offerId')) {
        return { kind: 'stale' };
      }
      const lowered = fieldErrors.filter((fieldError) =>
        LOWERED_FIELDS.includes(fieldError.fieldName),
      );
      return lowered.length > 0 ? { kind: 'fields', fieldErrors: lowered } : { kind: 'failed' };
    }
    default:
      return { kind: 'failed' };
  }
}
