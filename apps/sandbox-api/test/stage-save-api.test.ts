import { randomUUID } from 'node:crypto';
import {
  ApiErrorBodySchema,
  ApplicationState,
  LeadAnswerSchema,
  OfferStageSaves,
  type LeadData,
  type LeadDataPatch,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { LEAD_LIFETIME_MS } from '../src/leads/lead-lifetime.js';
import { stageSaveRoutes } from '../src/routes/stage-save-routes.js';
import { leadStatus, sendJson } from './helpers/lead-requests.js';
import { emptyTables, openTestDatabase, storedData } from './helpers/test-database.js';

const S = ApplicationState;
let db: Database;
let app: FastifyInstance;
let clock = new Date();

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({ db, corsOrigins: [], testRoutes: true, now: () => clock });
});

beforeEach(async () => {
  clock = new Date();
  await emptyTables(db);
});

afterAll(async () => {
  await app.close();
  await db.close();
});

const vehicle = { make: 'Seat', model: 'Ibiza', year: 2018 };
const aide = { receivesAid: true, housingAidAmount: 150 };

/** One answer of each section a save may carry. */
const samples = new Map<string, unknown>(
  Object.entries({
    additionalEmployment: { contractType: 'permanent', employedSince: '2019-04-01' },
    additionalPersonalDetails: { placeOfBirth: 'Köln', nationality: 'DE' },
    maritalDetails: { maritalStatus: 'married', spouseFirstName: 'Luis' },
    aide,
    creditDetails: { numberOfCredits: 1, hasMortgage: false },
    professionalDetails: { profession: 'Nurse', sector: 'health' },
    personalDetails: { personalCode: '1900101223344' },
    customerDebts: { hasDebts: false },
    referenceDetails: { type: 'family', name: 'Luis', phoneNumber: '+34698765432' },
    wniosek: { idCardNumber: 'ABA300000', householdSize: 2 },
    santanderComperia: { householdSize: 3, hasCreditCard: false },
    vehicle,
    bankAccount: { accountNumber: 'ES9121000418450200051332', holderName: 'Ana García' },
  } satisfies LeadDataPatch),
);

const data: LeadData = {
  amount: 500,
  period: 61,
  personalDetails: { firstName: 'Ana' },
  contactDetails: { email: 'ana@example.com', phoneNumber: '600000000' },
  incomeDetails: { monthlyIncome: 1500 },
  otherDetails: { loanPurpose: 'car' },
  referenceDetails: { name: 'Marta' },
};

