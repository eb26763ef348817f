import { ApiErrorBodySchema, ChoicePaths, ChoicesAnswerSchema } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import { noDatabase } from './helpers/no-database.js';

let app: FastifyInstance;

beforeAll(() => {
  app = buildApp({ db: noDatabase('a choice list'), corsOrigins: ['http://localhost:8080'] });
});

afterAll(async () => {
  await app.close();
});

async function choices(url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return ChoicesAnswerSchema.parse(response.json());
}

describe('GET /choices/country', () => {
  test('names every country in the locale asked, the brand’s country first', async () => {
    const romanian = await choices(ChoicePaths.list('country', { locale: 'ro', country: 'RO' }));
    expect(romanian).toMatchObject({ list: 'country', locale: 'ro', country: 'RO' });
    expect(romanian.choices[0]).toEqual({ value: 'RO', label: 'România' });
    expect(romanian.choices).toContainEqual({ value: 'DE', label: 'Germania' });
    expect(romanian.choices).toContainEqual({ value: 'XK', label: 'Kosovo' });
    expect(romanian.choices).toHaveLength(245);

    const german = await choices(ChoicePaths.list('country', { locale: 'de', country: 'ES' }));
    expect(german.choices[0]).toEqual({ value: 'ES', label: 'Spanien' });
    expect(german.choices).toContainEqual({ value: 'DE', label: 'Deutschland' });
  });

  test('the rest are sorted by their names in the locale', async () => {
    const { choices: spanish } = await choices(
      ChoicePaths.list('country', { locale: 'es', country: 'ES' }),
    );
    const rest = spanish.slice(1).map((choice) => choice.label);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('es-ES').compare));
  });
});

describe('GET /choices/position', () => {
  test('the brand’s country’s contract kinds, named in the locale asked', async () => {
    const spanish = await choices(ChoicePaths.list('position', { locale: 'es', country: 'ES' }));
    expect(spanish).toMatchObject({ list: 'position', locale: 'es', country: 'ES' });
    expect(spanish.choices).toEqual([
      { value: 'permanent', label: 'Contrato indefinido' },
      { value: 'fixedDiscontinuous', label: 'Contrato fijo discontinuo' },
      { value: 'fixedTerm', label: 'Contrato temporal' },
      { value: 'training', label: 'Contrato formativo' },
      { value: 'temporaryAgency', label: 'A través de una empresa de trabajo temporal (ETT)' },
      { value: 'other', label: 'Otro tipo de contrato' },
    ]);
    const polish = await choices(ChoicePaths.list('position', { locale: 'en', country: 'PL' }));
    expect(polish.choices.map((choice) => choice.value)).toContain('b2bContract');
    expect(polish.choices[0]).toEqual({ value: 'permanent', label: 'Permanent contract' });
  });

  test.each(['en', 'es', 'mx', 'co', 'pl', 'ro', 'vn', 'de', 'ph'] as const)(
    'every country’s list is named in %s',
    async (locale) => {
      for (const country of ['ES', 'RO', 'PL', 'DE', 'MX', 'CO', 'VN', 'PH'] as const) {
        const answer = await choices(ChoicePaths.list('position', { locale, country }));
        expect(answer.choices.length).toBeGreaterThan(0);
        for (const choice of answer.choices) expect(choice.label).not.toBe(choice.value);
      }
    },
  );
});

describe('the choice lists refuse what the product does not have', () => {
  test.each([
    ['/choices/position?country=ES', 'locale'],
    ['/choices/position?locale=fr&country=ES', 'locale'],
    ['/choices/country?locale=es', 'country'],
    ['/choices/country?locale=es&country=FR', 'country'],
  ])('%s is 400 naming %s', async (url, field) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    const { error } = ApiErrorBodySchema.parse(response.json());
    expect(error.code).toBe('invalid_body');
    expect(error.fieldErrors?.map((each) => each.fieldName)).toEqual([field]);
  });

  test('another list is not found', async () => {
    const response = await app.inject({ method: 'GET', url: '/choices/city?locale=es&country=ES' });
    expect(response.statusCode).toBe(404);
  });
});
