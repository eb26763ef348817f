import {
  ApiErrorBodySchema,
  ApplicationState,
  LeadAnswerSchema,
  MobileVerificationStatusSchema,
  OfferStagePaths,
  type LeadData,
} from '@lf/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import {
  CODE_LIFETIME_MS,
  LOCK_MS,
  MAX_WRONG_CODES,
  RESEND_COOLDOWN_MS,
  SANDBOX_CODE,
} from '../src/mobile/mobile-code.js';
import { TEST_MOBILE_CODE_PATH } from '../src/routes/mobile-routes.js';
import { createLead, leadStatus, product, sendJson, updateLead } from './helpers/lead-requests.js';
import { openTestDatabase, storedData } from './helpers/test-database.js';

/** The four calls of mobile verification, through the routes, on a clock the tests move. */
let db: Database;
let app: FastifyInstance;
let plain: FastifyInstance;
let clock: Date;
const start = new Date('2026-03-02T10:00:00Z');
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({ db, corsOrigins: [], testRoutes: true, now: () => clock });
  plain = buildApp({ db, corsOrigins: [], now: () => clock });
});

afterAll(async () => {
  await app.close();
  await plain.close();
  await db.close();
});

beforeEach(() => {
  clock = start;
});

const S = ApplicationState;
const personalDetails = { firstName: 'Ana', lastName: 'Ruiz', dateOfBirth: '1990-04-12' };
const contactDetails = { email: 'ana@example.com', phoneNumber: '+34 612 345 678' };
const everySection: LeadData = {
  amount: 500,
  period: 61,
  personalDetails,
  contactDetails,
  incomeDetails: { monthlyIncome: 1500, incomeSource: 'employed' },
  otherDetails: { loanPurpose: 'car', maritalStatus: 'single' },
  referenceDetails: { type: 'friend', name: 'Luis', phoneNumber: '+34611111111' },
};

async function seed(
  applicationState: ApplicationState,
  data: LeadData = { amount: 500, period: 61, personalDetails, contactDetails },
): Promise<string> {
  const response = await sendJson(app, 'POST', '/test/leads', { applicationState, data });
  expect(response.statusCode, response.body).toBe(201);
  return LeadAnswerSchema.parse(response.json()).id;
}

const status = (id: string, on = app) =>
  on.inject({ method: 'GET', url: `${OfferStagePaths.mobileVerification}?id=${id}` });
const verify = (id: string, code: string) =>
  sendJson(app, 'POST', OfferStagePaths.mobileVerify, { id, code });
const resend = (id: string) => sendJson(app, 'POST', OfferStagePaths.mobileResendCode, { id });
const change = (id: string, phoneNumber: string) =>
  sendJson(app, 'POST', OfferStagePaths.mobileChange, { id, phoneNumber });

function errorOf(response: LightMyRequestResponse) {
  return ApiErrorBodySchema.parse(response.json()).error;
}
function statusOf(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return MobileVerificationStatusSchema.parse(response.json());
}
function answerOf(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return LeadAnswerSchema.parse(response.json());
}

