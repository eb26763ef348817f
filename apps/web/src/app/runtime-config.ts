import * as z from 'zod/mini';
import { formatSchemaIssues } from '../lib/format-schema-issues';

/**
 * What the deployment decides at run time, served as config.json beside index.html, so one
 * build serves every environment. Parsed at the edge; a bad file stops start-up.
 */
export const RuntimeConfigSchema = z.object({
  apiBaseUrl: z.url(),
  brand: z.string().check(z.minLength(1)),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export async function loadRuntimeConfig(url: string): Promise<RuntimeConfig> {
  const response = await fetch(url);
  if (!response.ok) throw new ConfigError(`Runtime configuration not found (${response.status})`);
  const parsed = RuntimeConfigSchema.safeParse(await response.json());
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid runtime configuration: ${formatSchemaIssues(parsed.error.issues)}`,
    );
  }
  return parsed.data;
}
