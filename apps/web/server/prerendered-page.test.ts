import { describe, expect, test } from 'vitest';
import { DEFERRED_ASSETS_LOADER } from './deferred-assets';
import { brandedIndexHtml, type PrerenderedPage } from './prerendered-page';

const template = `<!doctype html>
<html lang="es">
  <head>
    <meta name="theme-color" content="#0b5cad" />
    <link rel="icon" type="image/svg+xml" href="/application-frontend/favicon.svg" />
    <link rel="preload" href="/application-frontend/config.json" as="fetch" crossorigin="anonymous" />
    <title>Solicitud de préstamo</title>
    <script type="module" crossorigin src="/application-frontend/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/application-frontend/assets/runtime-1.js">
    <link rel="stylesheet" crossorigin href="/application-frontend/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page: PrerenderedPage = {
  brand: 'presta-ya-mx',
  document: {
    lang: 'es-MX',
    title: 'PrestaYa & más',
    description: 'Préstamos "rápidos"',
    keywords: 'préstamo',
    themeColor: '#7a1fa2',
    favicon: '/application-frontend/assets/favicon-abc.svg',
  },
  head: '<link rel="preload" as="image" href="/application-frontend/assets/logo-abc.svg"/>',
  stylesheets: ['/application-frontend/assets/theme-presta-ya-mx-1.css'],
  modulePreloads: ['/application-frontend/assets/classic-application-page-1.js'],
  nextSteps: [
    '/application-frontend/assets/step-form-1.js',
    '/application-frontend/assets/toast-1.css',
  ],
  root: '<form><h1>¿Cuánto necesitas?</h1><output>$1,000 $&amp; $1</output></form>',
  framed: {
    head: '',
    root: '<div class="lf-shell lf-shell--embedded"><form><h1>¿Cuánto necesitas?</h1></form></div>',
  },
  loadFailed: '<div id="lf-load-failed" hidden="" tabindex="-1"><div role="alert">…</div></div>',
};
const runtimeConfig = {
  apiBaseUrl: 'https://api.example',
  brand: 'presta-ya-mx',
  note: '</script><script>alert(1)</script>',
};

describe('brandedIndexHtml', () => {
  const html = brandedIndexHtml({
    template,
    page,
    runtimeConfig,
    fetches: ['/application-frontend/locales/mx/translation.json'],
    withFirstPage: true,
    styleText: (href) =>
      ({
        '/application-frontend/assets/index-1.css': 'body{margin:0}',
        '/application-frontend/assets/theme-presta-ya-mx-1.css': ':root{--brand:#7a1fa2}',
      })[href],
  });

  test("the start route's HTML holds the brand's first page, its language, title and favicon", () => {
    expect(html).toContain(`<div id="root" data-prerendered="presta-ya-mx">${page.root}</div>`);
    expect(html).toContain('<html lang="es-MX">');
    expect(html).toContain('<title>PrestaYa &#38; más</title>');
    expect(html).toContain('<meta name="description" content="Préstamos &#34;rápidos&#34;">');
    expect(html).toContain('<meta name="theme-color" content="#7a1fa2"');
    expect(html).toContain('href="/application-frontend/assets/favicon-abc.svg"');
  });

  test('the notice shown if its code cannot load follows the page, hidden, before the loader', () => {
    const notice = html.indexOf(page.loadFailed ?? '');
    expect(notice).toBe(html.indexOf(`${page.root}</div>`) + page.root.length + '</div>'.length);
    expect(notice).toBeLessThan(html.indexOf('<script id="lf-first-page-loader">'));
  });

  test('the start route paints from the HTML alone: its styles inline, in their order', () => {
    expect(html).toContain(
      '<style data-href="/application-frontend/assets/index-1.css">body{margin:0}</style>',
    );
    expect(html).toContain(
      '<style data-href="/application-frontend/assets/theme-presta-ya-mx-1.css">:root{--brand:#7a1fa2}</style>',
    );
    expect(html.indexOf('index-1.css')).toBeLessThan(html.indexOf('theme-presta-ya-mx-1.css'));
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(page.head);
  });

  test('its code and texts are listed for the loader to request all at once after the first paint', () => {
    expect(html).not.toMatch(
      /<script type="module"|rel="modulepreload"|rel="preload" href="[^"]*translation/,
    );
    const block = /<script type="application\/json" id="lf-deferred-assets">(.*?)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual({
      scripts: ['/application-frontend/assets/index-1.js'],
      modulePreloads: [
        '/application-frontend/assets/runtime-1.js',
        '/application-frontend/assets/classic-application-page-1.js',
      ],
      fetches: ['/application-frontend/locales/mx/translation.json'],
    });
    expect(html).toContain(`<script id="lf-first-page-loader">${DEFERRED_ASSETS_LOADER}</script>`);
  });

  test('a stylesheet that could close its element stays linked', () => {
    const linked = brandedIndexHtml({
      template,
      page,
      runtimeConfig,
      fetches: [],
      withFirstPage: true,
      styleText: () => 'a{content:"</style><script>evil()</script>"}',
    });
    expect(linked).not.toContain('evil()');
    expect(linked).toContain(
      '<link rel="stylesheet" crossorigin href="/application-frontend/assets/index-1.css">',
    );
  });

  test('the configuration is a JSON data block nothing in it can close, and config.json is not fetched', () => {
    const block = /<script type="application\/json" id="lf-runtime-config">(.*?)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(runtimeConfig);
    expect(block?.[1]).not.toContain('<');
    expect(html).not.toContain('config.json');
  });

  test('other routes get the brand and configuration but not the first page', () => {
    const other = brandedIndexHtml({
      template,
      page,
      runtimeConfig,
      fetches: ['/application-frontend/locales/mx/translation.json'],
      withFirstPage: false,
    });
    expect(other).toContain('<div id="root"></div>');
    expect(other).toContain('<html lang="es-MX">');
    expect(other).toContain('id="lf-runtime-config"');
    // The page must be drawn by its code: everything requested with the HTML, linked as built.
    expect(other).toContain(
      '<script type="module" crossorigin src="/application-frontend/assets/index-1.js"></script>',
    );
    expect(other).toContain(
      '<link rel="modulepreload" crossorigin href="/application-frontend/assets/classic-application-page-1.js">',
    );
    expect(other).toContain(
      '<link rel="stylesheet" crossorigin href="/application-frontend/assets/theme-presta-ya-mx-1.css">',
    );
    expect(other).toContain(
      '<link rel="preload" href="/application-frontend/locales/mx/translation.json" as="fetch" crossorigin="anonymous">',
    );
    expect(other).not.toContain('lf-deferred-assets');
  });

  test('every route lists the next steps, as data, for the page to hint once idle', () => {
    const other = brandedIndexHtml({
      template,
      page,
      runtimeConfig,
      fetches: [],
      withFirstPage: false,
    });
    const block = `<script type="application/json" id="lf-next-steps">["/application-frontend/assets/step-form-1.js","/application-frontend/assets/toast-1.css"]</script>`;
    for (const served of [html, other]) {
      expect(served).toContain(block);
      // Listed, never requested with the page: the browser fetches them only when hinted.
      expect(served).not.toMatch(/<link[^>]+step-form-1\.js/);
    }
  });

  test("a frame is sent the framed page, marked so, without the header's hoisted logo", () => {
    const framed = brandedIndexHtml({
      template,
      page,
      runtimeConfig,
      fetches: [],
      withFirstPage: true,
      framed: true,
    });
    expect(framed).toContain(
      `<div id="root" data-prerendered="presta-ya-mx" data-embedded="true">${page.framed?.root}</div>`,
    );
    expect(framed).not.toContain(page.head);
    expect(framed).toContain('<html lang="es-MX">');
    // Outside a frame, the page with its header; and a build without a framed page sends that one.
    expect(html).not.toContain('data-embedded');
    const unframed: PrerenderedPage = { ...page, framed: undefined };
    expect(
      brandedIndexHtml({
        template,
        page: unframed,
        runtimeConfig,
        fetches: [],
        withFirstPage: true,
        framed: true,
      }),
    ).toContain(`<div id="root" data-prerendered="presta-ya-mx">${page.root}</div>`);
  });

  test('a build without prerendered pages still gets the configuration in the page', () => {
    const plain = brandedIndexHtml({
      template,
      page: undefined,
      runtimeConfig,
      fetches: ['/application-frontend/locales/mx/translation.json'],
      withFirstPage: true,
    });
    expect(plain).toContain('<div id="root"></div>');
    expect(plain).toContain('id="lf-runtime-config"');
    expect(plain).toContain('<html lang="es">');
  });
});
