import {
  ApiErrorBodySchema,
  ApplicationState,
  LeadAnswerSchema,
  OfferStagePaths,
  OffersAnswerSchema,
  offersPath,
  type LeadData,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { findOfferDecision } from '../src/offers/offer-decisions.js';
import { sendJson } from './helpers/lead-requests.js';
import { emptyTables, openTestDatabase } from './helpers/test-database.js';

let db: Database;
let app: FastifyInstance;
let clock = new Date('2026-11-23T10:00:00Z');

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({ db, corsOrigins: [], testRoutes: true, now: () => clock });
});

beforeEach(async () => {
  await emptyTables(db);
  await db.exec('TRUNCATE offer_decisions');
  clock = new Date('2026-11-23T10:00:00Z');
});

afterAll(async () => {
  await app.close();
  await db.close();
});

/** An applicant who walked the whole form: a declined offer is checked again from this. */
const application: LeadData = {
  amount: 500,
  period: 61,
  personalDetails: { firstName: 'Ana', lastName: 'García', dateOfBirth: '1990-05-17' },
  contactDetails: { email: 'ana@example.com', phoneNumber: '+34612345678' },
  incomeDetails: { incomeSource: 'employed', monthlyIncome: 1800 },
  otherDetails: { loanPurpose: 'car' },
  expenses: { monthlyExpenses: 700 },
  referenceDetails: { type: 'family', name: 'Luis García', phoneNumber: '+34698765432' },
};

async function leadAt(applicationState: ApplicationState, product = 'default-es') {
  const response = await sendJson(app, 'POST', '/test/leads', {
    applicationState,
    product,
    data: application,
  });
  expect(response.statusCode, response.body).toBe(201);
  return LeadAnswerSchema.parse(response.json()).id;
}

async function offersOf(id: string) {
  const response = await app.inject({ method: 'GET', url: offersPath(id) });
  expect(response.statusCode, response.body).toBe(200);
  return OffersAnswerSchema.parse(response.json()).offers;
}

async function answered(url: string, body: unknown) {
  const response = await sendJson(app, 'POST', url, body);
  expect(response.statusCode, response.body).toBe(200);
  return LeadAnswerSchema.parse(response.json());
}

async function refused(url: string, body: unknown, status: number, code: string) {
  const response = await sendJson(app, 'POST', url, body);
  expect(response.statusCode, response.body).toBe(status);
  const { error } = ApiErrorBodySchema.parse(response.json());
  expect(error.code).toBe(code);
  return error;
}

describe('GET /lead/offer/payment', () => {
  test('answers the offers of the partner the lead stands at, in its brand’s currency', async () => {
    const cofidis = await offersOf(
      await leadAt(ApplicationState.COFIDIS_OFFER, 'pozyczka-plus-pl'),
    );
    expect(cofidis).toEqual([
      expect.objectContaining({
        offerId: 'cofidis-1',
        partner: 'Cofidis',
        amount: 500,
        currency: 'PLN',
      }),
    ]);
    const ipf = await offersOf(await leadAt(ApplicationState.IPFD_OFFER_CHOICE));
    expect(ipf.map((offer) => offer.offerId)).toEqual(['ipf-1', 'ipf-2', 'ipf-3']);
  });

  test('a lead at no offer is 409 wrong_state; unknown 404; not a UUID 400', async () => {
    const thanked = await leadAt(ApplicationState.THANK_YOU);
    const elsewhere = await app.inject({ method: 'GET', url: offersPath(thanked) });
    expect(elsewhere.statusCode).toBe(409);
    expect(ApiErrorBodySchema.parse(elsewhere.json()).error.code).toBe('wrong_state');
    const unknown = await app.inject({
      method: 'GET',
      url: offersPath('3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00'),
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: offersPath('nope') });
    expect(bad.statusCode).toBe(400);
  });
});

