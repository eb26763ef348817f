// Lead API load bench (issue 14): creates and updates per second, with p50 and p99 latency, at 1,
// 10 and 50 connections, on the embedded database (PGlite in a temporary folder, as `npm start`
// keeps it) and, when DATABASE_URL is set, on that PostgreSQL server. It starts the API itself on
// a spare port with no rate limit, prints a table and writes .bench/api-results.json. A benchmark,
// not a test: it fails only when it cannot measure. BENCH_SECONDS sets each run's length (10).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LeadAnswerSchema, PRODUCT_ID, WRITE_SECRET_HEADER } from '@lf/contract';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const main = path.resolve(here, '../src/main.ts');
const tsxLoader = createRequire(import.meta.url).resolve('tsx');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = [1, 10, 50] as const;
const PORT = 4291;

interface Row {
  database: 'embedded' | 'postgresql';
  operation: 'create' | 'update';
  connections: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
}

async function startApi(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', tsxLoader, main], {
    env: {
      PATH: process.env.PATH,
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PER_LEAD_PER_MINUTE: '0',
      RATE_LIMIT_PER_CREDENTIAL_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The API exited (${code}) before listening`)));
  });
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const base = `http://127.0.0.1:${PORT}`;
const leadBody = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ product: PRODUCT_ID, amount: 500, period: 61, ...extra });

/** A lead to update, and the write secret its create gave (sent with every update). */
async function createOne(): Promise<{ id: string; writeSecret: string }> {
  const response = await fetch(`${base}/v3/lead`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: leadBody(),
  });
  if (response.status !== 201) throw new Error(`A create answered ${response.status}`);
  const { id, writeSecret = '' } = LeadAnswerSchema.parse(await response.json());
  return { id, writeSecret };
}

async function run(
  database: Row['database'],
  operation: Row['operation'],
  connections: number,
): Promise<Row> {
  // Updates spread over as many leads as connections, as applicants each update their own.
  const leads =
    operation === 'update' ? await Promise.all(Array.from({ length: connections }, createOne)) : [];
  let turn = 0;
  const result = await autocannon({
    url: `${base}/v3/lead`,
    connections,
    duration: SECONDS,
    requests: [
      {
        method: operation === 'create' ? 'POST' : 'PUT',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          turn += 1;
          if (operation === 'create') {
            return {
              ...request,
              body: leadBody({ personalDetails: { firstName: `Ana ${turn}` } }),
            };
          }
          const lead = leads[turn % leads.length];
          return {
            ...request,
            headers: { ...request.headers, [WRITE_SECRET_HEADER]: lead?.writeSecret ?? '' },
            body: leadBody({ id: lead?.id, personalDetails: { firstName: `Ana ${turn}` } }),
          };
        },
      },
    ],
  });
  return {
    database,
    operation,
    connections,
    perSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.errors + result.non2xx,
  };
}

async function benchDatabase(
  database: Row['database'],
  env: Record<string, string>,
): Promise<Row[]> {
  const child = await startApi(env);
  const rows: Row[] = [];
  try {
    for (const operation of ['create', 'update'] as const) {
      for (const connections of CONNECTIONS) {
        const row = await run(database, operation, connections);
        rows.push(row);
        console.log(
          `${database.padEnd(10)} ${operation.padEnd(6)} ${String(connections).padStart(2)} conn  ` +
            `${String(row.perSecond).padStart(6)}/s  p50 ${String(row.p50Ms).padStart(4)} ms  ` +
            `p99 ${String(row.p99Ms).padStart(4)} ms  failed ${row.failed}`,
        );
      }
    }
  } finally {
    await stop(child);
  }
  return rows;
}

/** The size of every file under `folder`. */
function folderBytes(folder: string): number {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
try {
  console.log(`Lead API bench: ${SECONDS} s per run, on loopback, no rate limit`);
  const rows = await benchDatabase('embedded', { DATA_DIR: path.join(dataDir, 'data') });
  // Every update leaves a dead row behind until a vacuum: the folder must stay bounded.
  const folderMb = folderBytes(path.join(dataDir, 'data')) / 1024 / 1024;
  const writes = rows.reduce((sum, row) => sum + row.perSecond * SECONDS, 0);
  console.log(`embedded data folder after ~${writes} writes: ${folderMb.toFixed(1)} MB`);
  if (process.env.DATABASE_URL) {
    rows.push(...(await benchDatabase('postgresql', { DATABASE_URL: process.env.DATABASE_URL })));
  } else {
    console.log('postgresql: skipped (set DATABASE_URL to measure a PostgreSQL server too)');
  }
  const outDir = path.resolve(here, '../.bench');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, 'api-results.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), seconds: SECONDS, rows }, null, 2)}\n`,
  );
  console.log(`Written to ${path.relative(process.cwd(), path.join(outDir, 'api-results.json'))}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
