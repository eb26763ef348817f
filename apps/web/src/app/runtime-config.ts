import * as z from 'zod/mini';
import { CountryCodeSchema } from '../config/locale-schema';
import { ConfigError } from '../config/config-error';
import { formatSchemaIssues } from '../lib/format-schema-issues';

/** Google's reCAPTCHA script: what a deployment loads unless it names another (the sandbox's). */
export const GOOGLE_RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/**
 * What the deployment decides at run time, served as config.json beside index.html, so one
 * build serves every environment. Parsed at the edge; a bad file stops start-up. Made when first
 * used, in a start-up task of its own, not in the evaluation of the first page's code (0034).
 */
export const RuntimeConfigSchema = z.lazy(() =>
  z.object({
    apiBaseUrl: z.url(),
    brand: z.string().check(z.minLength(1)),
    country: z.optional(CountryCodeSchema),
    /** Only test and development deployments set this: it lets ?brand= switch the brand. */
    allowBrandSwitch: z._default(z.boolean(), false),
    /** Partner origins this deployment lets frame the page and receive FORM_HEIGHT messages. */
    embedOrigins: z._default(z.array(z.string().check(z.regex(/^https?:\/\/[^/\s]+$/))), []),
    /**
     * The reCAPTCHA script the initial-details step loads: Google's, or the sandbox's stand-in
     * (`${apiBaseUrl}/recaptcha/api.js`) wherever the app runs against the sandbox.
     */
    recaptchaScriptUrl: z._default(z.url(), GOOGLE_RECAPTCHA_SCRIPT_URL),
    /**
     * The served brand as the build resolved it (the static server writes it into the page):
     * app/served-brand.ts parses it when it is the brand the visit shows.
     */
    servedBrand: z.optional(z.unknown()),
  }),
);
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

/** The element the static server writes the configuration into (server/prerendered-page.ts). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'lf-runtime-config';

/**
 * The deployment's configuration: from the page itself where the server wrote it there (no
 * request before the first page), else fetched from config.json (the development server).
 */
export async function loadRuntimeConfig(
  url: string,
  doc: Document = document,
): Promise<RuntimeConfig> {
  return parseRuntimeConfig(await readRuntimeConfigData(url, doc));
}

/** The configuration as written (unparsed): the page's own block, else config.json. */
export async function readRuntimeConfigData(
  url: string,
  doc: Document = document,
): Promise<unknown> {
  const inline = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (inline) return JSON.parse(inline);
  const response = await fetch(url);
  if (!response.ok) throw new ConfigError(`Runtime configuration not found (${response.status})`);
  return response.json();
}

function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const parsed = RuntimeConfigSchema.safeParse(value);
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid runtime configuration: ${formatSchemaIssues(parsed.error.issues)}`,
    );
  }
  return parsed.data;
}
