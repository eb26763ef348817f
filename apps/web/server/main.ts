import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { BASE_PATH } from './base-path';
import { buildStaticServer } from './static-server';

const here = path.dirname(fileURLToPath(import.meta.url));

const EnvSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 8080),
  HOST: z._default(z.string(), '127.0.0.1'),
  API_BASE_URL: z._default(z.url(), 'http://127.0.0.1:8081'),
  BRAND: z._default(z.string().check(z.minLength(1)), 'default-es'),
  FRAME_ANCESTORS: z._default(z.string(), ''),
  DIST_DIR: z._default(z.string(), path.resolve(here, '../dist')),
});

const parsed = EnvSchema.safeParse(process.env);
if (!parsed.success) {
  for (const issue of parsed.error.issues)
    console.error(`${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}
const env = parsed.data;

const app = await buildStaticServer({
  distDir: env.DIST_DIR,
  apiBaseUrl: env.API_BASE_URL,
  brand: env.BRAND,
  frameAncestors: env.FRAME_ANCESTORS.split(/[\s,]+/).filter(Boolean),
});
await app.listen({ port: env.PORT, host: env.HOST });
console.log(`Front end listening on http://${env.HOST}:${env.PORT}${BASE_PATH}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
