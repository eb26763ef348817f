import {
  ApiErrorBodySchema,
  ApplicationState,
  LeadAnswerSchema,
  LeadUrlAnswerSchema,
  leadUrlPath,
  RESUME_TOKEN_HEADER,
  WRITE_SECRET_HEADER,
  OfferStagePaths,
  PARTNER_LINK_LIFETIME_MS,
  PartnerPageAnswerSchema,
  partnerRedirectPath,
  type LeadData,
} from '@lf/contract';
import { createRequire } from 'node:module';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { leadStatus, sendJson, writeSecretHeader } from './helpers/lead-requests.js';
import { openTestDatabase } from './helpers/test-database.js';

/** The few DOM members these tests read (the sandbox compiles without the DOM library). */
interface PageElement {
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
  querySelector(selectors: string): PageElement | null;
}
interface PageDocument {
  readonly documentElement: { readonly lang: string };
  querySelector(selectors: string): PageElement | null;
  querySelectorAll(selectors: string): ArrayLike<PageElement>;
}
type JsdomConstructor = new (html: string) => { readonly window: { document: PageDocument } };

/** The stand-in page as a browser parses it (jsdom, no scripts run). */
function parse(html: string): PageDocument {
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomConstructor };
  return new JSDOM(html).window.document;
}

/** The partners' pages, skip and continue, through the routes, on a clock the tests move. */
const FRONT_END = 'http://127.0.0.1:4173';
const OTHER_FRONT_END = 'http://localhost:4173';
let db: Database;
let app: FastifyInstance;
let clock: Date;

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({
    db,
    corsOrigins: [FRONT_END, OTHER_FRONT_END],
    testRoutes: true,
    now: () => clock,
  });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

beforeEach(() => {
  clock = new Date();
});

const S = ApplicationState;
const data: LeadData = {
  amount: 500,
  period: 61,
  personalDetails: { firstName: 'Ana' },
  contactDetails: { email: 'ana@example.com', phoneNumber: '600000000' },
  incomeDetails: { monthlyIncome: 1500 },
  otherDetails: { loanPurpose: 'car' },
  referenceDetails: { name: 'Luis' },
};

