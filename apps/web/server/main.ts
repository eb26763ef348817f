import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { GOOGLE_RECAPTCHA_SCRIPT_URL } from '../src/app/runtime-config';
import { Environments } from '../src/config/environment';
import { Brands } from '../src/app/brand-registry';
import { CountryCodes, CountryCodeSchema } from '../src/config/brand-config-schema';
import { ConfigError } from '../src/config/config-error';
import { BASE_PATH } from './base-path';
import { parseEmbedOrigins } from './embed-origins';
import { deploymentProblem } from './deployment-problem';
import { buildStaticServer } from './static-server';

const here = path.dirname(fileURLToPath(import.meta.url));

const EnvSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 8080),
  HOST: z._default(z.string(), '127.0.0.1'),
  API_BASE_URL: z._default(z.url(), 'http://127.0.0.1:8081'),
  BRAND: z._default(z.string().check(z.minLength(1)), 'default-es'),
  COUNTRY: z.optional(CountryCodeSchema),
  /** Space- or comma-separated partner origins allowed to frame the product. */
  EMBED_ORIGINS: z._default(z.string(), ''),
  ALLOW_BRAND_SWITCH: z._default(z.enum(['0', '1']), '0'),
  /** `1` behind a TLS-terminating proxy: its X-Forwarded-Proto decides whether HSTS is sent. */
  TRUST_PROXY: z._default(z.enum(['0', '1']), '0'),
  /** The reCAPTCHA script: Google's, or the sandbox's stand-in (`${API_BASE_URL}/recaptcha/api.js`). */
  RECAPTCHA_SCRIPT_URL: z._default(z.url(), GOOGLE_RECAPTCHA_SCRIPT_URL),
  /** development, staging or production (spec section 4): only production records sessions. */
  ENVIRONMENT: z._default(z.enum(Environments), 'development'),
  DIST_DIR: z._default(z.string(), path.resolve(here, '../dist')),
});

const parsed = EnvSchema.safeParse(process.env);
if (!parsed.success) {
  for (const issue of parsed.error.issues) {
    const setting = issue.path.join('.');
    const expected = setting === 'COUNTRY' ? ` (expected one of ${CountryCodes.join(', ')})` : '';
    console.error(`${setting}: ${issue.message}${expected}`);
  }
  process.exit(1);
}
const env = parsed.data;
const embedOrigins = parseEmbedOrigins(env.EMBED_ORIGINS);
if (!embedOrigins.ok) {
  for (const problem of embedOrigins.problems) console.error(problem);
  process.exit(1);
}

const app = await buildStaticServer({
  distDir: env.DIST_DIR,
  apiBaseUrl: env.API_BASE_URL,
  brand: env.BRAND,
  country: env.COUNTRY,
  embedOrigins: embedOrigins.origins,
  allowBrandSwitch: env.ALLOW_BRAND_SWITCH === '1',
  trustProxy: env.TRUST_PROXY === '1',
  recaptchaScriptUrl: env.RECAPTCHA_SCRIPT_URL,
  environment: env.ENVIRONMENT,
}).catch((error: unknown) => {
  // A setting the build cannot serve: one line naming it and what it may be, no stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(deploymentProblem(error, { brand: env.BRAND, country: env.COUNTRY }, Brands));
  process.exit(1);
});
await app.listen({ port: env.PORT, host: env.HOST });
console.log(`Front end listening on http://${env.HOST}:${env.PORT}${BASE_PATH}/`);
// Which brand the address serves: `?brand=` is honoured only where brand switching is allowed,
// and an operator trying it without would otherwise see the default brand with no word why.
console.log(
  env.ALLOW_BRAND_SWITCH === '1'
    ? `Brand ${env.BRAND}; another with ?brand=<id> (ALLOW_BRAND_SWITCH=1)`
    : `Brand ${env.BRAND} (BRAND); ?brand= is ignored unless ALLOW_BRAND_SWITCH=1`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
