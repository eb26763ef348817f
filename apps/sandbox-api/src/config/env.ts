import * as z from 'zod/mini';
import {
  DEFAULT_CREDENTIAL_RATE_LIMIT_PER_MINUTE,
  DEFAULT_LEAD_RATE_LIMIT_PER_MINUTE,
  DEFAULT_RATE_LIMIT_PER_MINUTE,
} from '../http/rate-limit.js';
import { DEFAULT_LEAD_RETENTION_DAYS } from '../retention/lead-retention.js';
import { englishMessages, toFieldErrors } from '../validation/field-errors.js';

const PORT_MESSAGE = 'Expected a port number from 0 to 65535';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** `http://localhost:8080` but not `localhost:8080`, `http://a.test/path` or `*`. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

const OriginListSchema = z
  .pipe(
    z.string(),
    z.transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin.length > 0),
    ),
  )
  .check(
    z.refine((origins) => origins.every(isOrigin), {
      error: 'Expected comma-separated origins such as http://localhost:8080 (scheme, host, port)',
    }),
  );

/** A rate limit: requests per minute, 0 for none. */
function perMinute(fallback: number) {
  return z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), fallback);
}

function envSchema(defaultDataDir: string) {
  return z.object({
    PORT: z._default(
      z.coerce
        .number({ error: PORT_MESSAGE })
        .check(
          z.int({ error: PORT_MESSAGE }),
          z.gte(0, { error: PORT_MESSAGE }),
          z.lte(65535, { error: PORT_MESSAGE }),
        ),
      8081,
    ),
    HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
    /** PGlite's data folder, or `memory://` for a database that vanishes on exit. */
    DATA_DIR: z._default(z.string().check(z.minLength(1)), defaultDataDir),
    /** When set, a real PostgreSQL server is used instead of PGlite. */
    DATABASE_URL: z.optional(
      z.url({ protocol: /^postgres(ql)?$/, error: 'Expected a postgres:// or postgresql:// URL' }),
    ),
    CORS_ORIGINS: z._default(OriginListSchema, ['http://localhost:8080', 'http://127.0.0.1:8080']),
    LOG_LEVEL: z._default(z.enum(LOG_LEVELS), 'info'),
    /** Requests one client address may make per minute; 0 turns the limit off (load benches). */
    RATE_LIMIT_PER_MINUTE: perMinute(DEFAULT_RATE_LIMIT_PER_MINUTE),
    /** Requests about one lead per minute, from every address together; 0 turns it off. */
    RATE_LIMIT_PER_LEAD_PER_MINUTE: perMinute(DEFAULT_LEAD_RATE_LIMIT_PER_MINUTE),
    /** Requests presenting one write secret or resume token per minute, from every address. */
    RATE_LIMIT_PER_CREDENTIAL_PER_MINUTE: perMinute(DEFAULT_CREDENTIAL_RATE_LIMIT_PER_MINUTE),
    /**
     * Days after its expiry a lead's personal data is deleted (src/retention/lead-retention.ts,
     * where the default's reasons are); 0 deletes it as soon as the lead expires.
     */
    LEAD_RETENTION_DAYS: z._default(
      z.coerce.number().check(z.int(), z.gte(0), z.lte(3650)),
      DEFAULT_LEAD_RETENTION_DAYS,
    ),
    /**
     * `1` adds the end-to-end fixtures' `POST /test/leads` and the brand book's
     * `POST /test/sample-leads`; never set it on a shared sandbox.
     */
    SANDBOX_TEST_ROUTES: z._default(z.enum(['0', '1']), '0'),
    /**
     * `1` prints each returning link the sandbox "sends" to its console, as a mail catcher would:
     * `npm start` sets it for a person trying the product; never on a shared sandbox (a link
     * carries a one-time credential).
     */
    SANDBOX_PRINT_LINKS: z._default(z.enum(['0', '1']), '0'),
  });
}

export type SandboxConfig = z.infer<ReturnType<typeof envSchema>>;

export type EnvResult = { ok: true; config: SandboxConfig } | { ok: false; problems: string[] };

/**
 * Reads the sandbox settings from the environment. An empty variable counts as unset. A bad
 * value yields every problem at once, one line each, instead of the first one.
 */
export function parseEnv(
  env: Readonly<Record<string, string | undefined>>,
  defaultDataDir: string,
): EnvResult {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema(defaultDataDir).safeParse(present, { error: englishMessages });
  if (result.success) return { ok: true, config: result.data };
  return {
    ok: false,
    problems: toFieldErrors(result.error.issues).map(
      ({ fieldName, message }) => `${fieldName}: ${message}`,
    ),
  };
}
