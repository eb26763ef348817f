import { randomUUID } from 'node:crypto';
import { ApplicationState, LeadAnswerSchema, type LeadData } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { ApiError } from '../src/http/api-error.js';
import { LEAD_LIFETIME_MS } from '../src/leads/lead-lifetime.js';
import { createLeadService, type LeadService } from '../src/leads/lead-service.js';
import { leadStatus, sendJson, updateLead } from './helpers/lead-requests.js';
import { emptyTables, openTestDatabase, storedData } from './helpers/test-database.js';

const S = ApplicationState;
let db: Database;
let app: FastifyInstance;
let leads: LeadService;
let clock = new Date();

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({ db, corsOrigins: [], testRoutes: true, now: () => clock });
  leads = createLeadService(db, () => clock);
});

beforeEach(async () => {
  clock = new Date();
  await emptyTables(db);
});

afterAll(async () => {
  await app.close();
  await db.close();
});

const fullData = (email: string): LeadData => ({
  amount: 500,
  period: 61,
  personalDetails: { firstName: 'Ana' },
  contactDetails: { email, phoneNumber: '600000000' },
  incomeDetails: { monthlyIncome: 1500 },
  otherDetails: { loanPurpose: 'car' },
  referenceDetails: { name: 'Luis' },
});

async function seed(
  applicationState: ApplicationState,
  data: LeadData = fullData('ana@example.com'),
  completedStages?: readonly ApplicationState[],
): Promise<string> {
  const response = await sendJson(app, 'POST', '/test/leads', {
    applicationState,
    data,
    ...(completedStages ? { completedStages } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return LeadAnswerSchema.parse(response.json()).id;
}

/** Status calls until the lead leaves CHECKING (the third call reveals the decision). */
async function revealed(id: string): Promise<ApplicationState> {
  let state: ApplicationState = S.CHECKING;
  for (let call = 0; call < 3 && state === S.CHECKING; call += 1) {
    state = (await leadStatus(app, id)).applicationState;
  }
  return state;
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('Expected an ApiError');
  return error;
}

describe('advanceStage', () => {
  test('merges the patch, moves the lead on and answers as a lead update does', async () => {
    const id = await seed(S.VEHICLE, fullData('ana+vehicle+accepted@example.com'));
    const answer = await leads.advanceStage({
      id,
      at: S.VEHICLE,
      patch: { vehicle: { make: 'Seat', model: 'Ibiza' } },
      outcome: 'done',
    });
    expect(answer).toMatchObject({ id, applicationState: S.CHECKING, leadStatus: 1 });
    expect(await storedData(db, id)).toMatchObject({ vehicle: { make: 'Seat', model: 'Ibiza' } });
    expect(await revealed(id)).toBe(S.ACCEPTED);
  });

  test('e-mail tags chain: CHECKING, VEHICLE, CHECKING, COFIDIS_OFFER, then ACCEPTED', async () => {
    const id = await seed(S.CHECKING, fullData('ana+vehicle+cofidis-offer+accepted@example.com'));
    expect(await revealed(id)).toBe(S.VEHICLE);
    await leads.advanceStage({ id, at: S.VEHICLE, outcome: 'done' });
    expect(await revealed(id)).toBe(S.COFIDIS_OFFER);
    const accepted = await leads.advanceStage({ id, at: S.COFIDIS_OFFER, outcome: 'accepted' });
    expect(accepted.applicationState).toBe(S.ACCEPTED);
    const rows = await db.query<{ completed_stages: unknown }>(
      'SELECT completed_stages FROM leads WHERE id = $1',
      [id],
    );
    expect(rows[0]?.completed_stages).toEqual([S.VEHICLE, S.COFIDIS_OFFER]);
  });

  test('a lead seeded at a stage of a chain has done the stages before it', async () => {
    const id = await seed(S.COFIDIS_OFFER, fullData('ana+vehicle+cofidis-offer@example.com'));
    await leads.advanceStage({ id, at: S.COFIDIS_OFFER, outcome: 'declined' });
    expect(await revealed(id)).toBe(S.THANK_YOU);
  });

  test('a seed may name stages already completed', async () => {
    const id = await seed(S.CHECKING, fullData('ana+vehicle+id-upload@example.com'), [S.VEHICLE]);
    expect(await revealed(id)).toBe(S.ID_UPLOAD);
  });

  test('the wniosek, then its completion, through the same call', async () => {
    const id = await seed(S.WNIOSEK);
    const wniosek = [S.WNIOSEK, S.WNIOSEK_UZUPELNIENIE];
    const first = await leads.advanceStage({ id, at: wniosek, outcome: 'done' });
    expect(first.applicationState).toBe(S.WNIOSEK_UZUPELNIENIE);
    const second = await leads.advanceStage({ id, at: wniosek, outcome: 'done' });
    expect(second.applicationState).toBe(S.CHECKING);
  });

  test('refuses an unknown lead (404), an expired one (410) and one at another state (409)', async () => {
    const unknown = await refusal(
      leads.advanceStage({ id: randomUUID(), at: S.VEHICLE, outcome: 'done' }),
    );
    expect([unknown.statusCode, unknown.code]).toEqual([404, 'lead_not_found']);

    const id = await seed(S.VEHICLE);
    const elsewhere = await refusal(leads.advanceStage({ id, at: S.AIDE, outcome: 'done' }));
    expect([elsewhere.statusCode, elsewhere.code]).toEqual([409, 'wrong_state']);

    clock = new Date(clock.getTime() + LEAD_LIFETIME_MS + 1000);
    const expired = await refusal(leads.advanceStage({ id, at: S.VEHICLE, outcome: 'done' }));
    expect([expired.statusCode, expired.code]).toEqual([410, 'lead_expired']);
    // Nothing was written by the refused calls.
    expect((await leadStatus(app, id)).applicationState).toBe(S.VEHICLE);
  });

  test('EMPLOYMENT_DETAILS chosen after checking is completed by a lead PUT', async () => {
    const id = await seed(S.CHECKING, fullData('ana+employment-details+rejected@example.com'));
    expect(await revealed(id)).toBe(S.EMPLOYMENT_DETAILS);
    const saved = await updateLead(app, id, { employer: { name: 'Acme' } });
    expect(saved.applicationState).toBe(S.CHECKING);
    expect(await revealed(id)).toBe(S.REJECTED);
  });

  test('a verified mobile before the offer goes on to the next classic step', async () => {
    const data: LeadData = {
      amount: 500,
      period: 61,
      personalDetails: { firstName: 'Ana' },
      contactDetails: { email: 'ana+mobile@example.com', phoneNumber: '600000000' },
    };
    const id = await seed(S.MOBILE_VERIFICATION, data);
    const answer = await leads.advanceStage({ id, at: S.MOBILE_VERIFICATION, outcome: 'done' });
    expect(answer.applicationState).toBe(S.INCOME_DETAILS);
  });
});
