import { preloadLoanSummary } from '../loan-information/lazy';
import { preloadRepresentativeExample } from '../representative-example/lazy';

export { ResultKinds, ResultPage, type ResultKind } from './result-page';

/**
 * The loan summary and its example, which a result shows below its own text from chunks of
 * their own: loaded before the result is drawn, so they do not push its end down a moment later
 * (a result opened afresh, by a reload or a link, had not loaded them). A chunk that fails to
 * load is drawn later, as before.
 */
export const preloadResultParts = (): Promise<unknown> =>
  Promise.all([preloadLoanSummary(), preloadRepresentativeExample()]).catch(() => undefined);