describe('answering an offer', () => {
  test.each([
    [ApplicationState.COFIDIS_OFFER, OfferStagePaths.acceptOffer, 'cofidis-1'],
    [ApplicationState.INSTABANK_OFFER, OfferStagePaths.acceptOffer, 'instabank-1'],
    [ApplicationState.PROVIDENT_OFFER, OfferStagePaths.updateProvidentOffer, 'provident-1'],
    [ApplicationState.PROFICREDIT_OFFER, OfferStagePaths.proficreditOffer, 'proficredit-1'],
  ])('state %i: accepted goes to ACCEPTED and is recorded', async (state, url, offerId) => {
    const id = await leadAt(state);
    const answer = await answered(url, { id, offerId, decision: 'accept' });
    expect(answer.applicationState).toBe(ApplicationState.ACCEPTED);
    expect(await findOfferDecision(db, id, state)).toMatchObject({
      offerId,
      decision: 'accept',
      amount: 500,
    });
  });

  test('declined goes back to checking, which decides again', async () => {
    const id = await leadAt(ApplicationState.PROFICREDIT_OFFER);
    const answer = await answered(OfferStagePaths.proficreditOffer, {
      id,
      offerId: 'proficredit-1',
      decision: 'decline',
    });
    expect(answer.applicationState).toBe(ApplicationState.CHECKING);
    expect(await findOfferDecision(db, id, ApplicationState.PROFICREDIT_OFFER)).toMatchObject({
      decision: 'decline',
    });
  });

  test('IPF: a plan chosen is accepted; declining takes none of them', async () => {
    const chooser = await leadAt(ApplicationState.IPFD_OFFER_CHOICE);
    const chosen = await answered(OfferStagePaths.offerPayment, { id: chooser, offerId: 'ipf-2' });
    expect(chosen.applicationState).toBe(ApplicationState.ACCEPTED);
    expect(await findOfferDecision(db, chooser, ApplicationState.IPFD_OFFER_CHOICE)).toMatchObject({
      offerId: 'ipf-2',
      period: 6,
    });
    const decliner = await leadAt(ApplicationState.IPFD_OFFER_CHOICE);
    const declined = await answered(OfferStagePaths.offerPayment, {
      id: decliner,
      decision: 'decline',
    });
    expect(declined.applicationState).toBe(ApplicationState.CHECKING);
    expect(await findOfferDecision(db, decliner, ApplicationState.IPFD_OFFER_CHOICE)).toMatchObject(
      {
        offerId: null,
        decision: 'decline',
      },
    );
  });

  test('Provident: a lowered loan within the offer is taken with its sums made again', async () => {
    const id = await leadAt(ApplicationState.PROVIDENT_OFFER);
    await answered(OfferStagePaths.updateProvidentOffer, {
      id,
      offerId: 'provident-1',
      decision: 'accept',
      amount: 300,
      period: 2,
    });
    const decision = await findOfferDecision(db, id, ApplicationState.PROVIDENT_OFFER);
    expect(decision).toMatchObject({ amount: 300, period: 2 });
    expect(decision?.monthlyPayment).toBeGreaterThan(150);
  });

  test('Provident: a loan outside the offer is 422 naming each field, and nothing moves', async () => {
    const id = await leadAt(ApplicationState.PROVIDENT_OFFER);
    const error = await refused(
      OfferStagePaths.updateProvidentOffer,
      { id, offerId: 'provident-1', decision: 'accept', amount: 900, period: 12 },
      422,
      'invalid_body',
    );
    expect(error.fieldErrors).toEqual([
      expect.objectContaining({ fieldName: 'amount', code: 'too_large', limit: 500 }),
      expect.objectContaining({ fieldName: 'period', code: 'too_large', limit: 3 }),
    ]);
    expect((await offersOf(id)).length).toBe(1);
  });

  test('an offer the lead does not have is 422 on offerId; another partner’s call 409', async () => {
    const id = await leadAt(ApplicationState.COFIDIS_OFFER);
    const error = await refused(
      OfferStagePaths.acceptOffer,
      { id, offerId: 'instabank-1', decision: 'accept' },
      422,
      'invalid_body',
    );
    expect(error.field).toBe('offerId');
    await refused(
      OfferStagePaths.proficreditOffer,
      { id, offerId: 'cofidis-1', decision: 'accept' },
      409,
      'wrong_state',
    );
    // A second answer, once the lead has moved on (another tab), is 409 too.
    await answered(OfferStagePaths.acceptOffer, { id, offerId: 'cofidis-1', decision: 'accept' });
    await refused(
      OfferStagePaths.acceptOffer,
      { id, offerId: 'cofidis-1', decision: 'decline' },
      409,
      'wrong_state',
    );
  });

  test('a body off the contract is 400; an expired lead 410', async () => {
    const id = await leadAt(ApplicationState.COFIDIS_OFFER);
    await refused(
      OfferStagePaths.acceptOffer,
      { id, offerId: 'cofidis-1', decision: 'maybe' },
      400,
      'invalid_body',
    );
    await refused(
      OfferStagePaths.offerPayment,
      { id, offerId: 'ipf-1', decision: 'decline' },
      400,
      'invalid_body',
    );
    clock = new Date(clock.getTime() + 25 * 60 * 60 * 1000);
    await refused(
      OfferStagePaths.acceptOffer,
      { id, offerId: 'cofidis-1', decision: 'accept' },
      410,
      'lead_expired',
    );
  });
});
