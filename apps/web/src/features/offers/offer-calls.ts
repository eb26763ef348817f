import { OfferStagePaths, OffersAnswerSchema, offersPath, type OfferDecision } from '@lf/contract';
import { callStage, moveLead } from '../lead/lazy';

/**
 * The offer pages' calls (spec section 7). Only the read retries by itself: an answer to an offer
 * is sent once, and a failure offers Try again (a second answer to a lead that moved on is a 409
 * the page follows).
 */

/** The offers of the lead's partner, for the state it stands at. */
export const loadOffers = () =>
  callStage(OffersAnswerSchema, {
    request: (id) => ({ method: 'GET', path: offersPath(id) }),
    failureMessage: 'Failed to load the offers',
  });

/** The partners whose single offer is accepted or declined with the same call. */
export type DecisionPartner = 'cofidis' | 'instabank' | 'proficredit';

const decisionPaths: Record<DecisionPartner, string> = {
  cofidis: OfferStagePaths.acceptOffer,
  instabank: OfferStagePaths.acceptOffer,
  proficredit: OfferStagePaths.proficreditOffer,
};

/** Cofidis and Instabank (accept-creditea-offer), Proficredit (its own call). */
export const decideOffer = (partner: DecisionPartner, offerId: string, decision: OfferDecision) =>
  moveLead({
    request: (id) => ({
      method: 'POST',
      path: decisionPaths[partner],
      body: { id, offerId, decision },
    }),
    failureMessage: 'Failed to send the offer decision',
    retry: false,
  });

/** IPF: the plan chosen, or none of them. */
export const chooseOffer = (choice: { offerId: string } | { decision: 'decline' }) =>
  moveLead({
    request: (id) => ({
      method: 'POST',
      path: OfferStagePaths.offerPayment,
      body: { id, ...choice },
    }),
    failureMessage: 'Failed to send the offer choice',
    retry: false,
  });

/** Provident: the offer as made, or lowered to `amount` over `period` months. */
export const decideProvidentOffer = (
  offerId: string,
  decision: OfferDecision,
  lowered?: { amount: number; period: number },
) =>
  moveLead({
    request: (id) => ({
      method: 'POST',
      path: OfferStagePaths.updateProvidentOffer,
      body: { id, offerId, decision, ...lowered },
    }),
    failureMessage: 'Failed to send the Provident decision',
    retry: false,
  });
