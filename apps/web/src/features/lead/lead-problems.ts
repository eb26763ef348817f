import type { ApiError } from '../../lib/api-client';

/** What a failed call of a state-driven page means when the lead itself is the reason. */
export type LeadProblem =
  /** The lead is no longer at this page's state (another tab moved it): re-read where it is. */
  | { kind: 'moved' }
  /**
   * No lead: none in this browser, unknown to the server, not this browser's to change (no write
   * secret for it), or past its 24 hours.
   */
  | { kind: 'gone'; reason: 'unknown' | 'expired' };

/**
 * The refusals every state-driven page meets the same way; `null` for any other, which the
 * page's own classifier reads (a wrong code, a stale offer, a refused file).
 */
export function leadProblemOf(error: ApiError): LeadProblem | null {
  switch (error.code) {
    case 'wrong_state':
      return { kind: 'moved' };
    // Not this browser's to change (no write secret: it came from a link, or another tab).
    case 'write_secret_refused':
    case 'lead_not_found':
      return { kind: 'gone', reason: 'unknown' };
    case 'lead_expired':
      return { kind: 'gone', reason: 'expired' };
    default:
      return null;
  }
}
