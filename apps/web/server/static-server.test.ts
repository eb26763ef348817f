// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resolveBrand } from '../src/app/brand-registry';
import { StateRoutes } from '../src/features/flow/application-routes';
import { DEFERRED_ASSETS_LOADER } from './deferred-assets';
import { precompress } from './precompress';
import { buildStaticServer } from './static-server';
import { cspHash } from './security-headers';

const distDir = mkdtempSync(path.join(tmpdir(), 'lf-dist-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(
  path.join(distDir, 'index.html'),
  // Long enough to be worth compressing, as every real page is.
  `<!doctype html><html><head><title>app</title><meta name="description" content="${'Préstamos en línea. '.repeat(60)}"></head><body></body></html>`,
);
writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(
  path.join(distDir, 'assets', 'index-abc123.js.map'),
  JSON.stringify({ version: 3, sources: ['../../src/features/lead/save-lead.ts'], mappings: '' }),
);
const mainScript = `export const steps = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `step-${i}`))};`;
writeFileSync(path.join(distDir, 'assets', 'main-def456.js'), mainScript);
mkdirSync(path.join(distDir, 'locales', 'es'), { recursive: true });
writeFileSync(
  path.join(distDir, 'locales', 'es', 'translation.json'),
  JSON.stringify({
    errors: { crash: 'Algo ha salido mal.' },
    notFound: { body: 'La dirección puede estar mal escrita.', startLink: 'Empieza tu solicitud' },
  }),
);

/** The first page's one inline script, the only one the CSP allows. */
const loaderHash = cspHash(DEFERRED_ASSETS_LOADER);

// As the build does last (scripts/compress-build.ts).
precompress(distDir);

/** A raw GET over a real socket: the header-size limit lives in Node's HTTP parser, not inject. */
function rawGet(
  port: number,
  pathAndQuery: string,
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path: pathAndQuery }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type']),
          body,
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

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

  // An operator's uptime check and a partner's link checker ask by HEAD (UptimeRobot's default):
  // every page but the first answered 404 there, though the same address opened fine.
  test('answers HEAD on an app route as it answers GET, without the page', async () => {
    for (const url of [
      '/application-frontend/',
      '/application-frontend/personal-details',
      '/application-frontend/continue/abc',
    ]) {
      const get = await app.inject({ url });
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.headers['content-security-policy'], url).toBe(
        get.headers['content-security-policy'],
      );
      expect(head.body, url).toBe('');
    }
    const unknown = await app.inject({ method: 'HEAD', url: '/application-frontend/no-such-page' });
    expect(unknown.statusCode).toBe(404);
  });

  test('a page’s form sent without script (POST) is answered with that page, nothing of it kept', async () => {
    // JavaScript off, or the page's code not come: the browser sends the form itself. Answered
    // with a redirect to the page's own address, so a reload asks nothing again and the answers
    // (a v3 first page's e-mail and phone) go nowhere: not into the address, not kept here.
    for (const url of ['/application-frontend/', '/application-frontend/initial-details?brand=x']) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'contactDetails-email=ana%40example.com&contactDetails-phoneNumber=612345678',
      });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location).toBe(url);
    }
    const elsewhere = await app.inject({ method: 'POST', url: '/somewhere-else' });
    expect(elsewhere.statusCode).toBe(404);
  });

  test('preloads the brand’s translations from the page itself', async () => {
    const response = await app.inject({ url: '/application-frontend/' });
    expect(response.body).toContain(
      '<link rel="preload" href="/application-frontend/locales/es/translation.json" as="fetch" crossorigin="anonymous">',
    );
    expect(response.body).toContain('/application-frontend/locales/en/translation.json');
    // A classic brand's first page reads no v3 texts.
    expect(response.body).not.toContain('dynamic.json');
  });

  test('a v3 brand’s page preloads the v3 texts too, in its language and the fallback', async () => {
    const v3 = await buildStaticServer({
      distDir,
      apiBaseUrl: 'https://api.example.test/base',
      brand: 'credisol-es',
      embedOrigins: [],
    });
    try {
      const { body } = await v3.inject({ url: '/application-frontend/' });
      for (const file of ['es/translation', 'en/translation', 'es/dynamic', 'en/dynamic']) {
        expect(body, file).toContain(`/application-frontend/locales/${file}.json`);
      }
    } finally {
      await v3.close();
    }
  });

  test('sends security headers: CSP without inline script, framing from configuration', async () => {
    const response = await app.inject({ url: '/application-frontend/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    // Google's reCAPTCHA by default: its script, the code it loads and its widget's frame.
    // Then the brand's tracking vendors (default-es uses all five; decision record 0013).
    expect(csp).toContain(
      `script-src 'self' https://www.google.com https://www.gstatic.com https://www.googletagmanager.com https://connect.facebook.net https://analytics.tiktok.com https://eu-assets.i.posthog.com https://cdn.logr-in.com ${loaderHash};`,
    );
    expect(csp).toContain(
      "frame-src 'self' https://www.google.com https://www.googletagmanager.com;",
    );
    expect(csp).toContain("frame-ancestors 'self' https://partner.example.test");
    expect(csp).toContain(
      "connect-src 'self' https://api.example.test https://www.googletagmanager.com",
    );
    expect(csp).toContain('https://eu.i.posthog.com');
    expect(csp).toContain("worker-src 'self' blob:;");
    // The partner logos on the thank-you page come from the lead API (issue 11).
    expect(csp).toContain(
      "img-src 'self' https://api.example.test https://www.googletagmanager.com",
    );
    // The brand's partner receives the POST hand-over (issue 9, item 1).
    expect(csp).toContain("form-action 'self' https://partner.example;");
    // Only the origin, even to the app's own server: an unsubscribe link carries the address in
    // its query, and the page's first requests go out before any script can take it away.
    expect(response.headers['referrer-policy']).toBe('strict-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test('caches hashed assets for a year and 404s a missing asset instead of sending the page', async () => {
    const asset = await app.inject({ url: '/application-frontend/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    // A script gets nosniff, not the page's policy (kilobytes on each of thirty files).
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ url: '/application-frontend/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  test('a malformed address gets the short page in the brand language, with the security headers, echoing nothing', async () => {
    const hostile = '/application-frontend/%E0%A4%A<script>alert(1)</script>';
    const response = await app.inject({ url: hostile });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).not.toContain('%E0');
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('href="/application-frontend/"');
  });

  test('keeps the source maps to itself: the build writes them, the server never sends them', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const map = await app.inject({
        url: '/application-frontend/assets/index-abc123.js.map',
        headers: { 'accept-encoding': encoding },
      });
      expect(map.statusCode, encoding).toBe(404);
      expect(map.body).not.toContain('save-lead');
    }
  });

  test('over TLS (directly or behind a trusted proxy) the page asks for HTTPS only and its own browsing group', async () => {
    const proxied = await buildStaticServer({
      distDir,
      apiBaseUrl: 'https://api.example.test/base',
      brand: 'default-es',
      embedOrigins: [],
      trustProxy: true,
    });
    try {
      const secure = await proxied.inject({
        url: '/application-frontend/',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(secure.headers['cross-origin-opener-policy']).toBe('same-origin');
      const plain = await proxied.inject({ url: '/application-frontend/' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
    // Without trusting a proxy, its header is not believed.
    const direct = await app.inject({
      url: '/application-frontend/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });

  test('sends the build’s brotli or gzip copy to a browser that accepts it, the file to one that does not', async () => {
    const url = '/application-frontend/assets/main-def456.js';
    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(mainScript.length / 3);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(mainScript);

    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(mainScript);

    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(mainScript);
  });

  test('sends the brand’s page compressed once, whole, in the encoding the browser takes', async () => {
    const gzip = await app.inject({
      url: '/application-frontend/',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('lf-runtime-config');
    const plain = await app.inject({
      url: '/application-frontend/',
      headers: { 'accept-encoding': '' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('lf-runtime-config');
    expect(plain.headers.vary).toContain('accept-encoding');
    const response = await app.inject({
      url: '/application-frontend/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    // Sent in one piece, its length known: never a stream the browser could paint half of.
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('<title>app</title>');
    expect(html).toContain('lf-runtime-config');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  test('serves the run-time configuration from its environment', async () => {
    const response = await app.inject({ url: '/application-frontend/config.json' });
    expect(response.json()).toEqual({
      apiBaseUrl: 'https://api.example.test/base',
      brand: 'default-es',
      allowBrandSwitch: false,
      embedOrigins: ['https://partner.example.test'],
      recaptchaScriptUrl: 'https://www.google.com/recaptcha/api.js',
      environment: 'development',
    });
  });

  // A brand whose pricing states no cost is refused in production (scripts/test-brand-new.mjs
  // starts one); every brand of this build states its cost, and each starts there.
  test('starts in production with every brand of the build, each stating its cost', async () => {
    const production = await buildStaticServer({
      distDir,
      apiBaseUrl: 'https://api.example.test',
      brand: 'default-es',
      allowBrandSwitch: true,
      embedOrigins: [],
      environment: 'production',
    });
    const config = await production.inject({ url: '/application-frontend/config.json' });
    expect(config.json()).toMatchObject({ environment: 'production' });
    await production.close();
  });

  test('names the sandbox’s reCAPTCHA stand-in when given, and lets the CSP load only it', async () => {
    const sandbox = await buildStaticServer({
      distDir,
      apiBaseUrl: 'http://127.0.0.1:4174',
      // A brand without tracking vendors: the CSP names the stand-in and nothing of Google's.
      brand: 'kredit-klar-de',
      embedOrigins: [],
      recaptchaScriptUrl: 'http://127.0.0.1:4174/recaptcha/api.js',
    });
    try {
      const config = await sandbox.inject({ url: '/application-frontend/config.json' });
      expect(config.json()).toMatchObject({
        recaptchaScriptUrl: 'http://127.0.0.1:4174/recaptcha/api.js',
      });
      const page = await sandbox.inject({ url: '/application-frontend/' });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' http://127.0.0.1:4174 ${loaderHash};`);
      expect(csp).toContain("frame-src 'self' http://127.0.0.1:4174;");
      expect(csp).not.toContain('google');
    } finally {
      await sandbox.close();
    }
  });

  test('names exactly the vendors of the brand it serves, or of every brand when it may switch', async () => {
    const csp = async (options: { brand: string; allowBrandSwitch?: boolean }) => {
      const server = await buildStaticServer({
        distDir,
        apiBaseUrl: 'http://127.0.0.1:4174',
        embedOrigins: [],
        ...options,
      });
      try {
        return String(
          (await server.inject({ url: '/application-frontend/' })).headers[
            'content-security-policy'
          ],
        );
      } finally {
        await server.close();
      }
    };
    const none = await csp({ brand: 'kredit-klar-de' });
    expect(none).not.toMatch(/googletagmanager|facebook|tiktok|posthog|logr-in|worker-src/);
    const tikTokOnly = await csp({ brand: 'vay-nhanh-vn' });
    expect(tikTokOnly).toContain('https://analytics.tiktok.com');
    expect(tikTokOnly).not.toMatch(/googletagmanager|facebook|posthog|logr-in/);
    const every = await csp({ brand: 'kredit-klar-de', allowBrandSwitch: true });
    for (const host of [
      'googletagmanager',
      'connect.facebook.net',
      'analytics.tiktok.com',
      'us.i.posthog.com',
      'eu.i.posthog.com',
      'cdn.logr-in.com',
    ]) {
      expect(every).toContain(host);
    }
  });

  test('answers 200 for every route of the state table and the pages outside it', async () => {
    const routes = [
      ...StateRoutes.map(({ route }) => route),
      '/continue/6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f',
      '/6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f/consents',
      '/unsubscribe',
      '/personal-details/',
      // The v3 form's pages, reloaded or opened from a link.
      '/initial-details',
      '/loan-purpose',
      '/date-of-birth',
      '/overdue-debt-amount',
    ];
    for (const route of routes) {
      const response = await app.inject({ url: `/application-frontend${route}?amount=500` });
      expect(response.statusCode, route).toBe(200);
      expect(response.body).toContain('<title>app</title>');
    }
  });

  test('answers an unknown route, and /404, with 404 and the app’s page (it shows not-found)', async () => {
    for (const url of [
      '/application-frontend/no-such-page',
      '/application-frontend/personal-details/extra',
      '/application-frontend/404',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<title>app</title>');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  test('answers a continue link with an over-long id with the app’s page, not the file server’s 403 JSON (walker H4)', async () => {
    // 5,000 characters: no file can have such a name (ENAMETOOLONG), and the app says the link is not valid.
    const response = await app.inject({
      url: `/application-frontend/continue/${'a'.repeat(5000)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>app</title>');
    expect(response.body).not.toContain('statusCode');
  });

  test('answers an address too long to read with a readable page in the brand’s language, not JSON', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const response = await rawGet(port, `/application-frontend/?utm_source=${'x'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(response.type).toMatch(/^text\/html/);
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain('Algo ha salido mal.');
    expect(response.body).toContain('<a href="/application-frontend/">Empieza tu solicitud</a>');
    expect(response.body).not.toContain('statusCode');
  });

  test('sends the site root to the base path', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/application-frontend/');
  });

  // An ad's or an affiliate's link to the site root or to the base path without its slash: the
  // redirect dropped the query, and with it the click's attribution (gclid, utm_*, the affiliate).
  test('keeps the address’s query through those redirects', async () => {
    const query = '?utm_source=partner&gclid=Cj0abc&aff_id=7&brand=credisol-es';
    for (const url of ['/', '/application-frontend']) {
      const response = await app.inject({ url: `${url}${query}` });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(`/application-frontend/${query}`);
    }
  });
});

/** A brand as the build resolved it: its logo at the build's address. */
const builtBrand = (id: string) => ({
  ...resolveBrand(id),
  logo: `/application-frontend/assets/${id}-logo-built.svg`,
});

describe('the prerendered first page', () => {
  const prerenderedDist = mkdtempSync(path.join(tmpdir(), 'lf-dist-'));
  writeFileSync(
    path.join(prerenderedDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>app</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(prerenderedDist, 'prerendered'));
  mkdirSync(path.join(prerenderedDist, 'assets'));
  const themes = {
    'default-es': ':root{--brand:#0b5cad}',
    'credisol-es': ':root{--brand:#00875a}',
  };
  for (const [brand, css] of Object.entries(themes)) {
    writeFileSync(path.join(prerenderedDist, 'assets', `theme-${brand}.css`), css);
  }
  for (const [brand, heading] of [
    ['default-es', '¿Cuánto dinero necesitas?'],
    ['credisol-es', 'Tus datos de contacto'],
  ] as const) {
    writeFileSync(
      path.join(prerenderedDist, 'prerendered', `${brand}.json`),
      JSON.stringify({
        brand,
        document: {
          lang: 'es-ES',
          title: brand,
          description: brand,
          keywords: brand,
          themeColor: '#0b5cad',
          favicon: `/application-frontend/assets/${brand}-favicon.svg`,
        },
        head: '',
        stylesheets: [`/application-frontend/assets/theme-${brand}.css`],
        modulePreloads: [`/application-frontend/assets/${brand}-page.js`],
        nextSteps: [],
        // As the build renders a brand's policy links: to its pages on a lead API not yet named.
        root: `<h1>${heading}</h1><footer><a href="{{apiBaseUrl}}/policies/${brand}/terms">T</a></footer>`,
        framed: {
          head: '',
          root: `<h1>${heading}</h1><a href="{{apiBaseUrl}}/policies/${brand}/privacy">P</a>`,
        },
        brandConfig: builtBrand(brand),
      }),
    );
  }
  const serve = (allowBrandSwitch: boolean) =>
    buildStaticServer({
      distDir: prerenderedDist,
      apiBaseUrl: 'https://api.example.test',
      brand: 'default-es',
      embedOrigins: [],
      allowBrandSwitch,
    });

  test('the start route holds the brand’s page; a later route only its brand and configuration', async () => {
    const server = await serve(false);
    const start = await server.inject({ url: '/application-frontend/?amount=500' });
    expect(start.body).toContain('<div id="root" data-prerendered="default-es"><h1>¿Cuánto');
    expect(start.body).toContain('theme-default-es.css');
    expect(start.body).toContain('<script type="application/json" id="lf-runtime-config">');
    const later = await server.inject({ url: '/application-frontend/personal-details' });
    expect(later.body).not.toContain('data-prerendered');
    expect(later.body).toContain('theme-default-es.css');
    expect(later.body).toContain('id="lf-runtime-config"');
    await server.close();
  });

  test('a frame’s request gets the framed page (no footer), and the answer varies with it', async () => {
    const server = await serve(false);
    const url = '/application-frontend/';
    const framed = await server.inject({ url, headers: { 'sec-fetch-dest': 'iframe' } });
    expect(framed.body).toContain(
      '<div id="root" data-prerendered="default-es" data-embedded="true"><h1>¿Cuánto dinero necesitas?</h1><a href="https://api.example.test/policies/default-es/privacy">',
    );
    expect(framed.body).not.toContain('<footer>');
    expect(framed.headers.vary).toBe('accept-encoding, sec-fetch-dest');
    const window = await server.inject({ url, headers: { 'sec-fetch-dest': 'document' } });
    expect(window.body).toContain('<div id="root" data-prerendered="default-es"><h1>');
    expect(window.headers.vary).toBe('accept-encoding, sec-fetch-dest');
    // A later route holds no first page: it is the same for a frame.
    const later = await server.inject({
      url: `${url}personal-details`,
      headers: { 'sec-fetch-dest': 'iframe' },
    });
    expect(later.body).not.toContain('data-prerendered');
    await server.close();
  });

  test('?brand= picks the brand’s page only where the deployment lets the brand switch', async () => {
    const fixed = await serve(false);
    const asked = await fixed.inject({ url: '/application-frontend/?brand=credisol-es' });
    expect(asked.body).toContain('data-prerendered="default-es"');
    await fixed.close();
    const switching = await serve(true);
    const picked = await switching.inject({ url: '/application-frontend/?brand=credisol-es' });
    expect(picked.body).toContain('data-prerendered="credisol-es"><h1>Tus datos de contacto');
    expect(picked.body).toContain('credisol-es-page.js');
    await switching.close();
  });

  test('the page’s links to the brand’s policies go to the lead API the deployment names', async () => {
    const server = await serve(false);
    const start = await server.inject({ url: '/application-frontend/' });
    expect(start.body).toContain(
      '<footer><a href="https://api.example.test/policies/default-es/terms">T</a></footer>',
    );
    // The brand in its configuration keeps them as built: the app fills them in (served-brand.ts).
    expect(/<div id="root"[^]*?<\/div>/.exec(start.body)?.[0]).not.toContain('{{apiBaseUrl}}');
    await server.close();
  });

  test('a damaged brand in a prerendered page stops start-up, naming what is wrong', async () => {
    const damaged = mkdtempSync(path.join(tmpdir(), 'lf-dist-'));
    writeFileSync(path.join(damaged, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(path.join(damaged, 'prerendered'));
    const withoutCurrency: Record<string, unknown> = { ...builtBrand('default-es') };
    delete withoutCurrency.currency;
    writeFileSync(
      path.join(damaged, 'prerendered', 'default-es.json'),
      JSON.stringify({
        brand: 'default-es',
        document: {
          lang: 'es-ES',
          title: 't',
          description: 'd',
          keywords: 'k',
          themeColor: '#0b5cad',
          favicon: '/f.svg',
        },
        head: '',
        stylesheets: [],
        modulePreloads: [],
        nextSteps: [],
        root: '<h1>x</h1>',
        brandConfig: withoutCurrency,
      }),
    );
    await expect(
      buildStaticServer({
        distDir: damaged,
        apiBaseUrl: 'https://api.example.test',
        brand: 'default-es',
        embedOrigins: [],
      }),
    ).rejects.toThrow(/prerendered page default-es\.json is damaged: .*brandConfig\.currency/);
  });

  test('the page holds its brand as the build resolved it', async () => {
    const configOf = (html: string) =>
      JSON.parse(
        /<script type="application\/json" id="lf-runtime-config">(.*?)<\/script>/.exec(html)?.[1] ??
          'null',
      ) as { servedBrand?: unknown };
    const fixed = await serve(false);
    for (const url of ['/application-frontend/', '/application-frontend/personal-details']) {
      const page = await fixed.inject({ url });
      expect(configOf(page.body).servedBrand).toEqual(builtBrand('default-es'));
    }
    await fixed.close();
    // A deployment naming the brand's own country serves the build's brand too.
    const home = await buildStaticServer({
      distDir: prerenderedDist,
      apiBaseUrl: 'https://api.example.test',
      brand: 'default-es',
      country: 'ES',
      embedOrigins: [],
    });
    const page = await home.inject({ url: '/application-frontend/' });
    expect(configOf(page.body).servedBrand).toEqual(builtBrand('default-es'));
    await home.close();
  });

  test('the start route carries its styles inline, each allowed by its hash; a later route links them', async () => {
    const fixed = await serve(false);
    const start = await fixed.inject({ url: '/application-frontend/' });
    expect(start.body).toContain(
      `<style data-href="/application-frontend/assets/theme-default-es.css">${themes['default-es']}</style>`,
    );
    const csp = String(start.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' ${cspHash(themes['default-es'])};`);
    expect(csp).not.toContain(cspHash(themes['credisol-es']));
    expect(csp).not.toContain('unsafe-inline');
    const later = await fixed.inject({ url: '/application-frontend/personal-details' });
    expect(later.body).toContain(
      '<link rel="stylesheet" crossorigin href="/application-frontend/assets/theme-default-es.css">',
    );
    await fixed.close();
    // A deployment that switches brand allows every brand's styles.
    const switching = await serve(true);
    const any = await switching.inject({ url: '/application-frontend/' });
    for (const css of Object.values(themes)) {
      expect(String(any.headers['content-security-policy'])).toContain(cspHash(css));
    }
    await switching.close();
  });
});

describe('the brand book (issue 40)', () => {
  const bookDist = mkdtempSync(path.join(tmpdir(), 'lf-dist-'));
  writeFileSync(path.join(bookDist, 'index.html'), '<!doctype html><html><body></body></html>');
  writeFileSync(
    path.join(bookDist, 'brand-book.html'),
    '<!doctype html><html><head><title>Brand book</title></head><body></body></html>',
  );
  const serve = (allowBrandSwitch: boolean) =>
    buildStaticServer({
      distDir: bookDist,
      apiBaseUrl: 'https://api.example.test',
      brand: 'default-es',
      embedOrigins: [],
      allowBrandSwitch,
    });

  test('is served where the deployment lets the brand switch, as ?brand= is', async () => {
    const server = await serve(true);
    const book = await server.inject({ url: '/application-frontend/brand-book?brand=credisol-es' });
    expect(book.statusCode).toBe(200);
    expect(book.body).toContain('<title>Brand book</title>');
    expect(book.headers['content-security-policy']).toContain("script-src 'self'");
    await server.close();
  });

  test('is an unknown page where it may not, and its file is never served as a file', async () => {
    const server = await serve(false);
    const book = await server.inject({ url: '/application-frontend/brand-book?brand=credisol-es' });
    expect(book.statusCode).toBe(404);
    expect(book.body).not.toContain('<title>Brand book</title>');
    const file = await server.inject({ url: '/application-frontend/brand-book.html' });
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('<title>Brand book</title>');
    await server.close();
  });
});
