import {
  ApiErrorBodySchema,
  CompanySearchAnswerSchema,
  EmailValidationAnswerSchema,
  LookupPaths,
  MAX_COMPANY_RESULTS,
  PostcodeAnswerSchema,
} from '@lf/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import { noDatabase } from './helpers/no-database.js';

const allowedOrigin = 'http://localhost:8080';
let app: FastifyInstance;

beforeAll(() => {
  app = buildApp({ db: noDatabase('a look-up'), corsOrigins: [allowedOrigin] });
});

afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

function expectError(
  response: LightMyRequestResponse,
  status: number,
  code: string,
  field?: string,
): void {
  expect(response.statusCode, response.body).toBe(status);
  const { error } = ApiErrorBodySchema.parse(response.json());
  expect(error.code).toBe(code);
  expect(error.field).toBe(field);
}

describe('GET /postcode/lookup/{code}', () => {
  test.each([
    ['28013', 'ES', 'Madrid', 'Madrid'],
    ['08001', 'ES', 'Barcelona', 'Barcelona'],
    ['010011', 'RO', 'București', 'București'],
    ['00-001', 'PL', 'Warszawa', 'mazowieckie'],
    ['10115', 'DE', 'Berlin', 'Berlin'],
    ['06000', 'MX', 'Ciudad de México', 'CDMX'],
    ['110111', 'CO', 'Bogotá', 'Bogotá D.C.'],
    ['10000', 'VN', 'Hà Nội', 'Hà Nội'],
    ['1000', 'PH', 'Manila', 'Metro Manila'],
  ])('%s (%s) answers %s, %s on both paths', async (postalCode, country, city, province) => {
    for (const url of [LookupPaths.postcode(postalCode), LookupPaths.postcodeV1(postalCode)]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(PostcodeAnswerSchema.parse(response.json())).toEqual({
        postalCode,
        city,
        province,
        country,
      });
    }
  });

  test('?country= narrows the search to one country', async () => {
    const inSpain = await get(LookupPaths.postcode('28013', 'ES'));
    expect(inSpain.json()).toMatchObject({ city: 'Madrid', country: 'ES' });
    expectError(await get(LookupPaths.postcode('28013', 'DE')), 404, 'not_found', 'code');
  });

  test('the Polish code is found with or without its hyphen', async () => {
    expect((await get(LookupPaths.postcode('00001', 'PL'))).json()).toMatchObject({
      postalCode: '00-001',
    });
  });

  test('an unknown code: 404 not_found', async () => {
    expectError(await get(LookupPaths.postcode('99999')), 404, 'not_found', 'code');
    expectError(await get(LookupPaths.postcodeV1('99999')), 404, 'not_found', 'code');
  });

  test.each([
    ['symbols', '/postcode/lookup/%21%21'],
    ['one character', '/postcode/lookup/1'],
    ['too long', `/postcode/lookup/${'1'.repeat(13)}`],
    ['a leading hyphen', '/postcode/lookup/-28013'],
  ])('a code with %s: 400 invalid_body on code', async (_, url) => {
    expectError(await get(url), 400, 'invalid_body', 'code');
  });

  test.each(['XX', 'es', 'FR'])('?country=%s: 400 invalid_body on country', async (country) => {
    expectError(
      await get(`/postcode/lookup/28013?country=${country}`),
      400,
      'invalid_body',
      'country',
    );
  });
});

describe('GET /email/validate/{email}', () => {
  async function validate(email: string) {
    const response = await get(LookupPaths.emailValidation(email));
    expect(response.statusCode, response.body).toBe(200);
    return EmailValidationAnswerSchema.parse(response.json());
  }

  test('a good address is valid', async () => {
    expect(await validate('ana.ruiz+offer@example.com')).toEqual({
      email: 'ana.ruiz+offer@example.com',
      valid: true,
    });
  });

  test('international characters are fine', async () => {
    expect((await validate('josé@correo.es')).valid).toBe(true);
  });

  test.each(['ana', 'ana@example', 'ana@@example.com', 'ana..ruiz@example.com'])(
    'bad syntax (%s) is not valid',
    async (email) => {
      expect(await validate(email)).toEqual({ email, valid: false });
    },
  );

  test('a throwaway mailbox is not valid', async () => {
    expect(await validate('ana@mailinator.com')).toEqual({
      email: 'ana@mailinator.com',
      valid: false,
    });
  });

  test.each([
    ['ana@gmial.com', 'ana@gmail.com'],
    ['ana@hotmial.com', 'ana@hotmail.com'],
    ['ana@yaho.com', 'ana@yahoo.com'],
  ])('a typo (%s) is valid with the suggestion %s', async (email, suggestion) => {
    expect(await validate(email)).toEqual({ email, valid: true, suggestion });
  });

  test('a plus sent unencoded in the path stays a plus', async () => {
    const response = await get('/email/validate/ana+x@gmial.com');
    expect(response.json()).toEqual({
      email: 'ana+x@gmial.com',
      valid: true,
      suggestion: 'ana+x@gmail.com',
    });
  });

  test('+emaildown answers 503, readable from an allowed origin, naming no address', async () => {
    const response = await get(LookupPaths.emailValidation('ana+EmailDown@example.com'), {
      origin: allowedOrigin,
    });
    expectError(response, 503, 'internal_error');
    expect(response.headers['access-control-allow-origin']).toBe(allowedOrigin);
    expect(response.body).not.toMatch(/ana/i);
  });

  test('an address over 320 characters: 400 invalid_body on email', async () => {
    const email = `${'a'.repeat(320)}@example.com`;
    expectError(await get(LookupPaths.emailValidation(email)), 400, 'invalid_body', 'email');
  });

  test('an empty address: 400 invalid_body on email', async () => {
    expectError(await get('/email/validate/'), 400, 'invalid_body', 'email');
  });
});

