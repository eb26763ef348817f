import {
  ApiErrorBodySchema,
  PoliciesAnswerSchema,
  PolicyLocales,
  policiesPath,
} from '@lf/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import { noDatabase } from './helpers/no-database.js';
import { BRAND_AMOUNT_BOUNDS } from '../src/scenarios/brand-amounts.js';

const allowedOrigin = 'http://localhost:8080';
let app: FastifyInstance;

beforeAll(() => {
  app = buildApp({ db: noDatabase('the policies'), corsOrigins: [allowedOrigin] });
});

afterAll(async () => {
  await app.close();
});

async function policies(url: string) {
  const response = await app.inject({ method: 'GET', url, headers: { origin: allowedOrigin } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['access-control-allow-origin']).toBe(allowedOrigin);
  return PoliciesAnswerSchema.parse(response.json());
}

function expectError(response: LightMyRequestResponse, status: number, code: string): void {
  expect(response.statusCode, response.body).toBe(status);
  const { error } = ApiErrorBodySchema.parse(response.json());
  expect(error.code).toBe(code);
  expect(error.field).toBe('product');
}

describe('GET /policy', () => {
  test("the Spanish brand's policies in Spanish: terms and privacy required, profiling optional, with its links", async () => {
    const answer = await policies(policiesPath('default-es', 'es'));
    expect(answer.product).toBe('default-es');
    expect(answer.locale).toBe('es');
    // Its own pages on the sandbox, at the address the request reached it at (inject's).
    expect(answer.policies.map(({ id, required, url }) => ({ id, required, url }))).toEqual([
      { id: 'generalTerms', required: true, url: 'http://localhost:80/policies/default-es/terms' },
      {
        id: 'dataProcessing',
        required: true,
        url: 'http://localhost:80/policies/default-es/privacy',
      },
      {
        id: 'marketingProfiling',
        required: false,
        url: 'http://localhost:80/policies/default-es/privacy#marketing-profiling',
      },
    ]);
    expect(answer.policies[0]).toMatchObject({
      title: 'Condiciones generales',
      text: 'He leído y acepto las condiciones generales del servicio de préstamos de Préstamo Claro.',
    });
  });

  test.each(Object.keys(BRAND_AMOUNT_BOUNDS))(
    'every brand the sandbox knows (%s) has its policies, naming the brand in every locale',
    async (product) => {
      const english = await policies(policiesPath(product, 'en'));
      for (const locale of PolicyLocales) {
        const answer = await policies(policiesPath(product, locale));
        expect(answer.locale).toBe(locale);
        expect(answer.policies.map((policy) => policy.id)).toEqual(
          english.policies.map((policy) => policy.id),
        );
        for (const [index, policy] of answer.policies.entries()) {
          expect(policy.text).not.toContain('{brand}');
          if (locale !== 'en') expect(policy.text).not.toBe(english.policies[index]?.text);
        }
      }
    },
  );

  test.each([
    ['an unknown locale', 'fr', 'en'],
    ['no locale', undefined, 'en'],
    ['a locale with a region', 'de-DE', 'de'],
    ['a locale in capitals', 'RO', 'ro'],
  ])('%s (%s) is answered in %s', async (_, asked, expected) => {
    const answer = await policies(policiesPath('lei-rapid-ro', asked));
    expect(answer.locale).toBe(expected);
  });

  test('an unknown product: 404 not_found on product', async () => {
    expectError(
      await app.inject({ method: 'GET', url: policiesPath('no-such-brand', 'en') }),
      404,
      'not_found',
    );
  });

  test('no product: 400 missing_product', async () => {
    expectError(
      await app.inject({ method: 'GET', url: '/policy?locale=en' }),
      400,
      'missing_product',
    );
    expectError(
      await app.inject({ method: 'GET', url: '/policy?product=&locale=en' }),
      400,
      'missing_product',
    );
  });
});
