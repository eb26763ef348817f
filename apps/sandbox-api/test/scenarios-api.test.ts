import {
  ApiErrorBodySchema,
  ApplicationState,
  IDEMPOTENCY_HEADER,
  LeadAnswerSchema,
  OfferStagePaths,
  type LeadAnswer,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { SANDBOX_CODE } from '../src/mobile/mobile-code.js';
import { leadIdOfPartnerReference } from '../src/partners/partner-reference.js';
import {
  createLead,
  leadStatus,
  product,
  sendJson,
  standing,
  updateLead,
} from './helpers/lead-requests.js';
import { countLeads, emptyTables, openTestDatabase, storedData } from './helpers/test-database.js';

/**
 * Every scenario of the README, end to end through the routes: create, one PUT per classic
 * section, CHECKING, status calls, the decided state.
 */
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({ db, corsOrigins: [] });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

beforeEach(async () => {
  await emptyTables(db);
});

const S = ApplicationState;

/** The classic sections after loan information, in order, the e-mail in the contact details. */
/** What of the classic sections is the brand's country's: the lead API checks each by it. */
interface CountryAnswers {
  postalCode: string;
  /** The applicant's mobile and a reference's phone, of the country's numbering. */
  phones: readonly [string, string];
}

const SpanishAnswers: CountryAnswers = {
  postalCode: '28013',
  phones: ['+34600000000', '+34611111111'],
};

function classicSections(
  email: string,
  { postalCode, phones: [own, reference] }: CountryAnswers = SpanishAnswers,
): Record<string, unknown>[] {
  return [
    { personalDetails: { firstName: 'Ana', lastName: 'Ruiz', dateOfBirth: '1990-04-12' } },
    { contactDetails: { email, phoneNumber: own, postalCode } },
    { incomeDetails: { monthlyIncome: 1500, incomeSource: 'employed' } },
    { otherDetails: { loanPurpose: 'car', maritalStatus: 'single' } },
    { referenceDetails: { type: 'friend', name: 'Luis Gómez', phoneNumber: reference } },
  ];
}

interface Walk {
  id: string;
  /** Every answer: the create, each PUT, then each status call. */
  answers: LeadAnswer[];
}

/** Creates a lead with the loan choice and PUTs each section, then asks the status `polls` times. */
async function walkClassicFlow(
  email: string,
  amount = 500,
  polls = 4,
  brand: { product?: string } = {},
  /** A postcode and phones of the brand's country: the lead API checks them by the country. */
  country: CountryAnswers = SpanishAnswers,
): Promise<Walk> {
  const created = await createLead(app, { amount, period: 61, ...brand });
  const answers = [created];
  for (const section of classicSections(email, country)) {
    answers.push(await updateLead(app, created.id, { ...section, ...brand }));
  }
  for (let call = 0; call < polls; call += 1) answers.push(await leadStatus(app, created.id));
  return { id: created.id, answers };
}

const statesOf = ({ answers }: Walk) => answers.map((answer) => answer.applicationState);

const classicThenChecking = [
  S.PERSONAL_DETAILS,
  S.CONTACT_DETAILS,
  S.INCOME_DETAILS,
  S.OTHER_INFORMATION,
  S.REFERENCE_INFORMATION,
  S.CHECKING,
];

describe('deterministic outcomes, end to end', () => {
  test.each([
    ['+accepted', 'ana+accepted@example.com', S.ACCEPTED],
    ['+thankyou', 'ana+thankyou@example.com', S.THANK_YOU],
    ['+redirected', 'ana+redirected@example.com', S.REDIRECTED],
    ['+rejected', 'ana+rejected@example.com', S.REJECTED],
    ['+offer (after-offer state)', 'ana+offer@example.com', S.COFIDIS_OFFER],
    ['no tag', 'ana@example.com', S.THANK_YOU],
    ['a tag in upper case', 'Ana+ACCEPTED@Example.com', S.ACCEPTED],
  ])('%s: classic steps, CHECKING for two status calls, then %i', async (_, email, decided) => {
    const walk = await walkClassicFlow(email);
    expect(statesOf(walk)).toEqual([
      ...classicThenChecking,
      S.CHECKING,
      S.CHECKING,
      decided,
      decided,
    ]);
    for (const answer of walk.answers) expect(answer.id).toBe(walk.id);
    // Redirect fields come only with REDIRECTED, never before the decision shows.
    const plain = decided === S.REDIRECTED ? walk.answers.slice(0, -2) : walk.answers;
    for (const answer of plain) {
      expect(Object.keys(standing(answer)).sort()).toEqual([
        'applicationState',
        'expiresAt',
        'id',
        'leadStatus',
      ]);
    }
  });

  test('an amount above 5000 without a tag, of a product the sandbox does not know, is REJECTED at checking', async () => {
    const walk = await walkClassicFlow('ana@example.ro', 7500);
    expect(statesOf(walk).slice(-4)).toEqual([S.CHECKING, S.CHECKING, S.REJECTED, S.REJECTED]);
  });

  test('an amount of 5000 is not', async () => {
    const walk = await walkClassicFlow('ana@example.ro', 5000, 3);
    expect(statesOf(walk).at(-1)).toBe(S.THANK_YOU);
  });

  test("an untagged Colombian application at the brand's usual amount is not rejected", async () => {
    const walk = await walkClassicFlow(
      'ana@example.co',
      500_000,
      3,
      { product: 'credito-agil-co' },
      { postalCode: '110111', phones: ['+573001234567', '+573011234567'] },
    );
    expect(statesOf(walk).at(-1)).toBe(S.THANK_YOU);
  });

  test("a Colombian application above the brand's maximum is refused at its save, never checked", async () => {
    const response = await sendJson(app, 'POST', '/v3/lead', {
      product: 'credito-agil-co',
      amount: 2_000_001,
      period: 61,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(ApiErrorBodySchema.parse(response.json()).error).toMatchObject({
      code: 'invalid_body',
      fieldErrors: [{ fieldName: 'amount', code: 'too_large', limit: 2_000_000 }],
    });
    expect(await countLeads(db)).toBe(0);
  });

  test("a Vietnamese application at the brand's maximum is not rejected", async () => {
    const walk = await walkClassicFlow(
      'ana@example.vn',
      20_000_000,
      3,
      { product: 'vay-nhanh-vn' },
      { postalCode: '10000', phones: ['+84912345678', '+84987654321'] },
    );
    expect(statesOf(walk).at(-1)).toBe(S.THANK_YOU);
  });

  test('a tag wins over the amount rule', async () => {
    const walk = await walkClassicFlow('ana+accepted@example.ro', 7500, 3);
    expect(statesOf(walk).at(-1)).toBe(S.ACCEPTED);
  });

  test('a lead created with every section goes straight to CHECKING and is decided the same way', async () => {
    const sections = Object.assign({}, ...classicSections('ana+rejected@example.com'));
    const created = await createLead(app, { amount: 500, period: 61, ...sections });
    expect(created.applicationState).toBe(S.CHECKING);
    const polls = [];
    for (let call = 0; call < 3; call += 1) polls.push(await leadStatus(app, created.id));
    expect(polls.map((answer) => answer.applicationState)).toEqual([
      S.CHECKING,
      S.CHECKING,
      S.REJECTED,
    ]);
  });
});

describe('+mobile', () => {
  test('MOBILE_VERIFICATION right after the contact details; once verified, the classic order goes on', async () => {
    const created = await createLead(app, { amount: 500, period: 61 });
    const [personal, contact, ...rest] = classicSections('ana+mobile@example.com');
    expect((await updateLead(app, created.id, personal ?? {})).applicationState).toBe(
      S.CONTACT_DETAILS,
    );
    expect((await updateLead(app, created.id, contact ?? {})).applicationState).toBe(
      S.MOBILE_VERIFICATION,
    );
    // Neither a status call nor an update moves it: only the verification call does.
    expect((await leadStatus(app, created.id)).applicationState).toBe(S.MOBILE_VERIFICATION);
    const refused = await sendJson(app, 'PUT', '/v3/lead', { product, id: created.id });
    expect(refused.statusCode).toBe(409);
    expect(ApiErrorBodySchema.parse(refused.json()).error.code).toBe(
      'mobile_verification_required',
    );
    const verified = await sendJson(app, 'POST', OfferStagePaths.mobileVerify, {
      id: created.id,
      code: SANDBOX_CODE,
    });
    expect(LeadAnswerSchema.parse(verified.json()).applicationState).toBe(S.INCOME_DETAILS);

    const states = [];
    for (const section of rest)
      states.push((await updateLead(app, created.id, section)).applicationState);
    expect(states).toEqual([S.OTHER_INFORMATION, S.REFERENCE_INFORMATION, S.CHECKING]);
  });
});

describe('checking', () => {
  /** A lead at CHECKING, decided ACCEPTED. */
  async function checkingLead(): Promise<string> {
    const walk = await walkClassicFlow('ana+accepted@example.com', 500, 0);
    expect(statesOf(walk).at(-1)).toBe(S.CHECKING);
    return walk.id;
  }

  async function storedProgress(id: string) {
    const rows = await db.query<{
      application_state: number;
      decided_state: number | null;
      status_polls: number;
    }>('SELECT application_state, decided_state, status_polls FROM leads WHERE id = $1', [id]);
    return rows[0];
  }

  test('the decision and the count of status calls are stored', async () => {
    const id = await checkingLead();
    expect(await storedProgress(id)).toEqual({
      application_state: S.CHECKING,
      decided_state: S.ACCEPTED,
      status_polls: 0,
    });
    await leadStatus(app, id);
    await leadStatus(app, id);
    expect(await storedProgress(id)).toEqual({
      application_state: S.CHECKING,
      decided_state: S.ACCEPTED,
      status_polls: 2,
    });

    // Another server on the same database carries on the count.
    const restarted = buildApp({ db, corsOrigins: [] });
    expect((await leadStatus(restarted, id)).applicationState).toBe(S.ACCEPTED);
    await restarted.close();
    expect(await storedProgress(id)).toEqual({
      application_state: S.ACCEPTED,
      decided_state: S.ACCEPTED,
      status_polls: 3,
    });
  });

  test('a PUT while checking keeps its data but changes neither the state nor the decision', async () => {
    const id = await checkingLead();
    await leadStatus(app, id);
    const answer = await updateLead(app, id, {
      amount: 9000,
      contactDetails: { email: 'ana+rejected@example.com' },
    });
    expect(answer.applicationState).toBe(S.CHECKING);
    expect(await storedData(db, id)).toMatchObject({
      amount: 9000,
      contactDetails: { email: 'ana+rejected@example.com' },
    });

    const polls = [await leadStatus(app, id), await leadStatus(app, id)];
    expect(polls.map((poll) => poll.applicationState)).toEqual([S.CHECKING, S.ACCEPTED]);
  });

  test('a PUT after the decision is refused (409 lead_decided); the status still answers the decided state', async () => {
    const id = await checkingLead();
    for (let call = 0; call < 3; call += 1) await leadStatus(app, id);
    const refused = await sendJson(app, 'PUT', '/v3/lead', {
      product,
      id,
      otherDetails: { education: 'university' },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(ApiErrorBodySchema.parse(refused.json()).error.code).toBe('lead_decided');
    expect(await storedData(db, id)).not.toMatchObject({
      otherDetails: { education: 'university' },
    });
    expect((await leadStatus(app, id)).applicationState).toBe(S.ACCEPTED);
  });

  test('status calls before checking are not counted', async () => {
    const created = await createLead(app, { amount: 500, period: 61 });
    for (let call = 0; call < 3; call += 1) {
      expect((await leadStatus(app, created.id)).applicationState).toBe(S.PERSONAL_DETAILS);
    }
    expect(await storedProgress(created.id)).toMatchObject({
      status_polls: 0,
      decided_state: null,
    });
  });

  test('a lead stored at CHECKING before decisions were kept is decided on its status calls', async () => {
    const id = '6d3c1f0e-8b4a-4f7e-9a21-5c6d7e8f9a0b';
    await db.query(
      `INSERT INTO leads (id, product, data, application_state, lead_status, created_at,
         updated_at, expires_at)
       VALUES ($1, $2, $3::jsonb, 6, 1, now(), now(), now() + interval '1 day')`,
      [id, product, JSON.stringify({ amount: 6000, period: 61 })],
    );
    const polls = [];
    for (let call = 0; call < 3; call += 1) polls.push(await leadStatus(app, id));
    expect(polls.map((poll) => poll.applicationState)).toEqual([
      S.CHECKING,
      S.CHECKING,
      S.REJECTED,
    ]);
  });
});

describe('redirect', () => {
  test('REDIRECTED carries the partner URL and method; no earlier answer does', async () => {
    const walk = await walkClassicFlow('ana+redirected@example.com');
    const raw = await app.inject({ method: 'GET', url: `/lead/status/${walk.id}` });
    expect(LeadAnswerSchema.parse(raw.json())).toEqual(walk.answers.at(-1));
    const [beforeDecision, decided] = [walk.answers.slice(0, -2), walk.answers.slice(-2)];
    for (const answer of beforeDecision) {
      expect(answer).not.toHaveProperty('redirectUrl');
      expect(answer).not.toHaveProperty('redirectMethod');
    }
    for (const answer of decided) {
      expect(answer).toMatchObject({
        applicationState: S.REDIRECTED,
        redirectUrl: expect.stringMatching(/^https:\/\/partner\.example\/apply\?ref=[0-9a-f]{32}$/),
        redirectMethod: 'GET',
      });
    }
    // After the decision a PUT is refused, and the status still answers the hand-over.
    const [handOver] = decided;
    expect(handOver).toBeDefined();
    expect((await sendJson(app, 'PUT', '/v3/lead', { product, id: walk.id })).statusCode).toBe(409);
    if (handOver) expect(standing(await leadStatus(app, walk.id))).toEqual(standing(handOver));
  });

  test("the partner's reference is not the lead's id and tells nothing of it; the lender maps it back", async () => {
    const referenceOf = async (email: string) => {
      const walk = await walkClassicFlow(email);
      const { redirectUrl } = LeadAnswerSchema.parse(
        (await app.inject({ method: 'GET', url: `/lead/status/${walk.id}` })).json(),
      );
      const reference = new URL(redirectUrl ?? '').searchParams.get('ref') ?? '';
      return { id: walk.id, reference, redirectUrl: redirectUrl ?? '' };
    };
    const ana = await referenceOf('ana+redirected@example.com');
    const luis = await referenceOf('luis+redirected@example.com');
    for (const { id, reference, redirectUrl } of [ana, luis]) {
      expect(reference).toMatch(/^[0-9a-f]{32}$/);
      expect(redirectUrl).not.toContain(id);
      expect(redirectUrl).not.toContain(id.replace(/-/g, ''));
      expect(redirectUrl).not.toContain(id.slice(0, 8));
      expect(await leadIdOfPartnerReference(db, reference)).toBe(id);
    }
    expect(ana.reference).not.toBe(luis.reference);
    expect(await leadIdOfPartnerReference(db, '0'.repeat(32))).toBeUndefined();
  });
});

describe('+fielderror', () => {
  const refused = {
    code: 'invalid_body',
    field: 'contactDetails.email',
    fieldErrors: [
      { fieldName: 'contactDetails.email', message: 'This e-mail address is not accepted' },
    ],
  };

  test('the contact-details PUT answers 422 with the field error and writes nothing', async () => {
    const created = await createLead(app, { amount: 500, period: 61 });
    await updateLead(app, created.id, { personalDetails: { firstName: 'Ana' } });
    const before = await storedData(db, created.id);

    const response = await sendJson(app, 'PUT', '/v3/lead', {
      product,
      id: created.id,
      contactDetails: { email: 'ana+fielderror@example.com', phoneNumber: '+34600000000' },
    });

    expect(response.statusCode).toBe(422);
    expect(ApiErrorBodySchema.parse(response.json()).error).toMatchObject(refused);
    expect(await storedData(db, created.id)).toEqual(before);
    expect((await leadStatus(app, created.id)).applicationState).toBe(S.CONTACT_DETAILS);

    // Corrected, the same step goes through.
    const corrected = await updateLead(app, created.id, {
      contactDetails: { email: 'ana@example.com' },
    });
    expect(corrected.applicationState).toBe(S.INCOME_DETAILS);
  });

  test('a create carrying the address is refused the same way and creates no lead nor key', async () => {
    const body = {
      product,
      amount: 500,
      period: 61,
      contactDetails: { email: 'a+FieldError@x.es' },
    };
    const response = await sendJson(app, 'POST', '/v3/lead', body, { [IDEMPOTENCY_HEADER]: 'k1' });
    expect(response.statusCode).toBe(422);
    expect(ApiErrorBodySchema.parse(response.json()).error).toMatchObject(refused);
    expect(await countLeads(db)).toBe(0);

    const retried = await createLead(app, { amount: 500, period: 61 }, { idempotencyKey: 'k1' });
    expect(retried.applicationState).toBe(S.PERSONAL_DETAILS);
    expect(await countLeads(db)).toBe(1);
  });
});
