import { ApplicationState, type LeadAnswer } from '@lf/contract';
import { storage } from '../../lib/storage';

/**
 * A redirect's partner address and method, kept so a reload of the result page still has them,
 * and the session's accepted-redirect flag (`sessionAcceptedRedirected`, cleared with the
 * session: features/session's clearSession).
 */
export function rememberRedirect(answer: LeadAnswer): void {
  if (answer.applicationState !== ApplicationState.REDIRECTED || !answer.redirectUrl) return;
  storage.set('session', 'redirected', true);
  storage.set('session', 'sessionAcceptedRedirected', true);
  storage.set('session', 'redirectUrl', answer.redirectUrl);
  storage.set('session', 'redirectMethod', answer.redirectMethod ?? 'GET');
}
