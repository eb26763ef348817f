import {
  ApiErrorBodySchema,
  PoliciesAnswerSchema,
  PolicyLocales,
  PolicyScopes,
  policiesPath,
} from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import { noDatabase } from './helpers/no-database.js';

let app: FastifyInstance;

beforeAll(() => {
  app = buildApp({ db: noDatabase('the policies'), corsOrigins: [] });
});

afterAll(async () => {
  await app.close();
});

async function policies(url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return PoliciesAnswerSchema.parse(response.json());
}

const summary = (answer: { policies: { id: string; required: boolean }[] }) =>
  answer.policies.map(({ id, required }) => [id, required]);

describe('GET /policy?scope= (the after-offer consent pages)', () => {
  test('each scope has its own policies, required and optional, none of the general ones', async () => {
    const general = await policies(policiesPath('default-es', 'en'));
    const offer = await policies(policiesPath('default-es', 'en', 'offer'));
    expect(summary(offer)).toEqual([
      ['loanAgreement', true],
      ['creditFileCheck', true],
    ]);
    expect(summary(await policies(policiesPath('default-es', 'en', 'dynamic')))).toEqual([
      ['partnerDataSharing', true],
      ['partnerOffers', false],
    ]);
    const advanzia = await policies(policiesPath('kredit-klar-de', 'de', 'advanzia'));
    expect(summary(advanzia)).toEqual([
      ['advanziaCardTerms', true],
      ['advanziaPrivacy', true],
      ['advanziaOffers', false],
    ]);
    expect(advanzia.policies[0]).toMatchObject({
      title: 'Kartenbedingungen und Preisverzeichnis der Advanzia Bank',
      url: 'https://www.advanzia.example/card-terms',
    });
    const tfbank = await policies(policiesPath('default-es', 'es', 'tfbank'));
    expect(summary(tfbank)).toEqual([
      ['tfbankCreditInformation', true],
      ['tfbankCreditCheck', true],
      ['tfbankOffers', false],
    ]);
    expect(tfbank.policies[1]?.text).toBe(
      'Acepto que Préstamo Claro comunique mi solicitud a TF Bank y que TF Bank consulte mi historial crediticio para decidir sobre ella.',
    );
    const generalIds = general.policies.map((policy) => policy.id);
    for (const answer of [offer, advanzia, tfbank]) {
      expect(answer.policies.some((policy) => generalIds.includes(policy.id))).toBe(false);
    }
  });

  test.each(PolicyScopes)(
    '%s: written in every policy locale, naming the brand, with its own text in each',
    async (scope) => {
      const english = await policies(policiesPath('lei-rapid-ro', 'en', scope));
      for (const locale of PolicyLocales) {
        const answer = await policies(policiesPath('lei-rapid-ro', locale, scope));
        expect(answer.locale).toBe(locale);
        expect(summary(answer)).toEqual(summary(english));
        for (const [index, policy] of answer.policies.entries()) {
          expect(policy.text).not.toContain('{brand}');
          if (locale !== 'en') expect(policy.text).not.toBe(english.policies[index]?.text);
        }
      }
    },
  );

  test('an unknown scope: 400 invalid_body on scope', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/policy?product=default-es&scope=mortgage',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(ApiErrorBodySchema.parse(response.json()).error).toMatchObject({
      code: 'invalid_body',
      field: 'scope',
    });
  });
});
