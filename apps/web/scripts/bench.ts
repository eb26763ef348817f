// npm run bench (issue 13): builds, starts the product on spare ports and prints, for every
// brand's first page, its gzip bytes and Lighthouse mobile figures (median of 3), then for the
// classic flow and each v3 flow the time from Continue to the next page's first field at 4× CPU
// (bench/continue-timing.bench.ts). Writes everything to .bench/results.json. A benchmark, not a
// test: it fails only when it cannot measure.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { Brands } from '../src/app/brand-registry';
import { BASE_PATH } from '../server/base-path';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(web, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const outDir = path.join(web, '.bench');
mkdirSync(outDir, { recursive: true });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The first page's JS and CSS in gzip bytes, as `npm run budget` counts them. */
function firstPageKb(brand: string): number {
  const run = spawnSync(tsx, [path.join(web, 'scripts/budget.ts')], {
    cwd: web,
    env: { ...process.env, BRAND: brand, BUDGET_KB: '100000' },
    encoding: 'utf8',
  });
  const total = /([\d.]+) KB\s+total \(budget/.exec(run.stdout)?.[1];
  if (!total)
    throw new Error(`Could not measure ${brand}'s first page:\n${run.stdout}${run.stderr}`);
  return Number(total);
}

const LighthouseReportSchema = z.object({
  lighthouseVersion: z.string(),
  categories: z.object({ performance: z.object({ score: z.number() }) }),
  audits: z.record(z.string(), z.object({ numericValue: z.optional(z.number()) })),
});

/**
 * One Lighthouse run, tried up to three times: Lighthouse itself sometimes loses the trace of a
 * load ("NO_NAVSTART ... Please run Lighthouse again").
 */
function lighthouse(url: string, attempts = 3): ReturnType<typeof lighthouseOnce> {
  try {
    return lighthouseOnce(url);
  } catch (error) {
    if (attempts <= 1) throw error;
    console.log(`Lighthouse failed on ${url}; running it again`);
    return lighthouse(url, attempts - 1);
  }
}

function lighthouseOnce(url: string) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'lh-')), 'report.json');
  execFileSync(
    'npx',
    [
      '-y',
      'lighthouse@13.5.0',
      url,
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance',
      '--form-factor=mobile',
      '--quiet',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: existsSync(chrome) ? chrome : undefined },
    },
  );
  const report = LighthouseReportSchema.parse(JSON.parse(readFileSync(out, 'utf8')));
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    version: report.lighthouseVersion,
    performance: Math.round(report.categories.performance.score * 100),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

async function withServers<T>(run: (origin: string) => T): Promise<T> {
  const [webPort, apiPort] = ['4273', '4274'];
  const servers = [
    spawn(tsx, [path.join(root, 'apps/sandbox-api/src/main.ts')], {
      env: {
        ...process.env,
        PORT: apiPort,
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '0',
      },
      stdio: 'ignore',
    }),
    spawn(tsx, [path.join(web, 'server/main.ts')], {
      cwd: web,
      env: {
        ...process.env,
        PORT: webPort,
        API_BASE_URL: `http://127.0.0.1:${apiPort}`,
        ALLOW_BRAND_SWITCH: '1',
      },
      stdio: 'ignore',
    }),
  ];
  const origin = `http://127.0.0.1:${webPort}`;
  try {
    for (let i = 0; i < 240; i += 1) {
      try {
        if ((await fetch(`${origin}${BASE_PATH}/`)).ok) break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    return run(origin);
  } finally {
    for (const server of servers) server.kill('SIGTERM');
  }
}

const pages: Record<string, unknown>[] = [];
for (const { id } of Brands) pages.push({ brand: id, firstPageKb: firstPageKb(id) });

await withServers((origin) => {
  for (const page of pages) {
    const runs = Array.from({ length: RUNS }, () =>
      lighthouse(`${origin}${BASE_PATH}/?brand=${String(page.brand)}`),
    );
    Object.assign(page, {
      lighthouse: runs[0]?.version,
      performance: median(runs.map((run) => run.performance)),
      lcpMs: Math.round(median(runs.map((run) => run.lcpMs))),
      fcpMs: Math.round(median(runs.map((run) => run.fcpMs))),
      tbtMs: Math.round(median(runs.map((run) => run.tbtMs))),
      cls: Number(median(runs.map((run) => run.cls)).toFixed(3)),
    });
  }
});

const movesFile = path.join(outDir, 'moves.json');
execFileSync('npx', ['playwright', 'test', '-c', 'playwright.bench.config.ts', '--reporter=line'], {
  cwd: web,
  stdio: 'inherit',
  env: { ...process.env, BENCH_MOVES_FILE: movesFile },
});
const MovesSchema = z.record(
  z.string(),
  z.array(z.object({ from: z.string(), to: z.string(), ms: z.number(), serverMs: z.number() })),
);
const flows = Object.entries(MovesSchema.parse(JSON.parse(readFileSync(movesFile, 'utf8')))).map(
  ([flow, moves]) => ({
    flow,
    moves: moves.length,
    medianMs: Math.round(median(moves.map((move) => move.ms))),
    // The move less the lead API's answers: what the page itself spends.
    medianInPageMs: Math.round(median(moves.map((move) => move.ms - move.serverMs))),
    medianServerMs: Math.round(median(moves.map((move) => move.serverMs))),
    worstMs: Math.round(Math.max(...moves.map((move) => move.ms))),
    worstMove: moves.reduce((worst, move) => (move.ms > worst.ms ? move : worst)),
  }),
);

console.log('\nFirst page of every brand (Lighthouse mobile, median of %d runs):', RUNS);
console.log('  brand                 gzip KB  perf    LCP    FCP   TBT    CLS');
for (const page of pages) {
  const p = page as Record<string, number | string>;
  console.log(
    `  ${String(p.brand).padEnd(20)} ${String(p.firstPageKb).padStart(8)} ${String(p.performance).padStart(5)} ${`${p.lcpMs} ms`.padStart(7)} ${`${p.fcpMs} ms`.padStart(7)} ${`${p.tbtMs} ms`.padStart(6)} ${String(p.cls).padStart(6)}`,
  );
}
console.log('\nContinue → next page’s first field, 4× CPU, 3 walks:');
for (const flow of flows) {
  console.log(
    `  ${flow.flow.padEnd(28)} median ${String(flow.medianMs).padStart(4)} ms (API ${flow.medianServerMs} ms, page ${flow.medianInPageMs} ms), worst ${String(flow.worstMs).padStart(4)} ms (${flow.worstMove.from} → ${flow.worstMove.to}), ${flow.moves} moves`,
  );
}
const results = { measuredAt: new Date().toISOString(), pages, flows };
writeFileSync(path.join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWritten to ${path.relative(root, path.join(outDir, 'results.json'))}`);
