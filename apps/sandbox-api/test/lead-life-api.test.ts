import {
  ApiErrorBodySchema,
  ApplicationState,
  DocumentIdAnswerSchema,
  LeadAnswerSchema,
  OfferStagePaths,
  PartnerPageAnswerSchema,
  sendLinkPath,
  type LeadData,
} from '@lf/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { SANDBOX_CODE } from '../src/mobile/mobile-code.js';
import { TEST_MOBILE_CODE_PATH } from '../src/routes/mobile-routes.js';
import { TEST_LEADS_PATH } from '../src/routes/test-lead-routes.js';
import { product, seedLead, sendJson, writeSecretHeader } from './helpers/lead-requests.js';
import { emptyTables, openTestDatabase, storedData } from './helpers/test-database.js';

/**
 * A lead's life (issue 36): once decided it is read-only, and once expired it takes no write.
 * Probed as an attacker did: a save at ACCEPTED changing the amount to 999,999 answered 200, and
 * a save 30 days past expiry too.
 */

let db: Database;
let app: FastifyInstance;
let clock: Date;
const FRONT_END = 'http://127.0.0.1:4173';
const HOUR_MS = 3600_000;

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({ db, corsOrigins: [FRONT_END], testRoutes: true, now: () => clock });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

beforeEach(async () => {
  clock = new Date();
  await emptyTables(db);
});

const seed = (applicationState: ApplicationState) => seedLead(app, applicationState);

const save = (id: string, body: Record<string, unknown>, url = '/v3/lead') =>
  app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/json', ...writeSecretHeader(id) },
    payload: JSON.stringify({ product, id, ...body }),
  });