describe('GET /company/{name}', () => {
  async function search(url: string) {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return CompanySearchAnswerSchema.parse(response.json()).companies;
  }

  test('matches a prefix case-insensitively and answers the whole company', async () => {
    expect(await search(LookupPaths.company('HANSE'))).toEqual([
      {
        name: 'Hanse Logistik GmbH',
        taxRegistryCode: 'DE118245732',
        city: 'Hamburg',
        province: 'Hamburg',
        country: 'DE',
      },
    ]);
  });

  test('matches inside the name, accents ignored', async () => {
    const companies = await search(LookupPaths.company('del valle'));
    expect(companies.map((company) => company.name)).toEqual([
      'Café del Valle S.A.S.',
      'Constructora del Valle S.A. de C.V.',
    ]);
  });

  test('?country= narrows the search', async () => {
    const companies = await search(LookupPaths.company('del valle', 'CO'));
    expect(companies.map((company) => company.taxRegistryCode)).toEqual(['805019683-4']);
  });

  test(`answers at most ${MAX_COMPANY_RESULTS}`, async () => {
    expect(await search(LookupPaths.company('co'))).toHaveLength(MAX_COMPANY_RESULTS);
  });

  test('no match: an empty list', async () => {
    expect(await search(LookupPaths.company('Nonexistent Holdings'))).toEqual([]);
  });

  test.each([
    ['one character', 'a'],
    ['one character between spaces', ' a '],
    ['only spaces', '   '],
    ['over 100 characters', 'x'.repeat(101)],
  ])('a name of %s: 400 invalid_body on name', async (_, name) => {
    expectError(await get(LookupPaths.company(name)), 400, 'invalid_body', 'name');
  });

  test('an unknown country: 400 invalid_body on country', async () => {
    expectError(await get('/company/hanse?country=ZZ'), 400, 'invalid_body', 'country');
  });
});

describe('paths the router refuses', () => {
  test('a bad percent-encoding: 400 invalid_body that does not quote the path', async () => {
    const response = await get('/email/validate/anastasia%E0%A4%A@example.com');
    expectError(response, 400, 'invalid_body');
    expect(response.body).not.toMatch(/anastasia/);
  });

  test('a parameter longer than the router takes: 414 invalid_body that does not quote it', async () => {
    const response = await get(LookupPaths.emailValidation(`anastasia${'x'.repeat(2100)}@x.com`));
    expectError(response, 414, 'invalid_body');
    expect(response.body).not.toMatch(/anastasia/);
  });
});

describe('look-ups and CORS', () => {
  test('an allowed origin can read every look-up, found or not', async () => {
    for (const url of [
      LookupPaths.postcode('28013'),
      LookupPaths.postcode('99999'),
      LookupPaths.emailValidation('ana@example.com'),
      LookupPaths.company('hanse'),
      LookupPaths.company('a'),
    ]) {
      const response = await get(url, { origin: allowedOrigin });
      expect(response.headers['access-control-allow-origin'], url).toBe(allowedOrigin);
      const other = await get(url, { origin: 'https://evil.example' });
      expect(other.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });

  test('a preflight for a look-up is allowed from an allowed origin', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: LookupPaths.company('hanse'),
      headers: { origin: allowedOrigin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(allowedOrigin);
  });
});

describe('look-up request logs', () => {
  test('name the route pattern, never the address, postcode or company looked up', async () => {
    const lines: string[] = [];
    const logged = buildApp({
      db: noDatabase('a look-up'),
      corsOrigins: [],
      logger: { level: 'debug', stream: { write: (line) => lines.push(line) } },
    });
    const requests = [
      LookupPaths.emailValidation('anastasia.secret@example.com'),
      LookupPaths.emailValidation('anastasia.secret+emaildown@example.com'),
      `${LookupPaths.emailValidation('anastasia')}?email=anastasia.secret@example.com`,
      LookupPaths.emailValidation(`anastasia${'x'.repeat(320)}@example.com`),
      LookupPaths.emailValidation(`anastasia${'x'.repeat(2100)}@example.com`),
      '/email/validate/anastasia%E0%A4%A@example.com',
      LookupPaths.postcode('28013', 'ES'),
      LookupPaths.postcodeV1('99999'),
      LookupPaths.company('Hanse Logistik'),
      LookupPaths.company('x'),
    ];
    for (const url of requests) await logged.inject({ method: 'GET', url });
    await logged.close();

    const log = lines.join('');
    expect(log).not.toMatch(/anastasia|secret|28013|99999|hanse/i);
    const completed = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'request completed' || entry.msg === 'request errored')
      .map(({ route, statusCode }) => ({ route, statusCode }));
    expect(completed).toEqual([
      { route: '/email/validate/:email', statusCode: 200 },
      { route: '/email/validate/:email', statusCode: 503 },
      { route: '/email/validate/:email', statusCode: 200 },
      { route: '/email/validate/:email', statusCode: 400 },
      { route: '(no route)', statusCode: 414 },
      { route: '(no route)', statusCode: 400 },
      { route: '/postcode/lookup/:code', statusCode: 200 },
      { route: '/postcode/:code', statusCode: 404 },
      { route: '/company/:name', statusCode: 200 },
      { route: '/company/:name', statusCode: 400 },
    ]);
  });
});