describe('mobile verification', () => {
  test('the status says where the code went, and when another may be sent', async () => {
    const id = await seed(S.MOBILE_VERIFICATION);
    expect(statusOf(await status(id))).toEqual({
      maskedPhoneNumber: '••• ••• 678',
      codeLength: 6,
      resendAvailableAt: new Date(start.getTime() + RESEND_COOLDOWN_MS).toISOString(),
      attemptsLeft: MAX_WRONG_CODES,
    });
  });

  test('the right code moves the lead to the first classic step it lacks', async () => {
    const id = await seed(S.MOBILE_VERIFICATION);
    expect(answerOf(await verify(id, SANDBOX_CODE)).applicationState).toBe(S.INCOME_DETAILS);
    // Verified: the lead has moved on, so the calls of the stage are refused.
    expect(errorOf(await status(id))).toMatchObject({ code: 'wrong_state' });
    expect((await verify(id, SANDBOX_CODE)).statusCode).toBe(409);
  });

  test('a lead that holds every answer goes to checking once verified', async () => {
    const id = await seed(S.MOBILE_VERIFICATION, everySection);
    expect(answerOf(await verify(id, SANDBOX_CODE)).applicationState).toBe(S.CHECKING);
  });

  test('each wrong code is counted; the fifth locks verifying and resending for 15 minutes', async () => {
    const id = await seed(S.MOBILE_VERIFICATION);
    const wrong = await verify(id, '000000');
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong)).toMatchObject({ code: 'code_wrong', field: 'code' });
    expect(statusOf(await status(id)).attemptsLeft).toBe(MAX_WRONG_CODES - 1);
    for (let i = 2; i < MAX_WRONG_CODES; i += 1) {
      expect((await verify(id, '000000')).statusCode).toBe(422);
    }
    const locking = await verify(id, '000000');
    expect(locking.statusCode).toBe(429);
    expect(errorOf(locking)).toMatchObject({ code: 'too_many_attempts' });
    expect(statusOf(await status(id))).toMatchObject({
      attemptsLeft: 0,
      resendAvailableAt: new Date(start.getTime() + LOCK_MS).toISOString(),
    });
    expect(errorOf(await verify(id, SANDBOX_CODE))).toMatchObject({ code: 'too_many_attempts' });
    expect(errorOf(await resend(id))).toMatchObject({ code: 'too_many_attempts' });

    later(LOCK_MS);
    expect(statusOf(await resend(id)).attemptsLeft).toBe(MAX_WRONG_CODES);
    expect(answerOf(await verify(id, SANDBOX_CODE)).applicationState).toBe(S.INCOME_DETAILS);
  });

  test('a code older than 10 minutes is expired; a new one works', async () => {
    const id = await seed(S.MOBILE_VERIFICATION);
    statusOf(await status(id));
    later(CODE_LIFETIME_MS + 1000);
    const expired = await verify(id, SANDBOX_CODE);
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired)).toMatchObject({ code: 'code_expired', field: 'code' });
    statusOf(await resend(id));
    expect(answerOf(await verify(id, SANDBOX_CODE)).applicationState).toBe(S.INCOME_DETAILS);
  });

  test('another code only after the 30-second cool-down', async () => {
    const id = await seed(S.MOBILE_VERIFICATION);
    statusOf(await status(id));
    const early = await resend(id);
    expect(early.statusCode).toBe(429);
    expect(errorOf(early)).toMatchObject({ code: 'rate_limited' });
    later(RESEND_COOLDOWN_MS);
    expect(statusOf(await resend(id)).resendAvailableAt).toBe(
      new Date(clock.getTime() + RESEND_COOLDOWN_MS).toISOString(),
    );
  });

  test('a new number while waiting for a code: stored, a code sent to it, the lead stays', async () => {
    const id = await seed(S.MOBILE_VERIFICATION);
    const answer = answerOf(await change(id, '+34 699-111 222'));
    expect(answer.applicationState).toBe(S.MOBILE_VERIFICATION);
    expect(await storedData(db, id)).toMatchObject({
      contactDetails: { email: 'ana@example.com', phoneNumber: '+34699111222' },
    });
    expect(statusOf(await status(id)).maskedPhoneNumber).toBe('••• ••• 222');
  });

  test('a lead sent to change its number goes back to verification with the new one', async () => {
    const id = await seed(S.CHANGE_MOBILE_NUMBER);
    expect(errorOf(await status(id))).toMatchObject({ code: 'wrong_state' });
    expect(answerOf(await change(id, '611223344')).applicationState).toBe(S.MOBILE_VERIFICATION);
    expect(statusOf(await status(id)).maskedPhoneNumber).toBe('••• ••• 344');
    expect(answerOf(await verify(id, SANDBOX_CODE)).applicationState).toBe(S.INCOME_DETAILS);
  });

  test('a number of the wrong shape: 422 invalid_body on phoneNumber, nothing stored', async () => {
    const id = await seed(S.MOBILE_VERIFICATION);
    const response = await change(id, '612 ABC 678');
    expect(response.statusCode).toBe(422);
    const error = errorOf(response);
    expect(error).toMatchObject({ code: 'invalid_body', field: 'phoneNumber' });
    expect(error.fieldErrors).toEqual([
      { fieldName: 'phoneNumber', code: 'invalid_format', message: 'Enter a phone number.' },
    ]);
    expect(error.message).not.toContain('ABC');
    expect(await storedData(db, id)).toMatchObject({ contactDetails });
  });

  test('an unknown, expired or moved-on lead, and a body off the contract, are refused', async () => {
    const unknown = '3f1c8a52-6a55-4a8e-9d0e-2b7c1d1e0f00';
    expect(errorOf(await verify(unknown, SANDBOX_CODE))).toMatchObject({
      code: 'lead_not_found',
    });
    const elsewhere = await seed(S.INCOME_DETAILS);
    for (const response of [
      await status(elsewhere),
      await verify(elsewhere, SANDBOX_CODE),
      await resend(elsewhere),
      await change(elsewhere, '611223344'),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).code).toBe('wrong_state');
    }
    const id = await seed(S.MOBILE_VERIFICATION);
    const badCode = await verify(id, '12ab56');
    expect(badCode.statusCode).toBe(400);
    expect(errorOf(badCode)).toMatchObject({ code: 'invalid_body', field: 'code' });
    expect(statusOf(await status(id)).attemptsLeft).toBe(MAX_WRONG_CODES);
    expect(errorOf(await status('lead-1'))).toMatchObject({ code: 'invalid_body', field: 'id' });
    later(25 * 60 * 60_000);
    const expired = await verify(id, SANDBOX_CODE);
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired).code).toBe('lead_expired');
  });

  test('the fixture that backdates a code exists only with the test routes', async () => {
    const id = await seed(S.MOBILE_VERIFICATION);
    const body = { id, minutesAgo: 11 };
    expect((await sendJson(plain, 'POST', TEST_MOBILE_CODE_PATH, body)).statusCode).toBe(404);
    statusOf(await sendJson(app, 'POST', TEST_MOBILE_CODE_PATH, body));
    expect(errorOf(await verify(id, SANDBOX_CODE)).code).toBe('code_expired');
    // Older than the cool-down: another code may be asked for at once.
    statusOf(await resend(id));
  });

  test('`+mobile`: the classic flow stops at verification after the contact step', async () => {
    const { id } = await createLead(app, { amount: 500, period: 61 });
    await updateLead(app, id, { personalDetails });
    const contact = await updateLead(app, id, {
      contactDetails: { ...contactDetails, email: 'ana+mobile@example.com' },
    });
    expect(contact.applicationState).toBe(S.MOBILE_VERIFICATION);
    expect(statusOf(await status(id)).maskedPhoneNumber).toBe('••• ••• 678');
    expect(answerOf(await verify(id, SANDBOX_CODE)).applicationState).toBe(S.INCOME_DETAILS);
    const income = await updateLead(app, id, {
      incomeDetails: { monthlyIncome: 1500, incomeSource: 'employed' },
    });
    expect(income.applicationState).toBe(S.OTHER_INFORMATION);
  });
});