async function seed(applicationState: ApplicationState, email = 'ana@example.com') {
  const response = await sendJson(app, 'POST', '/test/leads', {
    applicationState,
    data: { ...data, contactDetails: { ...data.contactDetails, email } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return LeadAnswerSchema.parse(response.json()).id;
}

function errorOf(response: LightMyRequestResponse) {
  return ApiErrorBodySchema.parse(response.json()).error;
}

const post = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers });
const skip = (id: string) => post(OfferStagePaths.skip(id), writeSecretHeader(id));
const proceed = (id: string) => post(OfferStagePaths.continue(id), writeSecretHeader(id));

async function bankLink(id: string, purpose: 'instantor' | 'wenance-tink', origin = FRONT_END) {
  const response = await app.inject({
    method: 'GET',
    url: partnerRedirectPath(id, purpose),
    headers: { origin, host: '127.0.0.1:4174', ...writeSecretHeader(id) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(PartnerPageAnswerSchema.parse(response.json()).redirectUrl);
}

/** Presses one of the stand-in page's buttons, as its form posts it. */
function press(page: URL, button: 'Approve' | 'Cancel', html: string) {
  const form = Array.from(parse(html).querySelectorAll('form')).find(
    (candidate) => candidate.querySelector('button')?.textContent === button,
  );
  expect(form?.getAttribute('method')).toBe('post');
  return app.inject({
    method: 'POST',
    url: new URL(form?.getAttribute('action') ?? '', page).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

async function standIn(page: URL) {
  const response = await app.inject({ method: 'GET', url: page.pathname });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe("the partners' pages", () => {
  test('a bank link is a stand-in page on the sandbox itself, plain HTML under a strict policy', async () => {
    const id = await seed(S.INSTANTOR);
    const page = await bankLink(id, 'instantor');
    expect(page.origin).toBe('http://127.0.0.1:4174');
    // The address is the link's secret: random, not the lead's id nor a row's.
    expect(page.pathname).toMatch(/^\/partners\/[\w-]{43}$/);
    expect(page.pathname).not.toContain(id);
    const response = await standIn(page);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`form-action 'self' ${FRONT_END}`);
    expect(policy).toContain("frame-ancestors 'none'");
    const document = parse(response.body);
    expect(document.querySelector('h1')?.textContent).toBe('Instantor');
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelectorAll('script').length).toBe(0);
    expect(
      Array.from(document.querySelectorAll('button')).map((button) => button.textContent),
    ).toEqual(['Approve', 'Cancel']);
  });

  test('Approve sends the applicant back to the returning link, and then continue moves the lead on', async () => {
    const id = await seed(S.WENANCE_TINK);
    const page = await bankLink(id, 'wenance-tink', OTHER_FRONT_END);
    const approved = await press(page, 'Approve', (await standIn(page)).body);
    expect(approved.statusCode).toBe(303);
    const back = new URL(String(approved.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(
      `${OTHER_FRONT_END}/application-frontend/continue/${id}`,
    );
    expect(back.searchParams.get('partner')).toBe('finished');
    // Approving records the partner's part only: the lead waits for the front end's continue.
    expect((await leadStatus(app, id)).applicationState).toBe(S.WENANCE_TINK);

    // The partner's app may open the way back in another browser, which holds no secret: the
    // link's one-time token gives it one of its own, once; the first browser's keeps working.
    const token = back.searchParams.get('resume') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    const resumed = () =>
      app.inject({
        method: 'GET',
        url: leadUrlPath(id, 'continue'),
        headers: { [RESUME_TOKEN_HEADER]: token },
      });
    const first = LeadUrlAnswerSchema.parse((await resumed()).json());
    expect(first.writeSecret).toMatch(/^[\w-]{43}$/);
    expect((await resumed()).statusCode).toBe(401);
    const moved = await app.inject({
      method: 'POST',
      url: OfferStagePaths.continue(id),
      headers: { [WRITE_SECRET_HEADER]: first.writeSecret ?? '' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(LeadAnswerSchema.parse(moved.json()).applicationState).toBe(S.CHECKING);
    const again = await app.inject({
      method: 'POST',
      url: OfferStagePaths.continue(id),
      headers: { [WRITE_SECRET_HEADER]: first.writeSecret ?? '' },
    });
    expect(errorOf(again).code).toBe('wrong_state');
    expect((await standIn(page)).body).toContain('You have finished here.');
  });

  test('Cancel goes back saying so; continue is refused until the partner finishes, skip is not', async () => {
    const id = await seed(S.INSTANTOR);
    const page = await bankLink(id, 'instantor');
    const cancelled = await press(page, 'Cancel', (await standIn(page)).body);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toMatch(
      new RegExp(`^${FRONT_END}/application-frontend/continue/${id}\\?partner=cancelled&resume=`),
    );
    const refused = await proceed(id);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({ code: 'invalid_body', field: 'partner' });
    const skipped = await skip(id);
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(LeadAnswerSchema.parse(skipped.json()).applicationState).toBe(S.CHECKING);
  });

  test('the way back is never an origin the request names: the first configured one instead', async () => {
    const id = await seed(S.INSTANTOR);
    const page = await bankLink(id, 'instantor', 'https://evil.example');
    const approved = await press(page, 'Approve', (await standIn(page)).body);
    expect(approved.headers.location).toMatch(
      new RegExp(`^${FRONT_END}/application-frontend/continue/${id}\\?partner=finished&resume=`),
    );
  });

  test("Paylands' card check comes from POST /lead/sale, for a lead at its state only", async () => {
    const id = await seed(S.MONEYMAN_PAYLANDS);
    const sale = await sendJson(app, 'POST', OfferStagePaths.sale, { id }, { origin: FRONT_END });
    expect(sale.statusCode, sale.body).toBe(200);
    const page = new URL(PartnerPageAnswerSchema.parse(sale.json()).redirectUrl);
    const html = (await standIn(page)).body;
    expect(parse(html).querySelector('h1')?.textContent).toBe('Paylands');
    expect((await press(page, 'Approve', html)).statusCode).toBe(303);
    expect(LeadAnswerSchema.parse((await proceed(id)).json()).applicationState).toBe(S.CHECKING);

    const elsewhere = await seed(S.INSTANTOR);
    const wrong = await sendJson(app, 'POST', OfferStagePaths.sale, { id: elsewhere });
    expect(wrong.statusCode).toBe(409);
    expect(errorOf(wrong).code).toBe('wrong_state');
  });

  test('a bank link for another stage, an unknown purpose, lead or page is refused', async () => {
    const id = await seed(S.INSTANTOR);
    const wrongStage = await app.inject({
      method: 'GET',
      url: partnerRedirectPath(id, 'wenance-tink'),
      headers: writeSecretHeader(id),
    });
    expect(wrongStage.statusCode).toBe(409);
    const noPurpose = await app.inject({
      method: 'GET',
      url: OfferStagePaths.redirect(id),
      headers: writeSecretHeader(id),
    });
    expect(noPurpose.statusCode).toBe(400);
    expect(errorOf(noPurpose).field).toBe('purpose');
    const card = await app.inject({
      method: 'GET',
      url: `${OfferStagePaths.redirect(id)}?purpose=moneyman-paylands`,
      headers: writeSecretHeader(id),
    });
    expect(card.statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'GET',
      url: partnerRedirectPath('6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f', 'instantor'),
    });
    expect(errorOf(unknown).code).toBe('lead_not_found');
    const noPage = await app.inject({
      method: 'GET',
      url: '/partners/6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f',
    });
    expect(noPage.statusCode).toBe(404);
    const badPage = await post('/partners/x/approve');
    expect(badPage.statusCode).toBe(400);
  });

  test('an expired lead gets no partner page', async () => {
    const id = await seed(S.INSTANTOR);
    clock = new Date(clock.getTime() + 25 * 3600_000);
    const expired = await app.inject({
      method: 'GET',
      url: partnerRedirectPath(id, 'instantor'),
      headers: writeSecretHeader(id),
    });
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired).code).toBe('lead_expired');
  });
});

describe("a partner's page link is used once and ends", () => {
  /** The way back's tokens minted for the lead. */
  async function tokensOf(id: string): Promise<number> {
    const rows = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM lead_resume_tokens WHERE lead_id = $1',
      [id],
    );
    return rows[0]?.count ?? 0;
  }
  /** Posts a button's form again, as a script (or a replayed request) would. */
  const again = (page: URL, verb: 'approve' | 'cancel', headers: Record<string, string> = {}) =>
    post(`${page.pathname}/${verb}`, headers);

  test('a second Approve or Cancel is refused, 409 partner_link_ended: no token, nothing moves', async () => {
    const id = await seed(S.INSTANTOR);
    const page = await bankLink(id, 'instantor');
    const html = (await standIn(page)).body;
    expect((await press(page, 'Approve', html)).statusCode).toBe(303);
    expect(await tokensOf(id)).toBe(1);

    for (const verb of ['approve', 'cancel'] as const) {
      const refused = await again(page, verb);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(errorOf(refused).code).toBe('partner_link_ended');
      expect(refused.headers.location).toBeUndefined();
    }
    expect(await tokensOf(id)).toBe(1);
    // Cancelled after the approval would have undone it: the link still says it finished.
    expect((await standIn(page)).body).toContain('You have finished here.');
    expect((await leadStatus(app, id)).applicationState).toBe(S.INSTANTOR);
  });

  test('a browser posting the form again is shown the ended page, with the refusal’s status', async () => {
    const id = await seed(S.INSTANTOR);
    const page = await bankLink(id, 'instantor');
    expect((await press(page, 'Cancel', (await standIn(page)).body)).statusCode).toBe(303);
    const refused = await again(page, 'approve', { accept: 'text/html,application/xhtml+xml' });
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.body).toContain('You left without finishing.');
    expect(parse(refused.body).querySelectorAll('form').length).toBe(0);
    expect(await tokensOf(id)).toBe(1);
  });

  test('past its hour the link is over: 410 partner_link_expired, no token; its page says so', async () => {
    const id = await seed(S.WENANCE_TINK);
    const page = await bankLink(id, 'wenance-tink');
    const html = (await standIn(page)).body;
    clock = new Date(clock.getTime() + PARTNER_LINK_LIFETIME_MS + 1000);

    const refused = await press(page, 'Approve', html);
    expect(refused.statusCode, refused.body).toBe(410);
    expect(errorOf(refused).code).toBe('partner_link_expired');
    expect(await tokensOf(id)).toBe(0);
    const shown = await app.inject({ method: 'GET', url: page.pathname });
    expect(shown.statusCode).toBe(410);
    expect(shown.body).toContain('This link has expired.');
    expect(parse(shown.body).querySelectorAll('button').length).toBe(0);
    // The partner did not finish: continue is refused, the lead stays.
    expect((await proceed(id)).statusCode).toBe(422);
  });

  test("only a hash of the link's secret is stored", async () => {
    const id = await seed(S.INSTANTOR);
    const page = await bankLink(id, 'instantor');
    const secret = page.pathname.split('/').at(-1) ?? '';
    const rows = await db.query('SELECT * FROM partner_links');
    expect(JSON.stringify(rows)).not.toContain(secret);
  });
});

describe('skip and continue', () => {
  test('continue completes CONTINUE at once', async () => {
    const id = await seed(S.CONTINUE);
    const moved = await proceed(id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(LeadAnswerSchema.parse(moved.json()).applicationState).toBe(S.CHECKING);
  });

  test('skip leaves out an optional stage; checking then decides without its tag', async () => {
    const id = await seed(S.VEHICLE, 'ana+vehicle+accepted@example.com');
    expect(LeadAnswerSchema.parse((await skip(id)).json()).applicationState).toBe(S.CHECKING);
    await leadStatus(app, id);
    await leadStatus(app, id);
    expect((await leadStatus(app, id)).applicationState).toBe(S.ACCEPTED);
  });

  test('neither moves a lead at a state they do not complete', async () => {
    for (const state of [S.CHECKING, S.ACCEPTED, S.MOBILE_VERIFICATION, S.PERSONAL_DETAILS]) {
      const id = await seed(state);
      expect(errorOf(await skip(id)).code, `skip at ${state}`).toBe('wrong_state');
    }
    for (const state of [S.VEHICLE, S.COFIDIS_OFFER, S.THANK_YOU]) {
      const id = await seed(state);
      expect(errorOf(await proceed(id)).code, `continue at ${state}`).toBe('wrong_state');
    }
  });

  test('a consents page cannot be skipped: 409 consents_required, the lead stays there', async () => {
    for (const state of [
      S.POLICY_CONSENTS,
      S.DYNAMIC_CONSENTS,
      S.ADVANZIA_CONSENTS,
      S.TFBANK_CONSENTS,
    ]) {
      const id = await seed(state);
      const refused = await skip(id);
      expect(refused.statusCode, `skip at ${state}`).toBe(409);
      expect(errorOf(refused).code, `skip at ${state}`).toBe('consents_required');
      expect((await leadStatus(app, id)).applicationState, `after a skip at ${state}`).toBe(state);
    }
  });

  test('an unknown, malformed or expired lead is answered as such', async () => {
    expect(errorOf(await proceed('6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f')).code).toBe(
      'lead_not_found',
    );
    const malformed = await skip('not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).field).toBe('id');
    const id = await seed(S.CONTINUE);
    clock = new Date(clock.getTime() + 25 * 3600_000);
    expect((await proceed(id)).statusCode).toBe(410);
    expect((await skip(id)).statusCode).toBe(410);
  });
});