describe('a decided lead', () => {
  test.each([
    ApplicationState.ACCEPTED,
    ApplicationState.REJECTED,
    ApplicationState.THANK_YOU,
    ApplicationState.REDIRECTED,
  ])('at state %i refuses a save with 409 lead_decided and keeps its answers', async (state) => {
    const lead = await seed(state);
    const refused = await save(lead.id, { amount: 999_999 });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(ApiErrorBodySchema.parse(refused.json()).error.code).toBe('lead_decided');
    expect(refused.body).not.toContain('ana@example.com');
    expect(await storedData(db, lead.id)).toMatchObject({ amount: 500 });
  });

  test('the classic path, PUT /v2/lead, is refused the same way', async () => {
    const lead = await seed(ApplicationState.ACCEPTED);
    const refused = await save(lead.id, { amount: 999_999 }, '/v2/lead');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(ApiErrorBodySchema.parse(refused.json()).error.code).toBe('lead_decided');
    expect(await storedData(db, lead.id)).toMatchObject({ amount: 500 });
  });

  test('a lead still being decided takes the save', async () => {
    const lead = await seed(ApplicationState.INCOME_DETAILS);
    const saved = await save(lead.id, { amount: 900 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storedData(db, lead.id)).toMatchObject({ amount: 900 });
  });
});

describe('an expired lead', () => {
  test('refuses a save with 410 lead_expired and keeps its answers', async () => {
    const lead = await seed(ApplicationState.INCOME_DETAILS);
    clock = new Date(new Date(lead.expiresAt).getTime() + 30 * 24 * 3600_000);
    const refused = await save(lead.id, { amount: 900 });
    expect(refused.statusCode, refused.body).toBe(410);
    expect(ApiErrorBodySchema.parse(refused.json()).error.code).toBe('lead_expired');
    expect(await storedData(db, lead.id)).toMatchObject({ amount: 500 });
  });
});

/** Everything kept about a lead, in every table that names it: what a refused write must leave. */
async function footprint(id: string): Promise<string> {
  const of = (sql: string) => db.query(sql, [id]);
  return JSON.stringify({
    lead: await of(
      `SELECT data, application_state, decided_state, status_polls, completed_stages, revision,
         mobile_verified_phone, updated_at FROM leads WHERE id = $1`,
    ),
    codes: await of('SELECT * FROM mobile_codes WHERE lead_id = $1'),
    partnerLinks: await of(
      'SELECT link_id, finished_at, cancelled_at FROM partner_links WHERE lead_id = $1',
    ),
    documents: await of('SELECT * FROM id_documents WHERE lead_id = $1'),
    sides: await of(
      `SELECT * FROM id_document_sides WHERE document_id IN
         (SELECT document_id FROM id_documents WHERE lead_id = $1)`,
    ),
    decisions: await of('SELECT * FROM offer_decisions WHERE lead_id = $1'),
    passwords: await of('SELECT * FROM customer_passwords WHERE lead_id = $1'),
    tokens: await of('SELECT * FROM lead_resume_tokens WHERE lead_id = $1'),
    secrets: await of('SELECT * FROM lead_device_secrets WHERE lead_id = $1'),
  });
}

const applicant: LeadData = {
  amount: 500,
  period: 61,
  personalDetails: { firstName: 'Ana', lastName: 'García' },
  contactDetails: { email: 'ana@example.com', phoneNumber: '+34612345678' },
};

async function seedAt(applicationState: ApplicationState): Promise<string> {
  const response = await sendJson(app, 'POST', TEST_LEADS_PATH, {
    applicationState,
    data: applicant,
  });
  expect(response.statusCode, response.body).toBe(201);
  return LeadAnswerSchema.parse(response.json()).id;
}

const post = (url: string, body?: unknown, headers: Record<string, string> = {}) =>
  sendJson(app, 'POST', url, body ?? {}, headers);

/** A partner's page opened for the lead: its address's path. */
async function partnerPage(id: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `${OfferStagePaths.redirect(id)}?purpose=instantor`,
    headers: { origin: FRONT_END, ...writeSecretHeader(id) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(PartnerPageAnswerSchema.parse(response.json()).redirectUrl).pathname;
}

interface ExpiredWrite {
  /** The request, as the route's table in the README names it. */
  name: string;
  state: ApplicationState;
  /** Done while the lead lives (a document chosen, a partner's page opened): what `send` needs. */
  prepare?: (id: string) => Promise<string>;
  send: (id: string, prepared: string) => Promise<LightMyRequestResponse>;
  /** The refusal, when not 410 `lead_expired`. */
  refusal?: { status: number; code?: string };
}

const policies = { loanAgreement: true, creditFileCheck: true };
const S = ApplicationState;

const expiredWrites: ExpiredWrite[] = [
  { name: 'PUT /v3/lead', state: S.INCOME_DETAILS, send: (id) => save(id, { amount: 900 }) },
  {
    name: 'PUT /v2/lead',
    state: S.INCOME_DETAILS,
    send: (id) => save(id, { amount: 900 }, '/v2/lead'),
  },
  {
    name: 'POST /lead/vehicle (a stage save)',
    state: S.VEHICLE,
    send: (id) => post('/lead/vehicle', { id, vehicle: { make: 'Seat', model: 'Ibiza' } }),
  },
  {
    name: 'POST /lead/cnp (a stage save)',
    state: S.CNP,
    send: (id) => post('/lead/cnp', { id, personalDetails: { personalCode: '1900101223344' } }),
  },
  {
    name: 'POST /lead/offer/policy',
    state: S.POLICY_CONSENTS,
    send: (id) => post(OfferStagePaths.offerPolicy, { id, scope: 'offer', policies }),
  },
  {
    name: 'POST /lead/offer/dynamic-policy',
    state: S.DYNAMIC_CONSENTS,
    send: (id) =>
      post(OfferStagePaths.offerDynamicPolicy, {
        id,
        scope: 'dynamic',
        policies: { partnerDataSharing: true },
      }),
  },
  {
    name: 'POST /lead/offer/payment (an offer chosen)',
    state: S.IPFD_OFFER_CHOICE,
    send: (id) => post(OfferStagePaths.offerPayment, { id, offerId: 'ipf-1' }),
  },
  {
    name: 'POST /lead/offer/accept-creditea-offer',
    state: S.COFIDIS_OFFER,
    send: (id) =>
      post(OfferStagePaths.acceptOffer, { id, offerId: 'cofidis-1', decision: 'accept' }),
  },
  {
    name: 'POST /lead/offer/update-provident-offer',
    state: S.PROVIDENT_OFFER,
    send: (id) =>
      post(OfferStagePaths.updateProvidentOffer, {
        id,
        offerId: 'provident-1',
        decision: 'accept',
        amount: 300,
      }),
  },
  {
    name: 'POST /lead/offer/proficredit',
    state: S.PROFICREDIT_OFFER,
    send: (id) =>
      post(OfferStagePaths.proficreditOffer, { id, offerId: 'proficredit-1', decision: 'decline' }),
  },
  {
    name: 'GET /lead/mobile/verification (sends the first code)',
    state: S.MOBILE_VERIFICATION,
    send: (id) =>
      app.inject({ method: 'GET', url: `${OfferStagePaths.mobileVerification}?id=${id}` }),
  },
  {
    name: 'POST /v2/customer/mobile/verify',
    state: S.MOBILE_VERIFICATION,
    send: (id) => post(OfferStagePaths.mobileVerify, { id, code: SANDBOX_CODE }),
  },
  {
    name: 'POST /v2/customer/mobile/resend-code',
    state: S.MOBILE_VERIFICATION,
    send: (id) => post(OfferStagePaths.mobileResendCode, { id }),
  },
  {
    name: 'POST /v2/customer/mobile (a new number)',
    state: S.CHANGE_MOBILE_NUMBER,
    send: (id) => post(OfferStagePaths.mobileChange, { id, phoneNumber: '+34698765432' }),
  },
  {
    name: 'POST /test/mobile-code',
    state: S.MOBILE_VERIFICATION,
    send: (id) => post(TEST_MOBILE_CODE_PATH, { id, minutesAgo: 11 }),
  },
  {
    name: 'POST /lead/documentId',
    state: S.ID_UPLOAD,
    send: (id) => post(OfferStagePaths.documentId, { id, documentType: 'idCard' }),
  },
  {
    name: 'POST /lead/idUpload (a side of the document)',
    state: S.ID_UPLOAD,
    async prepare(id) {
      const chosen = await post(OfferStagePaths.documentId, { id, documentType: 'passport' });
      expect(chosen.statusCode, chosen.body).toBe(200);
      return DocumentIdAnswerSchema.parse(chosen.json()).documentId;
    },
    send: (id, documentId) =>
      app.inject({
        method: 'POST',
        url: `${OfferStagePaths.idUpload}?id=${id}&documentId=${documentId}&side=front`,
        headers: { 'content-type': 'application/pdf', ...writeSecretHeader(id) },
        payload: Buffer.from('%PDF-1.7 a passport'),
      }),
  },
  {
    name: 'POST /lead/offer/skip-document-upload',
    state: S.ID_UPLOAD,
    send: (id) => post(OfferStagePaths.skipDocumentUpload, { id }),
  },
  { name: 'POST /lead/skip/{id}', state: S.VEHICLE, send: (id) => post(OfferStagePaths.skip(id)) },
  {
    name: 'POST /lead/continue/{id}',
    state: S.CONTINUE,
    send: (id) => post(OfferStagePaths.continue(id)),
  },
  {
    name: 'GET /lead/{id}/redirect (a partner’s page opened)',
    state: S.INSTANTOR,
    send: (id) =>
      app.inject({
        method: 'GET',
        url: `${OfferStagePaths.redirect(id)}?purpose=instantor`,
        headers: { origin: FRONT_END, ...writeSecretHeader(id) },
      }),
  },
  {
    name: 'POST /lead/sale',
    state: S.MONEYMAN_PAYLANDS,
    send: (id) => post(OfferStagePaths.sale, { id }, { origin: FRONT_END }),
  },
  ...(['approve', 'cancel'] as const).map((verb): ExpiredWrite => ({
    name: `POST /partners/{secret}/${verb}, the page opened half an hour before the lead expired`,
    state: S.INSTANTOR,
    async prepare(id) {
      const opened = clock;
      clock = new Date(clock.getTime() + 23.5 * HOUR_MS);
      const page = await partnerPage(id);
      clock = opened;
      return page;
    },
    send: (_id, page) => app.inject({ method: 'POST', url: `${page}/${verb}` }),
    // The page never outlives its lead: it expired with it.
    refusal: { status: 410, code: 'partner_link_expired' },
  })),
  {
    name: 'POST /lead/customer/password',
    state: S.ACCEPTED,
    send: (id) => post(OfferStagePaths.customerPassword, { id, password: 'a long passphrase' }),
  },
  {
    name: 'POST /v3/lead/url/{id}/send (a fresh returning link)',
    state: S.INCOME_DETAILS,
    send: (id) => post(sendLinkPath(id), { channel: 'email' }, { origin: FRONT_END }),
  },
  {
    name: 'GET /lead/status/{id} of a lead at CHECKING (counts the call, then decides)',
    state: S.CHECKING,
    send: (id) => app.inject({ method: 'GET', url: `/lead/status/${id}` }),
    // A read: it answers where the lead stood, and neither counts nor decides any more.
    refusal: { status: 200 },
  },
];

describe('an expired lead takes no write, on any route (issue 36)', () => {
  test.each(expiredWrites)('$name', async ({ state, prepare, send, refusal }) => {
    const id = await seedAt(state);
    const prepared = prepare ? await prepare(id) : '';
    const [row] = await db.query<{ expires_at: Date }>(
      'SELECT expires_at FROM leads WHERE id = $1',
      [id],
    );
    clock = new Date(new Date(row?.expires_at ?? 0).getTime() + 60_000);
    const before = await footprint(id);

    const response = await send(id, prepared);

    const { status, code } = refusal ?? { status: 410, code: 'lead_expired' };
    expect(response.statusCode, response.body).toBe(status);
    if (code) expect(ApiErrorBodySchema.parse(response.json()).error.code).toBe(code);
    expect(await footprint(id)).toBe(before);
  });
});

describe('what outlives the application', () => {
  test('a customer’s marketing consents: read and changed after the lead expired, so a consent can always be withdrawn', async () => {
    const id = await seedAt(S.THANK_YOU);
    clock = new Date(clock.getTime() + 25 * HOUR_MS);
    const changed = await app.inject({
      method: 'PUT',
      url: OfferStagePaths.customerConsents(id),
      headers: { 'content-type': 'application/json', ...writeSecretHeader(id) },
      payload: JSON.stringify({ consents: { email: false, phone: false } }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await storedData(db, id)).toMatchObject({
      contactDetails: { marketingConsents: { email: false, phone: false } },
    });
  });
});
