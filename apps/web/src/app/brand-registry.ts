import { brandConfig as defaultEs } from '../brands/default-es/brand-config';
import { BrandConfigSchema, type BrandConfig } from '../config/brand-config-schema';
import { formatSchemaIssues } from '../lib/format-schema-issues';
import { ConfigError } from './runtime-config';

/** Every brand this build can serve. Adding a brand is one folder and one line here. */
const brands: Record<string, BrandConfig> = {
  [defaultEs.id]: defaultEs,
};

export function resolveBrand(id: string): BrandConfig {
  const brand = brands[id];
  if (!brand) throw new ConfigError(`Unknown brand "${id}"`);
  const parsed = BrandConfigSchema.safeParse(brand);
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid configuration for brand "${id}": ${formatSchemaIssues(parsed.error.issues)}`,
    );
  }
  return parsed.data;
}

export const brandIds = Object.keys(brands);
