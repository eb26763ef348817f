import {
  ApiErrorBodySchema,
  ApplicationState,
  LeadAnswerSchema,
  OfferStagePaths,
  PartnerLogosAnswerSchema,
  WRITE_SECRET_HEADER,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { SANDBOX_PRODUCTS } from '../src/products/sandbox-products.js';
import { leadStatus, sendJson, writeSecretHeader } from './helpers/lead-requests.js';
import { emptyTables, openTestDatabase } from './helpers/test-database.js';

const allowedOrigin = 'http://localhost:8080';
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({ db, corsOrigins: [allowedOrigin], testRoutes: true });
});

beforeEach(async () => {
  await emptyTables(db);
  await db.exec('TRUNCATE offer_decisions');
});

afterAll(async () => {
  await app.close();
  await db.close();
});

const logosPath = (id: string) => `${OfferStagePaths.partnerLogos}?id=${id}`;

/** A lead of `product` stored at `applicationState`, with a loan within the product's bounds. */
async function leadOf(product: string, applicationState: ApplicationState) {
  const amount = SANDBOX_PRODUCTS[product]?.amount.min ?? 500;
  const response = await sendJson(app, 'POST', '/test/leads', {
    applicationState,
    product,
    data: { amount, period: 61, contactDetails: { email: 'ana@example.com' } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return LeadAnswerSchema.parse(response.json()).id;
}

/** The names of the partners the thank-you page of lead `id` lists. */
async function partnersOf(id: string): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: logosPath(id),
    headers: writeSecretHeader(id),
  });
  expect(response.statusCode, response.body).toBe(200);
  return PartnerLogosAnswerSchema.parse(response.json()).logos.map((logo) => logo.name);
}

/** Checking decides again after a declined offer; the third status call reveals it. */
async function checkedAgain(id: string) {
  let answer = await leadStatus(app, id);
  for (let call = 1; call < 5 && answer.applicationState === ApplicationState.CHECKING; call += 1) {
    answer = await leadStatus(app, id);
  }
  return answer.applicationState;
}

describe('the partners a thank-you page lists lend in the brand’s country (issue 37)', () => {
  test.each([
    ['default-es', ['Cofidis', 'Brisa Finanzas', 'Crédito Faro']],
    ['credisol-es', ['Cofidis', 'Crédito Faro']],
    ['kredit-klar-de', ['Ahornkredit', 'Elbwerk Finanz']],
    ['pozyczka-plus-pl', ['Provident', 'Proficredit', 'Bursztyn Pożyczki']],
    ['lei-rapid-ro', ['Provident', 'Carpați Credit']],
    ['presta-ya-mx', ['Financiera Nopal', 'Maguey Crédito']],
    ['credito-agil-co', ['Ceiba Finanzas', 'Cafetal Crédito']],
    ['vay-nhanh-vn', ['Sen Vàng Finance', 'Tre Xanh Credit']],
    ['pesolend-ph', ['Narra Lending', 'Sampaguita Credit']],
  ])('%s: %j', async (product, names) => {
    const id = await leadOf(product, ApplicationState.THANK_YOU);
    expect(await partnersOf(id)).toEqual(names);
  });

  test('a product the sandbox does not know names no partner: its country is unknown', async () => {
    const id = await leadOf('application-frontend', ApplicationState.THANK_YOU);
    expect(await partnersOf(id)).toEqual([]);
  });
});

