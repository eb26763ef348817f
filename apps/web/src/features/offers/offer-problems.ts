import type { FieldError } from '@lf/contract';
import type { ApiError } from '../../lib/api-client';

/** What a failed call of an offer page means for the applicant. */
export type OfferProblem =
  /** The lead is no longer at this page's state (answered in another tab): re-read where it is. */
  | { kind: 'moved' }
  /** No lead: none in this browser, unknown to the server, or past its 24 hours. */
  | { kind: 'gone'; reason: 'unknown' | 'expired' }
  /** The offer sent is not one the lead has now: the offers are read again. */
  | { kind: 'stale' }
  /** The server refused a lowered amount or term (Provident). */
  | { kind: 'fields'; fieldErrors: readonly FieldError[] }
  /** Anything else (network, time-out, server fault, an answer off the contract): try again. */
  | { kind: 'failed' };

const LOWERED_FIELDS: readonly string[] = ['amount', 'period'];

export function offerProblemOf(error: ApiError): OfferProblem {
  switch (error.code) {
    case 'wrong_state':
      return { kind: 'moved' };
    case 'lead_not_found':
      return { kind: 'gone', reason: 'unknown' };
    case 'lead_expired':
      return { kind: 'gone', reason: 'expired' };
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
