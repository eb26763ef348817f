import * as z from 'zod/mini';
import { OriginSchema } from '../src/config/brand-config-schema';

export type EmbedOriginsResult =
  { ok: true; origins: string[] } | { ok: false; problems: string[] };

/**
 * `EMBED_ORIGINS`: space- or comma-separated partner origins allowed to frame the product. Each
 * goes into the CSP's frame-ancestors, so each must be an origin and nothing else; a bad one stops
 * start-up, named, rather than being written into the policy.
 */
export function parseEmbedOrigins(text: string): EmbedOriginsResult {
  const entries = text.split(/[\s,]+/).filter(Boolean);
  const problems = entries.flatMap((entry) =>
    z.safeParse(OriginSchema, entry).success
      ? []
      : [`EMBED_ORIGINS: "${entry}" is not an origin such as https://partner.example`],
  );
  return problems.length > 0 ? { ok: false, problems } : { ok: true, origins: entries };
}