describe('an update while the lead waits for its code', () => {
  const incomeDetails = { monthlyIncome: 1500, incomeSource: 'employed' };

  /** A `+mobile` lead the classic flow brought to MOBILE_VERIFICATION. */
  async function waitingLead(): Promise<string> {
    const { id } = await createLead(app, { amount: 500, period: 61 });
    await updateLead(app, id, { personalDetails });
    const contact = await updateLead(app, id, {
      contactDetails: { ...contactDetails, email: 'ana+mobile@example.com' },
    });
    expect(contact.applicationState).toBe(S.MOBILE_VERIFICATION);
    return id;
  }

  /** Everything an update may change: state, revision, data, updated_at. */
  async function storedLead(id: string) {
    const rows = await db.query<Record<string, unknown>>('SELECT * FROM leads WHERE id = $1', [id]);
    return rows[0];
  }

  const put = (id: string, path = '/v3/lead') =>
    sendJson(app, 'PUT', path, { product, id, incomeDetails });

  test('is refused with 409 mobile_verification_required, on both paths, and writes nothing', async () => {
    const id = await waitingLead();
    const before = await storedLead(id);
    for (const path of ['/v3/lead', '/v2/lead']) {
      const refused = await put(id, path);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(errorOf(refused)).toMatchObject({ code: 'mobile_verification_required', field: 'id' });
    }
    expect(await storedLead(id)).toEqual(before);
    expect((await leadStatus(app, id)).applicationState).toBe(S.MOBILE_VERIFICATION);
  });

  test('goes on once the code is verified, to the state decided as before', async () => {
    const id = await waitingLead();
    expect((await put(id)).statusCode).toBe(409);
    expect(answerOf(await verify(id, SANDBOX_CODE)).applicationState).toBe(S.INCOME_DETAILS);
    expect(answerOf(await put(id)).applicationState).toBe(S.OTHER_INFORMATION);
    expect(await storedData(db, id)).toMatchObject({ incomeDetails });
  });

  test('a wrong code does not unlock it', async () => {
    const id = await waitingLead();
    const before = await storedLead(id);
    expect(errorOf(await verify(id, '000000')).code).toBe('code_wrong');
    const refused = await put(id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('mobile_verification_required');
    expect(await storedData(db, id)).toEqual(before?.data);
    expect((await leadStatus(app, id)).applicationState).toBe(S.MOBILE_VERIFICATION);
  });

  test('a new number after a verification must be verified again', async () => {
    // Verified, checked, then sent to change the number (the `+change-mobile-number` stage).
    const data = {
      ...everySection,
      contactDetails: { ...contactDetails, email: 'ana+change-mobile-number@example.com' },
    };
    const id = await seed(S.MOBILE_VERIFICATION, data);
    expect(answerOf(await verify(id, SANDBOX_CODE)).applicationState).toBe(S.CHECKING);
    for (let call = 0; call < 3; call += 1) await leadStatus(app, id);
    expect((await leadStatus(app, id)).applicationState).toBe(S.CHANGE_MOBILE_NUMBER);
    expect(answerOf(await change(id, '611223344')).applicationState).toBe(S.MOBILE_VERIFICATION);

    expect(errorOf(await put(id)).code).toBe('mobile_verification_required');
    expect(answerOf(await verify(id, SANDBOX_CODE)).applicationState).toBe(S.CHECKING);
    expect((await put(id)).statusCode).toBe(200);
  });
});
