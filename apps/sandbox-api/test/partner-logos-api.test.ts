import { ApiErrorBodySchema, OfferStagePaths, PartnerLogosAnswerSchema } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.js';
import { noDatabase } from './helpers/no-database.js';

const allowedOrigin = 'http://localhost:8080';
let app: FastifyInstance;

beforeAll(() => {
  app = buildApp({ db: noDatabase('the partner logos'), corsOrigins: [allowedOrigin] });
});

afterAll(async () => {
  await app.close();
});

describe('GET /partner/logos', () => {
  test('names each partner with a logo the sandbox serves itself, at the address it was reached at', async () => {
    const response = await app.inject({
      method: 'GET',
      url: OfferStagePaths.partnerLogos,
      headers: { origin: allowedOrigin, host: '127.0.0.1:4174' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(allowedOrigin);
    const { logos } = PartnerLogosAnswerSchema.parse(response.json());
    expect(logos.map((logo) => logo.name)).toContain('Cofidis');
    for (const logo of logos) {
      expect(logo.logoUrl).toMatch(/^http:\/\/127\.0\.0\.1:4174\/partner\/logos\/[a-z-]+\.svg$/);
    }
  });

  test('never echoes a host header that is not a host', async () => {
    const response = await app.inject({
      method: 'GET',
      url: OfferStagePaths.partnerLogos,
      headers: { host: 'evil.example/"><script>' },
    });
    const { logos } = PartnerLogosAnswerSchema.parse(response.json());
    for (const logo of logos) expect(logo.logoUrl.startsWith('http://localhost/')).toBe(true);
  });

  test('each logo is an SVG any origin may show and none may run', async () => {
    const list = PartnerLogosAnswerSchema.parse(
      (await app.inject({ method: 'GET', url: OfferStagePaths.partnerLogos })).json(),
    );
    for (const { logoUrl, name } of list.logos) {
      const response = await app.inject({ method: 'GET', url: new URL(logoUrl).pathname });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toContain(`<title>${name}</title>`);
    }
  });

  test('an unknown logo is a 404, and a file name that is not one a 400', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/partner/logos/nobody.svg' });
    expect(unknown.statusCode).toBe(404);
    expect(ApiErrorBodySchema.parse(unknown.json()).error.code).toBe('not_found');
    const traversal = await app.inject({ method: 'GET', url: '/partner/logos/..%2Fapp.ts' });
    expect(traversal.statusCode).toBe(400);
    expect(ApiErrorBodySchema.parse(traversal.json()).error.code).toBe('invalid_body');
  });
});
