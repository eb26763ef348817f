import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { parseEnv } from './config/env.js';
import { DataFolderInUse, DataFolderUnreadable } from './db/data-folder-lock.js';
import { openDatabase } from './db/open-database.js';

const defaultDataDir = fileURLToPath(new URL('../.sandbox-data', import.meta.url));

const env = parseEnv(process.env, defaultDataDir);
if (!env.ok) {
  console.error(`The sandbox lead API cannot start; fix these settings:`);
  for (const problem of env.problems) console.error(`  ${problem}`);
  process.exit(1);
}
const { config } = env;

// Files the embedded database writes hold personal data: readable by this user only.
process.umask(0o077);

const where = config.DATABASE_URL ? 'the PostgreSQL server of DATABASE_URL' : config.DATA_DIR;
const db = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  onIdleError: (error) => console.error(`Database connection lost: ${error.message}`),
}).catch((error: unknown) => {
  if (error instanceof DataFolderInUse || error instanceof DataFolderUnreadable)
    console.error(`The sandbox lead API cannot start. ${error.message}`);
  else console.error(`The sandbox lead API cannot open its database (${where}):`, error);
  process.exit(1);
});
const app = buildApp({
  db,
  corsOrigins: config.CORS_ORIGINS,
  logger: { level: config.LOG_LEVEL },
  testRoutes: config.SANDBOX_TEST_ROUTES === '1',
  printLinks: config.SANDBOX_PRINT_LINKS === '1',
  rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
  leadRateLimitPerMinute: config.RATE_LIMIT_PER_LEAD_PER_MINUTE,
  credentialRateLimitPerMinute: config.RATE_LIMIT_PER_CREDENTIAL_PER_MINUTE,
  leadRetentionDays: config.LEAD_RETENTION_DAYS,
});

// Fastify logs one line per interface at info; the sandbox prints its own single line instead.
const logLevel = app.log.level;
app.log.level = 'warn';
try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  console.error(`The sandbox lead API cannot listen on ${config.HOST}:${config.PORT}:`, error);
  await db.close();
  process.exit(1);
}
app.log.level = logLevel;

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
console.log(`Sandbox lead API listening on http://${config.HOST}:${port}`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  try {
    await app.close();
    await db.close();
  } catch (error) {
    console.error('The sandbox lead API did not stop cleanly:', error);
    process.exitCode = 1;
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop());