/** A lead at a state; of a brand's product (`default-es`), the checks of its country run. */
async function seed(
  applicationState: ApplicationState,
  email = 'ana@example.com',
  product?: string,
) {
  const response = await sendJson(app, 'POST', '/test/leads', {
    applicationState,
    data: { ...data, contactDetails: { ...data.contactDetails, email } },
    ...(product ? { product } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return LeadAnswerSchema.parse(response.json()).id;
}

const save = (path: string, body: unknown) => sendJson(app, 'POST', path, body);
const errorOf = (body: string) => ApiErrorBodySchema.parse(JSON.parse(body)).error;

describe('the form stages after the offer (OfferStageSaves)', () => {
  test('every save of the contract has its route, each path once', () => {
    expect(stageSaveRoutes.flatMap((route) => route.states).sort()).toEqual(
      OfferStageSaves.map((save) => save.state).sort(),
    );
    expect(stageSaveRoutes.find((route) => route.path === '/lead/wniosek')?.states).toEqual([
      S.WNIOSEK,
      S.WNIOSEK_UZUPELNIENIE,
    ]);
  });

  test.each(OfferStageSaves.map((entry) => [entry.state, entry.path, entry] as const))(
    'state %i: POST %s stores the sections and moves the lead on',
    async (state, path, { sections }) => {
      const id = await seed(state);
      const body = Object.fromEntries(sections.map((key) => [key, samples.get(key)]));
      const response = await save(path, { id, ...body });
      expect(response.statusCode, response.body).toBe(200);
      const answer = LeadAnswerSchema.parse(response.json());
      const next = state === S.WNIOSEK ? S.WNIOSEK_UZUPELNIENIE : S.CHECKING;
      expect(answer).toMatchObject({ id, applicationState: next, leadStatus: 1 });
      expect(await storedData(db, id)).toMatchObject(body);
      expect(await leadStatus(app, id)).toMatchObject({ applicationState: next });
    },
  );

  test('an answer off its list or its format is refused naming it, and the lead stays', async () => {
    const id = await seed(S.MARITAL_DETAILS);
    const refused = async (maritalDetails: Record<string, string>) => {
      const response = await save('/lead/marital-details', { id, maritalDetails });
      expect(response.statusCode, response.body).toBe(422);
      return errorOf(response.body).fieldErrors;
    };
    expect(await refused({ maritalStatus: 'married', spouseFirstName: 'Luis 2' })).toEqual([
      expect.objectContaining({
        fieldName: 'maritalDetails.spouseFirstName',
        code: 'invalid_format',
      }),
    ]);
    expect(await refused({ maritalStatus: 'complicated' })).toEqual([
      expect.objectContaining({
        fieldName: 'maritalDetails.maritalStatus',
        code: 'invalid_choice',
      }),
    ]);
    // A spouse's name is not asked of a single applicant.
    expect(await refused({ maritalStatus: 'single', spouseFirstName: 'Luis' })).toEqual([
      expect.objectContaining({
        fieldName: 'maritalDetails.spouseFirstName',
        code: 'not_accepted',
      }),
    ]);
    expect(await leadStatus(app, id)).toMatchObject({ applicationState: S.MARITAL_DETAILS });
    expect(await storedData(db, id)).not.toHaveProperty('maritalDetails');
  });

  test.each([
    {
      // An aid is a monthly amount, held to the monthly income's bound.
      state: S.AIDE,
      path: '/lead/aide',
      body: { aide: { receivesAid: true, housingAidAmount: 99_999_999_999 } },
      refused: 'aide.housingAidAmount',
    },
    {
      // What is paid and owed on credits is not asked of someone who pays none.
      state: S.YOUNITED_CREDIT_DETAILS,
      path: '/lead/offer/credit-details',
      body: { creditDetails: { numberOfCredits: 0, monthlyCreditRepayments: 200 } },
      refused: 'creditDetails.monthlyCreditRepayments',
    },
    {
      // In debt, yet owing nothing.
      state: S.CUSTOMER_DEBTS,
      path: '/lead/offer/customer-debts',
      body: { customerDebts: { hasDebts: true, numberOfDebts: 2, totalDebtAmount: 0 } },
      refused: 'customerDebts.totalDebtAmount',
    },
  ])('$refused beside the rest of its page is refused as the page refuses it', async (row) => {
    const id = await seed(row.state, 'ana@example.com', 'default-es');
    const response = await save(row.path, { id, ...row.body });
    expect(response.statusCode, response.body).toBe(422);
    expect(errorOf(response.body).fieldErrors).toEqual([
      expect.objectContaining({ fieldName: row.refused, code: 'not_accepted' }),
    ]);
    expect(await leadStatus(app, id)).toMatchObject({ applicationState: row.state });
  });

  test('the checking after a stage is decided again: +vehicle+accepted ends ACCEPTED', async () => {
    const id = await seed(S.VEHICLE, 'ana+vehicle+accepted@example.com');
    const response = await save('/lead/vehicle', { id, vehicle: vehicle });
    expect(LeadAnswerSchema.parse(response.json()).applicationState).toBe(S.CHECKING);
    await leadStatus(app, id);
    await leadStatus(app, id);
    expect((await leadStatus(app, id)).applicationState).toBe(S.ACCEPTED);
  });

  test('null clears an answer, as a lead update does', async () => {
    const id = await seed(S.VEHICLE);
    await sendJson(app, 'PUT', '/v3/lead', {
      product: 'application-frontend',
      id,
      vehicle: vehicle,
    });
    const response = await save('/lead/vehicle', { id, vehicle: { year: null, mileage: 42_000 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedData(db, id)).toMatchObject({
      vehicle: { make: 'Seat', model: 'Ibiza', mileage: 42_000 },
    });
    expect(await storedData(db, id)).not.toHaveProperty('vehicle.year');
  });

  test('a body off the contract is 422 invalid_body listing every field, nothing stored', async () => {
    const id = await seed(S.VEHICLE);
    const response = await save('/lead/vehicle', {
      id,
      vehicle: { year: 'old', colour: 'red' },
      aide: { receivesAid: true },
    });
    expect(response.statusCode).toBe(422);
    const error = errorOf(response.body);
    expect(error.code).toBe('invalid_body');
    expect(error.fieldErrors?.map(({ fieldName, code }) => [fieldName, code])).toEqual(
      expect.arrayContaining([
        ['vehicle.year', 'invalid_type'],
        ['vehicle.colour', 'unknown_field'],
        ['aide', 'unknown_field'],
      ]),
    );
    expect(await storedData(db, id)).not.toHaveProperty('vehicle');
    expect((await leadStatus(app, id)).applicationState).toBe(S.VEHICLE);
  });

  test('a body with none of its sections is 422, each section required', async () => {
    const id = await seed(S.VEHICLE);
    const response = await save('/lead/vehicle', { id });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response.body).fieldErrors).toEqual([
      { fieldName: 'vehicle', code: 'required', message: 'Required' },
    ]);
  });

  test('a body that is not an object, or without a lead id, is refused', async () => {
    const notObject = await save('/lead/vehicle', [1]);
    expect([notObject.statusCode, errorOf(notObject.body).code]).toEqual([400, 'invalid_body']);
    const noId = await save('/lead/vehicle', { vehicle: vehicle });
    expect(noId.statusCode).toBe(422);
    expect(errorOf(noId.body).field).toBe('id');
  });

  test('a lead elsewhere is 409 wrong_state; unknown 404; expired 410; nothing stored', async () => {
    const id = await seed(S.AIDE);
    const elsewhere = await save('/lead/vehicle', { id, vehicle: vehicle });
    expect([elsewhere.statusCode, errorOf(elsewhere.body).code]).toEqual([409, 'wrong_state']);
    expect(await storedData(db, id)).not.toHaveProperty('vehicle');

    const unknown = await save('/lead/vehicle', { id: randomUUID(), vehicle: vehicle });
    expect([unknown.statusCode, errorOf(unknown.body).code]).toEqual([404, 'lead_not_found']);

    clock = new Date(clock.getTime() + LEAD_LIFETIME_MS + 1000);
    const expired = await save('/lead/aide', { id, aide: aide });
    expect([expired.statusCode, errorOf(expired.body).code]).toEqual([410, 'lead_expired']);
  });

  test('the same save twice: the second finds the lead moved on (409)', async () => {
    const id = await seed(S.AIDE);
    expect((await save('/lead/aide', { id, aide: aide })).statusCode).toBe(200);
    const again = await save('/lead/aide', { id, aide: aide });
    expect([again.statusCode, errorOf(again.body).code]).toEqual([409, 'wrong_state']);
  });
});