describe('a partner whose offer the applicant declined is left out (issue 37)', () => {
  test('Cofidis declined: the Spanish thank-you page lists the other two', async () => {
    const id = await leadOf('default-es', ApplicationState.COFIDIS_OFFER);
    const declined = await sendJson(app, 'POST', OfferStagePaths.acceptOffer, {
      id,
      offerId: 'cofidis-1',
      decision: 'decline',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await checkedAgain(id)).toBe(ApplicationState.THANK_YOU);
    expect(await partnersOf(id)).toEqual(['Brisa Finanzas', 'Crédito Faro']);
  });

  test('Provident declined in Poland: Proficredit and the others stay', async () => {
    const id = await leadOf('pozyczka-plus-pl', ApplicationState.PROVIDENT_OFFER);
    const declined = await sendJson(app, 'POST', OfferStagePaths.updateProvidentOffer, {
      id,
      offerId: 'provident-1',
      decision: 'decline',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await checkedAgain(id)).toBe(ApplicationState.THANK_YOU);
    expect(await partnersOf(id)).toEqual(['Proficredit', 'Bursztyn Pożyczki']);
  });

  test('an offer accepted, or declined by a partner not on the list, leaves the list whole', async () => {
    const declinedElsewhere = await leadOf('default-es', ApplicationState.IPFD_OFFER_CHOICE);
    const choice = await sendJson(app, 'POST', OfferStagePaths.offerPayment, {
      id: declinedElsewhere,
      decision: 'decline',
    });
    expect(choice.statusCode, choice.body).toBe(200);
    expect(await partnersOf(declinedElsewhere)).toEqual([
      'Cofidis',
      'Brisa Finanzas',
      'Crédito Faro',
    ]);

    const accepted = await leadOf('default-es', ApplicationState.COFIDIS_OFFER);
    const taken = await sendJson(app, 'POST', OfferStagePaths.acceptOffer, {
      id: accepted,
      offerId: 'cofidis-1',
      decision: 'accept',
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await partnersOf(accepted)).toContain('Cofidis');
  });
});

describe('whose list it is', () => {
  const refusal = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url, headers });
    return {
      status: response.statusCode,
      code: ApiErrorBodySchema.parse(response.json()).error.code,
    };
  };

  test('the lead’s own browser only: its declines are its own', async () => {
    const id = await leadOf('default-es', ApplicationState.THANK_YOU);
    expect(await refusal(logosPath(id))).toEqual({ status: 403, code: 'write_secret_refused' });
    expect(await refusal(logosPath(id), { [WRITE_SECRET_HEADER]: 'x'.repeat(43) })).toEqual({
      status: 403,
      code: 'write_secret_refused',
    });
  });

  test('no lead named is 400, an unknown one 404', async () => {
    expect(await refusal(OfferStagePaths.partnerLogos)).toEqual({
      status: 400,
      code: 'invalid_body',
    });
    expect(await refusal(logosPath('not-a-uuid'))).toEqual({ status: 400, code: 'invalid_body' });
    expect(await refusal(logosPath('7f1d0b1e-52a4-4b43-9a57-3f6d2a3c1d11'))).toEqual({
      status: 404,
      code: 'lead_not_found',
    });
  });
});

describe('the logos themselves', () => {
  const list = async (id: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({
      method: 'GET',
      url: logosPath(id),
      headers: { ...writeSecretHeader(id), ...headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { response, logos: PartnerLogosAnswerSchema.parse(response.json()).logos };
  };

  test('each at the address the sandbox was reached at, with its size', async () => {
    const id = await leadOf('presta-ya-mx', ApplicationState.THANK_YOU);
    const { response, logos } = await list(id, { origin: allowedOrigin, host: '127.0.0.1:4174' });
    expect(response.headers['access-control-allow-origin']).toBe(allowedOrigin);
    for (const logo of logos) {
      expect(logo.logoUrl).toMatch(/^http:\/\/127\.0\.0\.1:4174\/partner\/logos\/[a-z-]+\.svg$/);
      expect(logo.height).toBe(40);
    }
  });

  test('never echoes a host header that is not a host', async () => {
    const id = await leadOf('default-es', ApplicationState.THANK_YOU);
    const { logos } = await list(id, { host: 'evil.example/"><script>' });
    expect(logos).not.toHaveLength(0);
    for (const logo of logos) expect(logo.logoUrl.startsWith('http://localhost/')).toBe(true);
  });

  test.each(Object.keys(SANDBOX_PRODUCTS))(
    '%s: each logo an SVG of the size told, any origin may show and none may run',
    async (product) => {
      const id = await leadOf(product, ApplicationState.THANK_YOU);
      for (const { logoUrl, name, width, height } of (await list(id)).logos) {
        const response = await app.inject({ method: 'GET', url: new URL(logoUrl).pathname });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(response.headers['content-security-policy']).toContain("default-src 'none'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.body).toContain(`<title>${name}</title>`);
        expect(response.body).toContain(`width="${width}" height="${height}"`);
      }
    },
  );

  test('an unknown logo is a 404, and a file name that is not one a 400', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/partner/logos/nobody.svg' });
    expect(unknown.statusCode).toBe(404);
    expect(ApiErrorBodySchema.parse(unknown.json()).error.code).toBe('not_found');
    const traversal = await app.inject({ method: 'GET', url: '/partner/logos/..%2Fapp.ts' });
    expect(traversal.statusCode).toBe(400);
    expect(ApiErrorBodySchema.parse(traversal.json()).error.code).toBe('invalid_body');
  });
});
