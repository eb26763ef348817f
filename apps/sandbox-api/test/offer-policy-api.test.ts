import { randomUUID } from 'node:crypto';
import {
  ApiErrorBodySchema,
  ApplicationState,
  LeadAnswerSchema,
  OfferStagePaths,
  type LeadData,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { sendJson } from './helpers/lead-requests.js';
import { emptyTables, openTestDatabase, storedData } from './helpers/test-database.js';

const S = ApplicationState;
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({ db, corsOrigins: [], testRoutes: true });
});

beforeEach(async () => {
  await emptyTables(db);
});

afterAll(async () => {
  await app.close();
  await db.close();
});

/** A lead past checking, its general policies accepted, standing at `state`. */
async function leadAt(state: ApplicationState, data: LeadData = {}): Promise<string> {
  const response = await sendJson(app, 'POST', '/test/leads', {
    applicationState: state,
    data: {
      amount: 500,
      period: 61,
      generalPolicies: true,
      policies: { generalTerms: true, dataProcessing: true },
      ...data,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return LeadAnswerSchema.parse(response.json()).id;
}

const offerPolicy = (body: unknown) => sendJson(app, 'POST', OfferStagePaths.offerPolicy, body);
const dynamicPolicy = (body: unknown) =>
  sendJson(app, 'POST', OfferStagePaths.offerDynamicPolicy, body);

function fieldErrorsOf(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(422);
  const { error } = ApiErrorBodySchema.parse(response.json());
  expect(error.code).toBe('invalid_body');
  return error.fieldErrors?.map((fault) => [fault.fieldName, fault.code]);
}

describe('POST /lead/offer/policy (POLICY_CONSENTS)', () => {
  test('stores the answers beside the general ones and moves the lead on to checking', async () => {
    const id = await leadAt(S.POLICY_CONSENTS);
    const response = await offerPolicy({
      id,
      scope: 'offer',
      policies: { loanAgreement: true, creditFileCheck: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(LeadAnswerSchema.parse(response.json()).applicationState).toBe(S.CHECKING);
    expect(await storedData(db, id)).toMatchObject({
      policies: {
        generalTerms: true,
        dataProcessing: true,
        loanAgreement: true,
        creditFileCheck: true,
      },
    });
  });

  test('a required policy not accepted: 422, one required error per policy; nothing written', async () => {
    const id = await leadAt(S.POLICY_CONSENTS);
    const response = await offerPolicy({ id, scope: 'offer', policies: { loanAgreement: false } });
    expect(fieldErrorsOf(response)).toEqual([
      ['policies.loanAgreement', 'required'],
      ['policies.creditFileCheck', 'required'],
    ]);
    expect(await storedData(db, id)).toMatchObject({
      policies: { generalTerms: true, dataProcessing: true },
    });
    expect(await storedData(db, id)).not.toHaveProperty('policies.loanAgreement');
  });

  test("a partner's scope, or a policy of another page: 422", async () => {
    const id = await leadAt(S.POLICY_CONSENTS);
    expect(
      fieldErrorsOf(
        await offerPolicy({ id, scope: 'tfbank', policies: { tfbankCreditInformation: true } }),
      ),
    ).toEqual([['scope', 'invalid_choice']]);
    expect(
      fieldErrorsOf(
        await offerPolicy({
          id,
          scope: 'offer',
          policies: { loanAgreement: true, creditFileCheck: true, advanziaOffers: true },
        }),
      ),
    ).toEqual([['policies.advanziaOffers', 'unknown_field']]);
  });

  test('a body off the contract: 422 naming each field; not an object: 400', async () => {
    expect(
      fieldErrorsOf(await offerPolicy({ id: 'lead-1', scope: 'offer', policies: {} })),
    ).toEqual([['id', 'invalid_format']]);
    expect(
      fieldErrorsOf(
        await offerPolicy({ id: randomUUID(), scope: 'offer', policies: { loanAgreement: 'yes' } }),
      ),
    ).toEqual([['policies.loanAgreement', 'invalid_type']]);
    expect((await offerPolicy(['loanAgreement'])).statusCode).toBe(400);
  });

  test('the lead elsewhere (another tab moved it): 409 wrong_state; an unknown one: 404', async () => {
    const id = await leadAt(S.DYNAMIC_CONSENTS);
    const accepted = { loanAgreement: true, creditFileCheck: true };
    const moved = await offerPolicy({ id, scope: 'offer', policies: accepted });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(ApiErrorBodySchema.parse(moved.json()).error.code).toBe('wrong_state');
    const unknown = await offerPolicy({ id: randomUUID(), scope: 'offer', policies: accepted });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /lead/offer/dynamic-policy (the partners)', () => {
  test.each([
    [S.DYNAMIC_CONSENTS, 'dynamic', { partnerDataSharing: true }],
    [S.ADVANZIA_CONSENTS, 'advanzia', { advanziaCardTerms: true, advanziaPrivacy: true }],
    [
      S.TFBANK_CONSENTS,
      'tfbank',
      { tfbankCreditInformation: true, tfbankCreditCheck: true, tfbankOffers: false },
    ],
  ] as const)(
    'state %s, scope %s: stored and moved on to checking',
    async (state, scope, policies) => {
      const id = await leadAt(state);
      const response = await dynamicPolicy({ id, scope, policies });
      expect(response.statusCode, response.body).toBe(200);
      expect(LeadAnswerSchema.parse(response.json()).applicationState).toBe(S.CHECKING);
      expect(await storedData(db, id)).toMatchObject({ policies });
    },
  );

  test("the offer's scope, or a scope the lead does not stand at", async () => {
    const id = await leadAt(S.ADVANZIA_CONSENTS);
    expect(
      fieldErrorsOf(
        await dynamicPolicy({
          id,
          scope: 'offer',
          policies: { loanAgreement: true, creditFileCheck: true },
        }),
      ),
    ).toEqual([['scope', 'invalid_choice']]);
    const elsewhere = await dynamicPolicy({
      id,
      scope: 'tfbank',
      policies: { tfbankCreditInformation: true, tfbankCreditCheck: true },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(409);
  });

  test('tags chain: after the partner consents, checking ends where the next tag says', async () => {
    const id = await leadAt(S.DYNAMIC_CONSENTS, {
      contactDetails: { email: 'ana+dynamic-consents+accepted@example.com' },
    });
    await dynamicPolicy({ id, scope: 'dynamic', policies: { partnerDataSharing: true } });
    const polls = [];
    for (let call = 0; call < 3; call += 1) {
      const response = await app.inject({ method: 'GET', url: `/lead/status/${id}` });
      polls.push(LeadAnswerSchema.parse(response.json()).applicationState);
    }
    expect(polls.at(-1)).toBe(S.ACCEPTED);
  });
});
