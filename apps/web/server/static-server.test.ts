// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildStaticServer } from './static-server';

const distDir = mkdtempSync(path.join(tmpdir(), 'lf-dist-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>app</title></head><body></body></html>',
);
writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');

let app: Awaited<ReturnType<typeof buildStaticServer>>;
beforeAll(async () => {
  app = await buildStaticServer({
    distDir,
    apiBaseUrl: 'https://api.example.test/base',
    brand: 'default-es',
    embedOrigins: ['https://partner.example.test'],
  });
});
afterAll(() => app.close());

describe('static server', () => {
  test('answers every app route with index.html (history fallback)', async () => {
    for (const url of [
      '/application-frontend/',
      '/application-frontend/personal-details',
      '/application-frontend/continue/abc',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>app</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  test('preloads the brand’s translations from the page itself', async () => {
    const response = await app.inject({ url: '/application-frontend/' });
    expect(response.body).toContain(
      '<link rel="preload" href="/application-frontend/locales/es/translation.json" as="fetch" crossorigin="anonymous">',
    );
    expect(response.body).toContain('/application-frontend/locales/en/translation.json');
  });

  test('sends security headers: CSP without inline script, framing from configuration', async () => {
    const response = await app.inject({ url: '/application-frontend/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'self' https://partner.example.test");
    expect(csp).toContain("connect-src 'self' https://api.example.test");
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test('caches hashed assets for a year and 404s a missing asset instead of sending the page', async () => {
    const asset = await app.inject({ url: '/application-frontend/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ url: '/application-frontend/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  test('serves the run-time configuration from its environment', async () => {
    const response = await app.inject({ url: '/application-frontend/config.json' });
    expect(response.json()).toEqual({
      apiBaseUrl: 'https://api.example.test/base',
      brand: 'default-es',
      allowBrandSwitch: false,
      embedOrigins: ['https://partner.example.test'],
    });
  });

  test('sends the site root to the base path', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/application-frontend/');
  });
});
