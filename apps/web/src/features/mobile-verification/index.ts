/**
 * Mobile verification (spec sections 2 and 7): the code sent to the applicant's mobile, a new
 * code after a cool-down, and a change of number. Loaded lazily by the state pages' registry.
 */
export { MobileVerificationPage } from './verification-page';
export { ChangeMobileNumberPage } from './change-number-page';
