import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { Brands, resolveBrand } from '../src/app/brand-registry';
import { GOOGLE_RECAPTCHA_SCRIPT_URL } from '../src/app/runtime-config';
import type { Environment } from '../src/config/environment';
import { ConfigError } from '../src/config/config-error';
import { COST_TO_STATE, statesNoCost } from '../src/config/launch-readiness';
import { firstPageTexts } from '../src/config/first-page-texts';
import { checkBrandFlow } from './check-brand-flow';
import type { BrandConfig, CountryCode } from '../src/config/brand-config-schema';
import { isKnownAppRoute } from './app-routes';
import { BASE_PATH } from './base-path';
import { clientErrorHandler, malformedAddressHandler } from './client-error-page';
import { DEFERRED_ASSETS_LOADER } from './deferred-assets';
import { withApiBaseUrl } from '../src/config/api-base-url';
import {
  brandedIndexHtml,
  canInlineStyle,
  escapeHtml,
  readPrerenderedPages,
} from './prerendered-page';
import { loadTrackingConfig } from '../src/app/tracking-registry';
import { mergeVendorOrigins, vendorOrigins } from '../src/features/tracking/vendor-origins';
import { compressedForms } from './precompress';
import { headersFor, recaptchaOrigins, securityHeaders } from './security-headers';

export interface StaticServerOptions {
  distDir: string;
  /** Written to config.json: the lead API's base URL and the brand this deployment serves. */
  apiBaseUrl: string;
  brand: string;
  country?: CountryCode;
  /** Partner origins that may frame the product (added to the brand's own). */
  embedOrigins: readonly string[];
  /** Test and development deployments only: lets ?brand= pick another brand. */
  allowBrandSwitch?: boolean;
  /**
   * The reCAPTCHA script the initial-details step loads, written to config.json and allowed by
   * the CSP: Google's unless given (the sandbox's stand-in wherever the app runs against it).
   */
  recaptchaScriptUrl?: string;
  /** Written to config.json (spec section 4); development unless given. */
  environment?: Environment;
  logger?: boolean;
  /**
   * Behind a TLS-terminating proxy: believe its X-Forwarded-Proto (and -For), so a page it
   * served over HTTPS gets HSTS. Off by default: a client could claim HTTPS itself.
   */
  trustProxy?: boolean;
}

/** Over TLS only: browsers keep to HTTPS for a year, and a page's window is its own. */
const TLS_HEADERS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

/** A brand page in each encoding a browser may accept. */
interface EncodedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Compressed once at start-up, not as each request goes: the page then leaves in one write, so
 * the browser never paints half of it (a select parsed without its options, then widened: a
 * layout shift), and no request pays for compression.
 */
function encodedPage(html: string): EncodedPage {
  const identity = Buffer.from(html, 'utf8');
  return { identity, ...compressedForms(identity) };
}

