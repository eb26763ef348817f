import { ApiErrorBodySchema } from '@lf/contract';
import { FAVOURITE_COLOUR, SPOUSE_PERSONAL_CODE } from '@lf/contract/testing/data-point-fixture';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type * as DataPointsModule from '../../../packages/contract/src/data-points';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { sendJson } from './helpers/lead-requests.js';
import { openTestDatabase, storedData } from './helpers/test-database.js';

/*
 * A data point added in one place (decision 0042): the contract's table gets the made-up entry of
 * the fixture; the lead API is told nothing else of it.
 */
vi.mock('../../../packages/contract/src/data-points.ts', async (importOriginal) => {
  const real = await importOriginal<typeof DataPointsModule>();
  const { withFavouriteColour } = await import('@lf/contract/testing/data-point-fixture');
  return { ...real, DataPoints: withFavouriteColour(real.DataPoints) };
});

let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDatabase();
  app = buildApp({ db, corsOrigins: [], leadRateLimitPerMinute: 0 });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

const create = (product: string, favouriteColour: unknown) =>
  sendJson(app, 'POST', '/v3/lead', { product, personalDetails: { favouriteColour } });

describe('a data point added to the contract’s table only', () => {
  test('is refused where it does not match its format in the brand’s country', async () => {
    const response = await create('default-es', 'morado');
    expect(response.statusCode).toBe(422);
    expect(ApiErrorBodySchema.parse(response.json()).error.fieldErrors).toEqual([
      expect.objectContaining({ fieldName: FAVOURITE_COLOUR, code: 'invalid_format' }),
    ]);
  });

  test('is refused when it is not of its kind', async () => {
    const response = await create('default-es', 7);
    expect(response.statusCode).toBe(400);
    expect(ApiErrorBodySchema.parse(response.json()).error.field).toBe(FAVOURITE_COLOUR);
  });

  test('is stored when it matches: the Spanish list in Spain, any letters in Germany', async () => {
    for (const [product, colour] of [
      ['default-es', 'azul'],
      ['kredit-klar-de', 'morado'],
    ] as const) {
      const response = await create(product, colour);
      expect(response.statusCode, response.body).toBe(201);
      const { id } = response.json() as { id: string };
      expect(await storedData(db, id)).toMatchObject({
        personalDetails: { favouriteColour: colour },
      });
    }
  });

  test('is checked by its rule in the brand’s country, with the function the web app runs', async () => {
    const send = (product: string, spousePersonalCode: string) =>
      sendJson(app, 'POST', '/v3/lead', { product, personalDetails: { spousePersonalCode } });
    const refused = await send('default-es', '12345678A');
    expect(refused.statusCode).toBe(422);
    expect(ApiErrorBodySchema.parse(refused.json()).error.fieldErrors).toEqual([
      {
        fieldName: SPOUSE_PERSONAL_CODE,
        code: 'invalid_format',
        message: 'Fails its check (validation>personalCodeCheckDigit)',
      },
    ]);
    const taken = await send('default-es', '12345678Z');
    expect(taken.statusCode, taken.body).toBe(201);
    const { id } = taken.json() as { id: string };
    expect(await storedData(db, id)).toMatchObject({
      personalDetails: { spousePersonalCode: '12345678Z' },
    });
    // A Romanian brand checks it as a CNP: a Spanish DNI is not one.
    expect((await send('lei-rapid-ro', '12345678Z')).statusCode).toBe(422);
  });
});
