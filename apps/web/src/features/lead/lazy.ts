/** The lead client's entry for lazily loaded pages (a returning customer's link). */
export { restoreLead, type RestoreFailure } from './restore-lead';
export { callStage, moveLead, rereadLead, type StageCall } from './stage-calls';
export { leadProblemOf, type LeadProblem } from './lead-problems';
export { useFollowLead } from './use-follow-lead';
export { writeSecretHeaders } from './lead-client';
export { retryWithBackoff } from '../../lib/retry-with-backoff';
export { saveLead } from './save-lead';
export { readLinkContact, sendFreshLink, type SendLinkFailure } from './fresh-link';
