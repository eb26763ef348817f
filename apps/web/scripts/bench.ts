// npm run bench (issues 13 and 34): builds the product (the npm script) and a copy of the peer
// (bench/peer-app.ts: the same classic form on react-jsonschema-form and React 19), serves both,
// and measures them in one sitting: every brand's first page and the peer's with Lighthouse
// mobile, run for run interleaved (median of BENCH_RUNS, 3 by default), their JS + CSS gzip bytes
// from the builds' manifests, and Continue → next page's first field at 4× CPU
// (bench/continue-timing.bench.ts). Prints the product's figures beside the peer's, their ratios
// and issue 34's targets met or missed; writes everything to apps/web/.bench/results.json. A
// benchmark, not a test: it fails only when it cannot measure.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Brands, resolveBrand } from '../src/app/brand-registry';
import { productFirstPages, viteAppFirstPage } from './budget/build-first-page';
import { firstPageKindOf, PEER_FIRST_PAGE_BYTES } from './budget/first-page-limit';
import { MovesFileSchema, PEER_FLOW, summariseFlow } from './bench/continue-moves';
import { lighthouse, type LighthouseFigures } from './bench/lighthouse-run';
import { median } from './bench/median';
import { buildPeer, servePeer } from './bench/peer-app';
import { startProduct } from './bench/product-servers';
import { sparePort } from './bench/spare-port';
import { judgeContinue, judgeFirstPageFigures, verdict, type Judged } from './bench/targets';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(web, '../..');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** BENCH_BRANDS=a,b: only those brands' first pages (a shorter run); every brand by default. */
const chosenBrands = process.env.BENCH_BRANDS?.split(',').filter(Boolean);
const unknownBrands = chosenBrands?.filter((id) => !Brands.some((brand) => brand.id === id)) ?? [];
if (unknownBrands.length > 0)
  throw new Error(`BENCH_BRANDS names no brand: ${unknownBrands.join(', ')}`);
const benchBrands = chosenBrands ? Brands.filter(({ id }) => chosenBrands.includes(id)) : Brands;
/** The peer is measured once after every this many brands: three times a round for nine. */
const PEER_EVERY = 3;
const outDir = path.join(web, '.bench');
mkdirSync(outDir, { recursive: true });

const peerCopy = buildPeer();
const peerBytes = viteAppFirstPage(path.join(peerCopy, 'dist')).total;
const productBytes = productFirstPages(path.join(web, 'dist'));

/** The median of each figure over a page's runs, with the runs. */
function summariseRuns(runs: LighthouseFigures[]) {
  const of = (pick: (run: LighthouseFigures) => number) => median(runs.map(pick));
  return {
    lighthouse: runs[0]?.version,
    performance: of((run) => run.performance),
    lcpMs: Math.round(of((run) => run.lcpMs)),
    fcpMs: Math.round(of((run) => run.fcpMs)),
    tbtMs: Math.round(of((run) => run.tbtMs)),
    cls: Number(of((run) => run.cls).toFixed(3)),
    runs,
  };
}

const productRuns = new Map<string, LighthouseFigures[]>(benchBrands.map(({ id }) => [id, []]));
const peerRuns: LighthouseFigures[] = [];
const product = await startProduct();
const peer = await servePeer(peerCopy);
const movesFile = path.join(outDir, 'moves.json');
try {
  for (let round = 1; round <= RUNS; round += 1) {
    for (const [index, { id }] of benchBrands.entries()) {
      console.log(`Lighthouse ${round}/${RUNS}: ${id}`);
      productRuns.get(id)?.push(lighthouse(`${product.url}?brand=${id}`));
      if ((index + 1) % PEER_EVERY === 0 || index === benchBrands.length - 1) {
        console.log(`Lighthouse ${round}/${RUNS}: the peer`);
        peerRuns.push(lighthouse(peer.url));
      }
    }
  }
  execFileSync(
    'npx',
    ['playwright', 'test', '-c', 'playwright.bench.config.ts', '--reporter=line'],
    {
      cwd: web,
      stdio: 'inherit',
      env: {
        ...process.env,
        BENCH_MOVES_FILE: movesFile,
        BENCH_PEER_URL: peer.url,
        // Its own servers (playwright.config.ts) on spare ports: another checkout's e2e run or
        // bench may hold the usual ones.
        E2E_WEB_PORT: String(await sparePort()),
        E2E_API_PORT: String(await sparePort()),
      },
    },
  );
} finally {
  product.stop();
  peer.stop();
}

