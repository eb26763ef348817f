import {
  ApplicationState,
  OfferStagePaths,
  OffersAnswerSchema,
  offersPath,
  PartnerLogosAnswerSchema,
  SAMPLE_LEADS_PATH,
  SampleLeadsAnswerSchema,
  WRITE_SECRET_HEADER,
  type LeadAnswer,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { leadStatus } from './helpers/lead-requests.js';
import { openTestDatabase, storedData } from './helpers/test-database.js';

let db: Database;
let plain: FastifyInstance;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDatabase();
  plain = buildApp({ db, corsOrigins: [] });
  app = buildApp({ db, corsOrigins: [], testRoutes: true });
});

afterAll(async () => {
  await plain.close();
  await app.close();
  await db.close();
});

const seedSamples = (on: FastifyInstance, body: unknown) =>
  on.inject({
    method: 'POST',
    url: SAMPLE_LEADS_PATH,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

async function samples(body: Record<string, unknown>): Promise<LeadAnswer[]> {
  const response = await seedSamples(app, body);
  expect(response.statusCode, response.body).toBe(200);
  return SampleLeadsAnswerSchema.parse(response.json()).leads;
}

function leadAt(leads: readonly LeadAnswer[], state: ApplicationState): LeadAnswer {
  const lead = leads.find((each) => each.applicationState === state);
  if (!lead) throw new Error(`No sample lead at ${state}`);
  return lead;
}

const withSecret = (lead: LeadAnswer) => ({ [WRITE_SECRET_HEADER]: lead.writeSecret ?? '' });

describe(`POST ${SAMPLE_LEADS_PATH} (the brand book's sample leads)`, () => {
  test('does not exist unless the sandbox is started with SANDBOX_TEST_ROUTES=1', async () => {
    const response = await seedSamples(plain, { product: 'default-es' });
    expect(response.statusCode).toBe(404);
  });

  test('seeds one lead per application state for a brand, each with its write secret', async () => {
    const leads = await samples({ product: 'default-es' });
    const states = Object.values(ApplicationState);
    expect(leads.map((lead) => lead.applicationState).sort((a, b) => a - b)).toEqual(
      [...states].sort((a, b) => a - b),
    );
    expect(new Set(leads.map((lead) => lead.id)).size).toBe(states.length);
    for (const lead of leads) {
      expect(lead.writeSecret).toEqual(expect.stringMatching(/^[\w-]{43}$/));
      expect((await leadStatus(app, lead.id)).applicationState).toBe(lead.applicationState);
    }
  });

  test('is idempotent: the same ids and secrets, each lead put back in its state', async () => {
    const first = leadAt(await samples({ product: 'default-es' }), ApplicationState.COFIDIS_OFFER);
    const accepted = await app.inject({
      method: 'POST',
      url: OfferStagePaths.acceptOffer,
      headers: { 'content-type': 'application/json', ...withSecret(first) },
      payload: JSON.stringify({ id: first.id, offerId: 'cofidis-1', decision: 'accept' }),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await leadStatus(app, first.id)).applicationState).toBe(ApplicationState.ACCEPTED);

    const again = leadAt(await samples({ product: 'default-es' }), ApplicationState.COFIDIS_OFFER);
    expect(again).toMatchObject({ id: first.id, writeSecret: first.writeSecret, revision: 1 });
    expect((await leadStatus(app, first.id)).applicationState).toBe(ApplicationState.COFIDIS_OFFER);
    // Another brand's sample leads are its own.
    const other = leadAt(await samples({ product: 'credisol-es' }), ApplicationState.COFIDIS_OFFER);
    expect(other.id).not.toBe(first.id);
  });

  test('one state only, with the brand book’s answers laid over the sample applicant', async () => {
    const leads = await samples({
      product: 'kredit-klar-de',
      applicationState: ApplicationState.MOBILE_VERIFICATION,
      data: { contactDetails: { phoneNumber: '+49600000000' } },
    });
    expect(leads.map((lead) => lead.applicationState)).toEqual([
      ApplicationState.MOBILE_VERIFICATION,
    ]);
    const [lead] = leads;
    const data = await storedData(db, lead?.id ?? '');
    expect(data).toMatchObject({
      contactDetails: { phoneNumber: '+49600000000', email: expect.any(String) },
      personalDetails: { firstName: expect.any(String) },
    });
    const status = await app.inject({
      method: 'GET',
      url: `${OfferStagePaths.mobileVerification}?id=${lead?.id}`,
    });
    expect(status.statusCode, status.body).toBe(200);
  });

  test('offer and partner states hold what their pages read: offers, partners, a hand-over', async () => {
    const leads = await samples({ product: 'default-es' });
    const cofidis = leadAt(leads, ApplicationState.COFIDIS_OFFER);
    const offers = await app.inject({ method: 'GET', url: offersPath(cofidis.id) });
    expect(OffersAnswerSchema.parse(offers.json()).offers).toEqual([
      expect.objectContaining({ partner: 'Cofidis', currency: 'EUR' }),
    ]);
    const thanked = leadAt(leads, ApplicationState.THANK_YOU);
    const logos = await app.inject({
      method: 'GET',
      url: `${OfferStagePaths.partnerLogos}?id=${thanked.id}`,
      headers: withSecret(thanked),
    });
    expect(logos.statusCode, logos.body).toBe(200);
    expect(PartnerLogosAnswerSchema.parse(logos.json()).logos.length).toBeGreaterThan(0);
    expect(leadAt(leads, ApplicationState.REDIRECTED)).toMatchObject({
      redirectUrl: expect.stringMatching(/^https:\/\//),
      redirectMethod: 'GET',
    });
  });

  test('the checking sample keeps checking, however often its status is asked', async () => {
    const checking = leadAt(await samples({ product: 'credisol-es' }), ApplicationState.CHECKING);
    for (let call = 0; call < 5; call += 1) {
      expect((await leadStatus(app, checking.id)).applicationState).toBe(ApplicationState.CHECKING);
    }
  });

  test('refuses a missing product, an unknown state and a loan outside the brand’s bounds', async () => {
    for (const body of [
      {},
      { product: 'default-es', applicationState: 999 },
      { product: 'default-es', data: { amount: 10_000_000 } },
    ]) {
      const response = await seedSamples(app, body);
      expect([400, 422], response.body).toContain(response.statusCode);
    }
  });
});
