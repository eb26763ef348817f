import type { FieldError } from '@lf/contract';
import type { ApiError } from '../../lib/api-client';
import { leadProblemOf, type LeadProblem } from '../lead/lazy';

/** What a failed call of these pages means for the applicant. */
export type StageProblem =
  | LeadProblem
  /** The stage is not finished: the partner's page, or these sides of the document. */
  | { kind: 'unfinished'; fields: readonly string[] }
  /** The server refused the file itself (too large, not an accepted type, not what it claims). */
  | { kind: 'file'; refusal: 'tooLarge' | 'wrongType' }
  /** Anything else (network, time-out, server fault, an answer off the contract): try again. */
  | { kind: 'failed' };

const fieldsOf = (fieldErrors: readonly FieldError[] | undefined) =>
  (fieldErrors ?? []).map((fieldError) => fieldError.fieldName);

export function stageProblemOf(error: ApiError): StageProblem {
  const leadProblem = leadProblemOf(error);
  if (leadProblem) return leadProblem;
  switch (error.code) {
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
