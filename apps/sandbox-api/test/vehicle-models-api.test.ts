import { OfferStagePaths, VehicleModelsSchema } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import { noDatabase } from './helpers/no-database.js';

const allowedOrigin = 'http://localhost:8080';
let app: FastifyInstance;

beforeAll(() => {
  app = buildApp({ db: noDatabase('the vehicle models'), corsOrigins: [allowedOrigin] });
});

afterAll(async () => {
  await app.close();
});

describe('GET /data/vehicleModels.json', () => {
  test('answers the makes with their models, as the contract says, to the front end', async () => {
    const response = await app.inject({
      method: 'GET',
      url: OfferStagePaths.vehicleModels,
      headers: { origin: allowedOrigin },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(allowedOrigin);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const { makes } = VehicleModelsSchema.parse(response.json());
    expect(makes.map(({ make }) => make)).toEqual(expect.arrayContaining(['Seat', 'Dacia']));
    expect(makes.find(({ make }) => make === 'Seat')?.models).toContain('Ibiza');
  });

  test('names each make once, in order, each with models of its own and none twice', async () => {
    const { makes } = VehicleModelsSchema.parse(
      (await app.inject({ method: 'GET', url: OfferStagePaths.vehicleModels })).json(),
    );
    const names = makes.map(({ make }) => make);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(names).size).toBe(names.length);
    for (const { make, models } of makes) {
      expect(models.length, make).toBeGreaterThan(0);
      expect(new Set(models).size, make).toBe(models.length);
    }
  });

  test('is read only', async () => {
    const response = await app.inject({ method: 'POST', url: OfferStagePaths.vehicleModels });
    expect(response.statusCode).toBe(404);
  });
});