const peerPage = { ...summariseRuns(peerRuns), bytes: peerBytes };
const pages = benchBrands.map(({ id }) => {
  const bytes = productBytes.get(id)?.total ?? NaN;
  const kind = firstPageKindOf(resolveBrand(id).applicationPage);
  const figures = { ...summariseRuns(productRuns.get(id) ?? []), bytes };
  return {
    brand: id,
    kind,
    ...figures,
    targets: judgeFirstPageFigures(figures, peerPage, kind),
  };
});

const moves = MovesFileSchema.parse(JSON.parse(readFileSync(movesFile, 'utf8')));
const peerMoves = summariseFlow(PEER_FLOW, moves[PEER_FLOW] ?? []);
const flows = Object.entries(moves)
  .filter(([flow]) => flow !== PEER_FLOW)
  .map(([flow, flowMoves]) => {
    const summary = summariseFlow(flow, flowMoves);
    return { ...summary, targets: judgeContinue(summary, peerMoves.medianMs) };
  });

const show = (value: number, unit: string) =>
  unit === 'B'
    ? `${(value / 1024).toFixed(1)} KB`
    : unit === 'ms'
      ? `${Math.round(value)} ms`
      : unit === ''
        ? value.toFixed(3)
        : String(value);
const row = (label: string, judged: Judged) =>
  `  ${label.padEnd(18)} ${judged.metric.padEnd(12)} ${show(judged.product, judged.unit).padStart(9)} ${show(judged.peer, judged.unit).padStart(9)} ${judged.ratio.toFixed(2).padStart(6)}  ${judged.target.padEnd(14)} ${verdict(judged)}`;

console.log(
  `\nFirst page, product against the peer (Lighthouse ${peerPage.lighthouse} mobile, median of ${RUNS} runs per brand, the peer's of ${peerRuns.length} interleaved):`,
);
console.log(
  `  ${'brand'.padEnd(18)} ${'metric'.padEnd(12)} ${'product'.padStart(9)} ${'peer'.padStart(9)} ${'ratio'.padStart(6)}  ${'target'.padEnd(14)} verdict`,
);
for (const page of pages) {
  for (const [index, judged] of page.targets.entries())
    console.log(row(index === 0 ? `${page.brand} (${page.kind})` : '', judged));
}
const runList = (runs: LighthouseFigures[]) =>
  runs.map((run) => `${run.performance}/${Math.round(run.tbtMs)}/${Math.round(run.lcpMs)}`);
console.log('\nLighthouse runs (performance / TBT ms / LCP ms):');
console.log(`  ${'peer'.padEnd(18)} ${runList(peerRuns).join('  ')}`);
for (const page of pages)
  console.log(`  ${page.brand.padEnd(18)} ${runList(page.runs).join('  ')}`);
if (peerBytes !== PEER_FIRST_PAGE_BYTES)
  console.log(
    `\nThe peer's first page counts ${peerBytes} B today; npm run budget holds ${PEER_FIRST_PAGE_BYTES} B (scripts/budget/first-page-limit.ts).`,
  );

console.log(
  `\nContinue → next page's first field, 4× CPU, medians of every move over 3 walks; the peer's median move ${peerMoves.medianMs} ms (worst ${Math.round(peerMoves.worst.ms)} ms, ${peerMoves.moves} moves, no server):`,
);
console.log(
  `  ${'flow'.padEnd(28)} ${'move'.padStart(7)} ${'API'.padStart(6)} ${'own'.padStart(6)} ${'move/peer'.padStart(9)} ${'own/peer'.padStart(8)}  own ≤ peer            move ≤ 1.5 × peer`,
);
for (const flow of flows) {
  const [own, whole] = flow.targets;
  console.log(
    `  ${flow.flow.padEnd(28)} ${`${flow.medianMs} ms`.padStart(7)} ${`${flow.medianServerMs} ms`.padStart(6)} ${`${flow.medianOwnMs} ms`.padStart(6)} ${(whole?.ratio ?? NaN).toFixed(2).padStart(9)} ${(own?.ratio ?? NaN).toFixed(2).padStart(8)}  ${(own ? verdict(own) : '').padEnd(21)} ${whole ? verdict(whole) : ''}`,
  );
  console.log(
    `  ${''.padEnd(28)} worst ${Math.round(flow.worst.ms)} ms (${flow.worst.from} → ${flow.worst.to}), ${flow.moves} moves`,
  );
}

const results = {
  measuredAt: new Date().toISOString(),
  runs: RUNS,
  peer: { page: peerPage, moves: peerMoves },
  pages,
  flows,
};
writeFileSync(path.join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWritten to ${path.relative(root, path.join(outDir, 'results.json'))}`);
