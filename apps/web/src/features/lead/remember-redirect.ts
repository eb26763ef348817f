import { ApplicationState, type LeadAnswer } from '@lf/contract';
import { storage } from '../../lib/storage';

/** The partner hand-over as stored: what the result page checks before offering it. */
export interface RememberedRedirect {
  url: unknown;
  method: unknown;
}

/**
 * The last hand-over this tab was answered, for a browser that keeps no session storage (one that
 * refuses a framed site's storage, as a private window does in a partner's page): the result page
 * still offers the partner there, though a reload cannot.
 */
let answered: { url: string; method: string } | null = null;

/**
 * A redirect's partner address and method, kept so a reload of the result page still has them,
 * and the session's accepted-redirect flag (`sessionAcceptedRedirected`, cleared with the
 * session: features/session's clearSession).
 */
export function rememberRedirect(answer: LeadAnswer): void {
  if (answer.applicationState !== ApplicationState.REDIRECTED || !answer.redirectUrl) return;
  answered = { url: answer.redirectUrl, method: answer.redirectMethod ?? 'GET' };
  storage.set('session', 'redirected', true);
  storage.set('session', 'sessionAcceptedRedirected', true);
  storage.set('session', 'redirectUrl', answered.url);
  storage.set('session', 'redirectMethod', answered.method);
}

/** The hand-over kept: what the session's store holds, else this tab's last answer. */
export function rememberedRedirect(): RememberedRedirect {
  const url = storage.get('session', 'redirectUrl');
  if (url === null && answered !== null) return answered;
  return { url, method: storage.get('session', 'redirectMethod') };
}
