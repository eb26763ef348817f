import {
  OfferStagePaths,
  PartnerLogosAnswerSchema,
  PasswordAnswerSchema,
  partnerLogosPath,
} from '@lf/contract';
import { callStage } from '../lead/lazy';

/**
 * The result pages' calls (spec section 7). The password goes straight from the form to the
 * request body: it is never put in the store (which is persisted), in storage or in a log.
 */
export const savePassword = (password: string) =>
  callStage(PasswordAnswerSchema, {
    request: (id) => ({
      method: 'POST',
      path: OfferStagePaths.customerPassword,
      body: { id, password },
    }),
    failureMessage: 'Failed to save the customer password',
    retry: false,
  });

/**
 * The partners who may contact the applicant: the server's list for this lead (its brand's, of
 * the brand's country, less any whose offer the applicant declined), asked with the lead's
 * secret. Decoration: a failure is logged as a warning, by code and status only, and the page
 * shows nothing in its place.
 */
export const loadPartnerLogos = () =>
  callStage(PartnerLogosAnswerSchema, {
    request: (id) => ({ method: 'GET', path: partnerLogosPath(id) }),
    failureMessage: 'Failed to load the partner logos',
    failureLevel: 'warn',
  });
