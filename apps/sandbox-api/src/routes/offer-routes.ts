import {
  ApplicationState,
  OfferChoiceRequestSchema,
  OfferDecisionRequestSchema,
  OfferStagePaths,
  ProvidentOfferRequestSchema,
  type OffersAnswer,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { Database } from '../db/database.js';
import { fieldErrorsError, parseParams, requireObjectBody } from '../http/parse-request.js';
import type { LeadService } from '../leads/lead-service.js';
import { createOfferService } from '../offers/offer-service.js';
import { englishMessages, toFieldErrors } from '../validation/field-errors.js';
import type { LeadWriteAccess } from '../leads/lead-write-access.js';

const OffersQuerySchema = z.object({ id: z.uuid() });

/** A body off the contract: `400 invalid_body` naming the first field at fault, listing every one. */
function parseBody<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(requireObjectBody(value), { error: englishMessages });
  if (result.success) return result.data;
  throw fieldErrorsError(
    400,
    toFieldErrors(result.error.issues),
    'The body does not match the contract.',
  );
}

/**
 * The partners' offers (spec section 7, decision record 0012): `GET /lead/offer/payment?id=`
 * answers the offers of the lead's state; each partner's call answers one. A lead elsewhere is
 * `409 wrong_state`; an offer the lead does not have, or a Provident loan outside its offer,
 * `422 invalid_body`. Accepted: ACCEPTED; declined: checking again (README, "After checking").
 */
export function registerOfferRoutes(
  app: FastifyInstance,
  db: Database,
  leads: Pick<LeadService, 'advanceStage'>,
  writeAccess: LeadWriteAccess,
  now?: () => Date,
): void {
  const offers = createOfferService(db, leads, now);

  app.get(OfferStagePaths.offerPayment, async (request): Promise<OffersAnswer> => {
    const { id } = parseParams(OffersQuerySchema, request.query);
    request.leadId = id;
    return { offers: await offers.offers(id) };
  });

  app.post(OfferStagePaths.offerPayment, async (request) => {
    const body = parseBody(OfferChoiceRequestSchema, request.body);
    await writeAccess(request, body.id);
    return offers.decide({
      id: body.id,
      at: [ApplicationState.IPFD_OFFER_CHOICE],
      ...('offerId' in body
        ? { offerId: body.offerId, decision: 'accept' }
        : { decision: 'decline' }),
    });
  });

  app.post(OfferStagePaths.acceptOffer, async (request) => {
    const body = parseBody(OfferDecisionRequestSchema, request.body);
    await writeAccess(request, body.id);
    return offers.decide({
      ...body,
      at: [ApplicationState.COFIDIS_OFFER, ApplicationState.INSTABANK_OFFER],
    });
  });

  app.post(OfferStagePaths.updateProvidentOffer, async (request) => {
    const { amount, period, ...body } = parseBody(ProvidentOfferRequestSchema, request.body);
    await writeAccess(request, body.id);
    return offers.decide({
      ...body,
      at: [ApplicationState.PROVIDENT_OFFER],
      lowered: { amount, period },
    });
  });

  app.post(OfferStagePaths.proficreditOffer, async (request) => {
    const body = parseBody(OfferDecisionRequestSchema, request.body);
    await writeAccess(request, body.id);
    return offers.decide({ ...body, at: [ApplicationState.PROFICREDIT_OFFER] });
  });
}
