/**
 * What other features may read of the tracking consent (decision record 0037): whether the brand
 * asks for it and the applicant's stored choice. Small and vendor-free: attribution reads it.
 */
export { isConsentRequired, storedConsentChoice, type ConsentChoice } from './tracking-consent';
