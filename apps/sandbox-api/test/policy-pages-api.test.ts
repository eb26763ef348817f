import { PolicyDocuments, policyPagePath, policiesPath, PoliciesAnswerSchema } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import { SANDBOX_PRODUCTS } from '../src/products/sandbox-products.js';
import { noDatabase } from './helpers/no-database.js';

/** The address the front end reaches the sandbox at (its API_BASE_URL). */
const SANDBOX_HOST = 'sandbox.test:8081';
const SANDBOX_ORIGIN = `http://${SANDBOX_HOST}`;

let app: FastifyInstance;

beforeAll(() => {
  app = buildApp({ db: noDatabase('the policy pages'), corsOrigins: [] });
});

afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: SANDBOX_HOST } });

/** A brand's language as its page declares it. */
const HtmlLang: Readonly<Record<string, string>> = {
  es: 'es-ES',
  mx: 'es-MX',
  co: 'es-CO',
  de: 'de-DE',
  pl: 'pl-PL',
  ro: 'ro-RO',
  vn: 'vi-VN',
  ph: 'en-PH',
  en: 'en-GB',
};

const pages = Object.keys(SANDBOX_PRODUCTS).flatMap((product) =>
  PolicyDocuments.map((document) => [product, document] as const),
);

describe('GET /policies/{brand}/{document}', () => {
  test.each(pages)(
    '%s: its %s page answers 200, a page in the brand’s language naming the brand',
    async (product, document) => {
      const response = await get(policyPagePath(product, document));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const brand = SANDBOX_PRODUCTS[product];
      expect(response.body).toContain(`<html lang="${HtmlLang[brand?.locale ?? '']}">`);
      expect(response.body).toMatch(new RegExp(`<title>[^<]*${brand?.name}[^<]*</title>`));
      expect(response.body).toMatch(new RegExp(`<h1>[^<]*${brand?.name}[^<]*</h1>`));
    },
  );

  test('the sections the consents link to are there, each a heading with its id', async () => {
    const terms = (await get(policyPagePath('credisol-es', 'terms'))).body;
    const privacy = (await get(policyPagePath('credisol-es', 'privacy'))).body;
    expect(terms).toMatch(/<h2 id="loan-agreement">Contrato de préstamo/);
    for (const id of ['marketing-profiling', 'credit-check', 'partners', 'partner-offers']) {
      expect(privacy).toMatch(new RegExp(`<h2 id="${id}">`));
    }
  });

  test('the page says it is the sandbox’s, in the brand’s language: Romanian addressed formally', async () => {
    const page = (await get(policyPagePath('lei-rapid-ro', 'privacy'))).body;
    expect(page).toContain('Lei Rapid');
    expect(page).toContain('dumneavoastră');
    expect(page).not.toMatch(/(?<![\p{L}])(te|îți|ți|tău|ta|tale|ai)(?![\p{L}])/iu);
  });

  test('the Philippine brand’s pages are in Philippine English, as its form is', async () => {
    const terms = (await get(policyPagePath('pesolend-ph', 'terms'))).body;
    const privacy = (await get(policyPagePath('pesolend-ph', 'privacy'))).body;
    expect(terms).toContain('<html lang="en-PH">');
    expect(terms).toContain('<title>Terms and conditions – PesoLend</title>');
    expect(privacy).toContain('<title>Data privacy policy – PesoLend</title>');
    expect(terms).toMatch(/<h2 id="loan-agreement">Loan agreement/);
  });

  test('it runs nothing, loads nothing from elsewhere and may not be framed', async () => {
    const response = await get(policyPagePath('default-es', 'terms'));
    const policy = response.headers['content-security-policy'];
    expect(policy).toMatch(/^default-src 'none'; style-src 'sha256-[\w+/=]+'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("form-action 'none'");
    expect(response.body).not.toMatch(/<script|<img|<link|<iframe/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  test.each([
    ['an unknown brand', '/policies/no-such-brand/terms'],
    ['an unknown document', '/policies/default-es/cookies'],
    ['a name of Object.prototype', '/policies/__proto__/terms'],
  ])('%s is 404', async (_case, url) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('GET /policy links to those pages', () => {
  test('the general policies link to the brand’s pages, at the address the sandbox was asked at', async () => {
    const response = await get(policiesPath('default-es', 'es'));
    const { policies } = PoliciesAnswerSchema.parse(response.json());
    expect(policies.map((policy) => policy.url)).toEqual([
      `${SANDBOX_ORIGIN}/policies/default-es/terms`,
      `${SANDBOX_ORIGIN}/policies/default-es/privacy`,
      `${SANDBOX_ORIGIN}/policies/default-es/privacy#marketing-profiling`,
    ]);
  });

  test('an offer’s policies link to sections of the brand’s pages', async () => {
    const response = await get(policiesPath('lei-rapid-ro', 'ro', 'offer'));
    const { policies } = PoliciesAnswerSchema.parse(response.json());
    expect(policies.map((policy) => policy.url)).toEqual([
      `${SANDBOX_ORIGIN}/policies/lei-rapid-ro/terms#loan-agreement`,
      `${SANDBOX_ORIGIN}/policies/lei-rapid-ro/privacy#credit-check`,
    ]);
  });
});