/** The best encoding `Accept-Encoding` allows (one not given `q=0`): brotli, gzip, else none. */
function encodingFor(accept: string | undefined): keyof EncodedPage {
  const weights = new Map(
    (accept ?? '').split(',').map((entry) => {
      const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
      const q = params.find((param) => param.startsWith('q='));
      return [name, q === undefined ? 1 : Number(q.slice(2))] as const;
    }),
  );
  const allowed = (name: string) => (weights.get(name) ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return 'identity';
}

/** Source maps stay with the build (budget checks read them); the server never sends them. */
const SOURCE_MAP = /\.map$/;
/** The brand book's page: served at /brand-book, and only where brand switching is allowed. */
const BRAND_BOOK_FILE = 'brand-book.html';

const ASSET_PATH = /\/assets\//;
const LOOKS_LIKE_FILE = /\.[a-z0-9]+$/i;

/**
 * Whether an address can name one of the build's files: one with an extension, each part of its
 * path short enough for a file name. Any other goes to the not-found handler (the app's page for
 * an app route) without touching the disk: a 5,000-character continue id made the file server
 * answer its own 403 JSON (walker H4). `STATIC_ROUTE` is the file server's route.
 */
const STATIC_ROUTE = `${BASE_PATH}/*`;

const isBuildFileName = (pathName: string) =>
  LOOKS_LIKE_FILE.test(pathName) && pathName.split('/').every((part) => part.length <= 255);

/**
 * Serves the built single-page app under the base path, with a history fallback to
 * index.html for every route (404 for a route the app does not have, where it shows its
 * not-found page), long-lived caching for hashed assets and security headers.
 */
export async function buildStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`No build found at ${options.distDir}: run "npm run build" first`);
  }
  // Resolving the brand here fails start-up on a bad configuration, listing every problem.
  const brand = resolveBrand(options.brand, options.country);
  checkBrandFlow(brand);
  // A deployment that may switch brand checks every brand it can serve.
  if (options.allowBrandSwitch) {
    for (const other of Brands) checkBrandFlow(resolveBrand(other.id));
  }
  // Production shows applicants no loan at 0 % for want of its lender's figures.
  if (options.environment === 'production') {
    const served = options.allowBrandSwitch ? Brands.map(({ id }) => resolveBrand(id)) : [brand];
    const unpriced = served.filter(statesNoCost).map(({ id }) => id);
    if (unpriced.length > 0) {
      throw new ConfigError(
        `Not ready for production: the pricing of ${unpriced.join(', ')} states no cost, so the representative example would show a loan at 0 %; set the pricing's ${COST_TO_STATE} in src/brands/<id>/brand-config.ts (npm run brand:check lists what a brand lacks before launch)`,
      );
    }
  }
  const recaptchaScriptUrl = options.recaptchaScriptUrl ?? GOOGLE_RECAPTCHA_SCRIPT_URL;
  // Exactly the brand's tracking vendors; a deployment that may switch brand allows every brand's.
  const servedBrands = options.allowBrandSwitch ? Brands.map((other) => other.id) : [brand.id];
  const vendors = mergeVendorOrigins(
    await Promise.all(servedBrands.map(async (id) => vendorOrigins(await loadTrackingConfig(id)))),
  );
  const runtimeConfig = {
    apiBaseUrl: options.apiBaseUrl,
    brand: brand.id,
    ...(options.country ? { country: options.country } : {}),
    allowBrandSwitch: options.allowBrandSwitch ?? false,
    embedOrigins: options.embedOrigins,
    recaptchaScriptUrl,
    environment: options.environment ?? 'development',
  };
  // Each brand's translations are fetched as soon as the HTML arrives, not after the app's code
  // has run: the page hydrates sooner (see docs/decisions).
  const translationFile = (served: BrandConfig, lng: string, ns = 'translation') =>
    `${BASE_PATH}${served.translationPath.replace('{{lng}}', lng).replace('{{ns}}', ns)}`;
  // What the first page reads, in its own language and the fallback's.
  const translationFiles = (served: BrandConfig) =>
    [...new Set([served.defaultLocale, 'en'])].flatMap((lng) =>
      firstPageTexts(served).map((ns) => translationFile(served, lng, ns)),
    );
  // The stylesheets a first page carries inline, read once; their hashes go in the CSP.
  const inlinedStyles = new Map<string, string>();
  const styleText = (href: string) => {
    const file = path.join(options.distDir, href.slice(BASE_PATH.length));
    if (!href.startsWith(`${BASE_PATH}/`) || !existsSync(file)) return undefined;
    const css = inlinedStyles.get(href) ?? readFileSync(file, 'utf8');
    inlinedStyles.set(href, css);
    return css;
  };
  // Every served brand's index.html, with and without its first page (prerendered by the build),
  // made once at start-up.
  const template = readFileSync(indexFile, 'utf8');
  const prerendered = readPrerenderedPages(options.distDir);
  const pages = new Map(
    servedBrands.map((id) => {
      const served = resolveBrand(id, id === brand.id ? options.country : undefined);
      const built = prerendered.get(id);
      // The build rendered the brand's policy links to a lead API it could not know: this one.
      const apiBaseUrl = escapeHtml(options.apiBaseUrl);
      const page = built && {
        ...built,
        root: withApiBaseUrl(built.root, apiBaseUrl),
        framed: built.framed && {
          ...built.framed,
          root: withApiBaseUrl(built.framed.root, apiBaseUrl),
        },
      };
      // The build resolved the brand in its home country: that brand goes into the page, so the
      // browser needs no brand registry (not for a deployment serving it in another country).
      const asBuilt =
        page?.brandConfig !== undefined && served.country === resolveBrand(id).country;
      const html = (withFirstPage: boolean, framed = false) =>
        brandedIndexHtml({
          template,
          page,
          runtimeConfig: asBuilt
            ? { ...runtimeConfig, servedBrand: page.brandConfig }
            : runtimeConfig,
          fetches: translationFiles(served),
          withFirstPage,
          framed,
          styleText,
        });
      const pagesOfBrand = {
        start: encodedPage(html(true)),
        framedStart: encodedPage(html(true, true)),
        other: encodedPage(html(false)),
      };
      return [id, pagesOfBrand] as const;
    }),
  );
  const headers = securityHeaders({
    vendors,
    connectOrigins: [new URL(options.apiBaseUrl).origin],
    // The partner logos the thank-you page shows are served by the lead API itself.
    imgOrigins: [new URL(options.apiBaseUrl).origin],
    frameAncestors: [...new Set([...brand.frameAncestors, ...options.embedOrigins])],
    formActionOrigins: brand.partnerOrigins,
    ...recaptchaOrigins(recaptchaScriptUrl),
    // A first page's one inline script and its inline styles, each by its hash.
    inlineScripts: [DEFERRED_ASSETS_LOADER],
    inlineStyles: [...inlinedStyles.values()].filter(canInlineStyle),
  });
  /** The brand a request is for: ?brand= where switching is allowed, else the deployment's. */
  const requestedBrand = (url: string) => {
    const asked = new URL(url, 'http://localhost').searchParams.get('brand');
    return asked !== null && pages.has(asked) ? asked : brand.id;
  };
  const sendIndex = (
    request: {
      url: string;
      headers: { 'accept-encoding'?: string | undefined; 'sec-fetch-dest'?: string | undefined };
    },
    reply: FastifyReply,
    { status = 200, start = false }: { status?: number; start?: boolean } = {},
  ) => {
    const html = pages.get(requestedBrand(request.url)) ?? pages.get(brand.id);
    // A frame's request (the browser says so) is sent the first page as a frame shows it.
    const framed = request.headers['sec-fetch-dest'] === 'iframe';
    const page = start ? (framed ? html?.framedStart : html?.start) : html?.other;
    const encoding = page ? encodingFor(request.headers['accept-encoding']) : 'identity';
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .header('vary', start ? 'accept-encoding, sec-fetch-dest' : 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(page?.[encoding]);
  };

  /** The short page for a request the server cannot read (client-error-page.ts). */
  const errorPage = {
    translations: [...new Set([brand.defaultLocale, 'en'])].map((lng) => ({
      lng,
      file: path.join(options.distDir, translationFile(brand, lng).slice(BASE_PATH.length)),
    })),
    startUrl: `${BASE_PATH}/`,
    headers,
  };
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    clientErrorHandler: clientErrorHandler(errorPage),
    frameworkErrors: malformedAddressHandler(errorPage),
  });

  app.addHook('onSend', async (request, reply) => {
    reply.headers(headersFor(headers, String(reply.getHeader('content-type') ?? '')));
    if (request.protocol === 'https') reply.headers(TLS_HEADERS);
  });

  // The brand pages and config.json are compressed as they go; the build's files were compressed
  // once by the build (server/precompress.ts) and are sent as they are.
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });

  // A form sent without script (see the not-found handler): its body is read and dropped.
  app.addContentTypeParser('application/x-www-form-urlencoded', (_request, payload, done) => {
    payload.resume();
    payload.on('end', () => done(null, undefined));
  });

  app.get(`${BASE_PATH}/config.json`, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return runtimeConfig;
  });

  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: `${BASE_PATH}/`,
    index: false,
    wildcard: true,
    preCompressed: true,
    allowedPath: (pathName) => !SOURCE_MAP.test(pathName) && !pathName.endsWith(BRAND_BOOK_FILE),
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        ASSET_PATH.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  app.get(`${BASE_PATH}/`, async (request, reply) => sendIndex(request, reply, { start: true }));
  // The brand book (issue 40): where brand switching is allowed, as ?brand= is; elsewhere it is
  // an unknown address like any other (the not-found handler's 404 page).
  const brandBookFile = path.join(options.distDir, BRAND_BOOK_FILE);
  if (options.allowBrandSwitch && existsSync(brandBookFile)) {
    const brandBook = readFileSync(brandBookFile);
    app.get(`${BASE_PATH}/brand-book`, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(brandBook),
    );
  }
  // The query goes along as it came: an ad's or an affiliate's link to either address carries
  // the click's attribution there (gclid, utm_*, the affiliate's reference).
  const toStart = (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`${BASE_PATH}/${query < 0 ? '' : request.url.slice(query)}`);
  };
  app.get('/', toStart);
  app.get(BASE_PATH, toStart);

  const notFound = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isAppRoute = pathname.startsWith(`${BASE_PATH}/`) && !LOOKS_LIKE_FILE.test(pathname);
    // A page's form sent by the browser itself (JavaScript off, or the page's code not come):
    // the page again, by its address, and nothing of the answers kept or logged.
    if (request.method === 'POST' && isAppRoute) return reply.redirect(request.url, 303);
    // HEAD as GET (an uptime check, a link checker): the same answer, which Node sends bodiless.
    if ((request.method === 'GET' || request.method === 'HEAD') && isAppRoute) {
      const known = isKnownAppRoute(pathname.slice(BASE_PATH.length));
      return sendIndex(request, reply, { status: known ? 200 : 404 });
    }
    return reply.code(404).type('text/plain').send('Not found');
  };
  app.setNotFoundHandler(notFound);
  // An address that cannot name a build file does not reach the file server, which answers a
  // name too long for the disk with its own 403 JSON.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== STATIC_ROUTE) return;
    if (isBuildFileName(request.url.split('?')[0] ?? '')) return;
    await notFound(request, reply);
    return reply;
  });

  return app;
}
