import type { FieldError } from '@lf/contract';
import type { ApiError } from '../../lib/api-client';

/** What a failed call of these pages means for the applicant. */
export type StageProblem =
  /** The lead is no longer at this page's state (another tab moved it): re-read where it is. */
  | { kind: 'moved' }
  /** No lead: none in this browser, unknown to the server, or past its 24 hours. */
  | { kind: 'gone'; reason: 'unknown' | 'expired' }
  /** The stage is not finished: the partner's page, or these sides of the document. */
  | { kind: 'unfinished'; fields: readonly string[] }
  /** The server refused the file itself (too large, not an accepted type, not what it claims). */
  | { kind: 'file'; refusal: 'tooLarge' | 'wrongType' }
  /** Anything else (network, time-out, server fault, an answer off the contract): try again. */
  | { kind: 'failed' };

const fieldsOf = (fieldErrors: readonly FieldError[] | undefined) =>
  (fieldErrors ?? []).map((fieldError) => fieldError.fieldName);

export function stageProblemOf(error: ApiError): StageProblem {
  switch (error.code) {
    case 'wrong_state':
      return { kind: 'moved' };
    case 'lead_not_found':
      return { kind: 'gone', reason: 'unknown' };
    case 'lead_expired':
      return { kind: 'gone', reason: 'expired' };
    case 'payload_too_large':
      return { kind: 'file', refusal: 'tooLarge' };
    case 'unsupported_media_type':
      return { kind: 'file', refusal: 'wrongType' };
    case 'invalid_body': {
      const fields = fieldsOf(error.fieldErrors);
      if (fields.includes('file')) return { kind: 'file', refusal: 'wrongType' };
      return fields.length > 0 ? { kind: 'unfinished', fields } : { kind: 'failed' };
    }
    default:
      return { kind: 'failed' };
  }
}
