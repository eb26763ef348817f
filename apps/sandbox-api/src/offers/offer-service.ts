import {
  instalmentTerms,
  type ApplicationState,
  type LeadAnswer,
  type Offer,
  type OfferDecision,
} from '@lf/contract';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { fieldErrorsError } from '../http/parse-request.js';
import { requireLiveLead, type StoredLead } from '../leads/lead-repository.js';
import type { LeadService } from '../leads/lead-service.js';
import { saveOfferDecision } from './offer-decisions.js';
import {
  OfferStates,
  adjustmentErrors,
  isOfferState,
  partnerOffers,
  type OfferState,
} from './partner-offers.js';

/**
 * The partners' offers (README, "Offers"): read for the state the lead stands at, and answered
 * with the call of that partner. An answer checks the lead's state and the offer first, then
 * completes the stage through `leads.advanceStage` (accepted: ACCEPTED; declined: checking
 * again), then records what was answered.
 */
export interface OfferService {
  /** The offers of the lead's state: `409 wrong_state` when it stands at no offer. */
  offers(id: string): Promise<Offer[]>;
  /**
   * Answers the offer `offerId` (or, IPF only, declines every plan when `offerId` is absent) for a
   * lead that must stand at one of `at`. Provident's may be `lowered` within the offer.
   */
  decide(request: {
    id: string;
    at: readonly OfferState[];
    offerId?: string;
    decision: OfferDecision;
    lowered?: { amount?: number | undefined; period?: number | undefined };
  }): Promise<LeadAnswer>;
}

/** The lead, existing, within its 24 hours and at one of `states`; else 404, 410 or 409. */
async function leadAt(
  db: Database,
  id: string,
  states: readonly ApplicationState[],
  now: Date,
): Promise<StoredLead & { applicationState: OfferState }> {
  const lead = await requireLiveLead(db, id, now);
  const state = lead.applicationState;
  if (!states.includes(state) || !isOfferState(state)) {
    throw new ApiError(409, 'wrong_state', 'The lead is not at this offer.', 'id');
  }
  return { ...lead, applicationState: state };
}

/** The offer as taken: Provident's lowered within it, with its sums made again. */
function takenOffer(
  offer: Offer,
  lowered: { amount?: number | undefined; period?: number | undefined } | undefined,
): Offer {
  if (!lowered || (lowered.amount === undefined && lowered.period === undefined)) return offer;
  if (!offer.adjustable) {
    throw fieldErrorsError(
      422,
      [{ fieldName: 'amount', code: 'not_accepted', message: 'This offer cannot be lowered' }],
      'This offer cannot be lowered.',
    );
  }
  const errors = adjustmentErrors({ ...offer, adjustable: offer.adjustable }, lowered);
  if (errors.length > 0) throw fieldErrorsError(422, errors, 'The loan is not within the offer.');
  const amount = lowered.amount ?? offer.amount;
  const period = lowered.period ?? offer.period;
  return {
    ...offer,
    amount,
    period,
    ...instalmentTerms(amount, offer.apr, period, offer.currency),
  };
}

export function createOfferService(
  db: Database,
  leads: Pick<LeadService, 'advanceStage'>,
  now: () => Date = () => new Date(),
): OfferService {
  return {
    async offers(id) {
      const lead = await leadAt(db, id, OfferStates, now());
      return partnerOffers({
        state: lead.applicationState,
        product: lead.product,
        data: lead.data,
      });
    },

    async decide({ id, at, offerId, decision, lowered }) {
      const lead = await leadAt(db, id, at, now());
      const state = lead.applicationState;
      let taken: Offer | undefined;
      if (offerId !== undefined) {
        const offers = partnerOffers({ state, product: lead.product, data: lead.data });
        const offer = offers.find((candidate) => candidate.offerId === offerId);
        if (!offer) {
          throw fieldErrorsError(
            422,
            [
              {
                fieldName: 'offerId',
                code: 'invalid_choice',
                message: 'Not an offer this lead has',
              },
            ],
            'Not an offer this lead has.',
          );
        }
        taken = decision === 'accept' ? takenOffer(offer, lowered) : offer;
      }
      const answer = await leads.advanceStage({
        id,
        at: state,
        outcome: decision === 'accept' ? 'accepted' : 'declined',
      });
      await saveOfferDecision(db, {
        leadId: id,
        state,
        decision,
        ...(taken ? { offer: taken } : {}),
        at: now(),
      });
      return answer;
    },
  };
}
