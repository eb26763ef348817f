// npm run budget (in `npm test`): each brand's first page, JS and CSS at gzip -9, counted from the
// build's manifest and the brand's prerendered page (budget/first-page-bytes.ts), against a share
// of the peer's first page (budget/first-page-limit.ts: 0.75 on a classic page, 0.9 on a v3 one).
// The same build always counts the same: a timing is a benchmark, never a test (issue 35). Also
// fails when a first page carries a module it must not, or a library in two copies.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPILE_HINT, startsWithCompileHint } from '../server/compile-hints';
import { declaresLibraryVariablesOnRoot } from '../server/scoped-library-variables';
import { Brands, resolveBrand } from '../src/app/brand-registry';
import { productFirstPages, readBuildManifest } from './budget/build-first-page';
import { firstPageFiles, type CountedFile } from './budget/first-page-bytes';
import {
  FIRST_PAGE_SHARE_OF_PEER,
  MARGIN_BYTES,
  PEER_FIRST_PAGE_BYTES,
  firstPageKindOf,
  judgeFirstPage,
} from './budget/first-page-limit';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../dist');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Modules the first page must not carry, whatever its size: the whole brand schema (the server
 * parses the brand it writes, decision 0023), the phone-number library (loaded when a page
 * asks for a phone), the toast library (loaded when idle, or when a toast is asked for) and
 * React 17's polyfill of `useSyncExternalStore`, which React 19 has (vite.config.ts).
 */
const OFF_FIRST_PAGE = [
  'src/config/brand-config-schema.ts',
  'src/config/design-tokens-schema.ts',
  'node_modules/libphonenumber-js/',
  'node_modules/react-toastify/',
  'node_modules/use-sync-external-store/cjs/use-sync-external-store-shim.',
];

/**
 * What the first page starts once it is idle, and what each must leave unrun: the next steps are
 * hinted there, not run (decision 0031). In the step form's file, the modules these share with it
 * ran the whole form and its form library there, in a 55-70 ms task at 4x CPU (decision 0034).
 */
const IDLE_STARTS = [
  'src/app/start-tracking.ts',
  'src/app/prefetch-next-steps.ts',
  'src/features/lead/one-lead-everywhere.ts',
];
const NOT_RUN_WHEN_IDLE = ['src/features/steps/step-form.tsx', 'node_modules/react-hook-form/'];

/** The sources a built script holds, read from its source map. */
function sourcesOf(file: Pick<CountedFile, 'file' | 'kind'>): string[] {
  const map = path.join(dist, `${file.file}.map`);
  if (file.kind !== 'script' || !existsSync(map)) return [];
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
  return sources;
}

/**
 * A library's install directory for a source its map names (relative to dist/assets), or null
 * for the app's own code: `node_modules/react-dom`, `node_modules/@scope/name`.
 */
function installOf(source: string): { name: string; directory: string } | null {
  const absolute = path.resolve(dist, 'assets', source);
  const match = /^(.*\/node_modules\/)((?:@[^/]+\/)?[^/]+)/.exec(absolute);
  return match ? { name: match[2] ?? '', directory: `${match[1]}${match[2]}` } : null;
}

const pages = productFirstPages(dist);
const carried: string[] = [];
/** First-page scripts holding react-dom without V8's compile hint (server/compile-hints.ts). */
const compiledLazily = new Set<string>();
/** Each library on a first page, and where it came from: two copies are shipped twice. */
const installs = new Map<string, Set<string>>();
const verdicts = Brands.map(({ id: brand }) => {
  const page = pages.get(brand);
  if (!page) throw new Error(`The build has no prerendered first page for ${brand}`);
  for (const file of page.files)
    if (
      sourcesOf(file).some((source) => source.includes('node_modules/react-dom/')) &&
      !startsWithCompileHint(readFileSync(path.join(dist, file.file), 'utf8'))
    )
      compiledLazily.add(file.file);
  for (const source of page.files.flatMap(sourcesOf)) {
    const kept = OFF_FIRST_PAGE.find((module) => source.includes(module));
    if (kept) carried.push(`${brand}: ${kept}`);
    const install = installOf(source);
    if (install)
      installs.set(install.name, (installs.get(install.name) ?? new Set()).add(install.directory));
  }
  const kind = firstPageKindOf(resolveBrand(brand).applicationPage);
  return { brand, files: page.files, ...judgeFirstPage(page.total, kind) };
});

// The files of one first page of each kind, and of any page over its limit.
const shown = new Set<string>();
for (const verdict of verdicts) {
  if (verdict.ok && shown.has(verdict.kind)) continue;
  shown.add(verdict.kind);
  console.log(`First page of ${verdict.brand} (${verdict.kind}), JS and CSS at gzip -9:`);
  for (const file of verdict.files)
    console.log(`  ${kb(file.gzip).padStart(9)}  ${file.kind.padEnd(10)} ${file.file}`);
  console.log(`  ${kb(verdict.bytes).padStart(9)}  total`);
}

console.log(
  `\nFirst page of each brand against the peer's ${PEER_FIRST_PAGE_BYTES} B (${kb(PEER_FIRST_PAGE_BYTES)}): ` +
    `classic ≤ ${FIRST_PAGE_SHARE_OF_PEER.classic}×, v3 ≤ ${FIRST_PAGE_SHARE_OF_PEER.v3}×, less ${MARGIN_BYTES} B`,
);
console.log(
  `  ${'brand'.padEnd(18)} ${'page'.padEnd(7)} ${'bytes'.padStart(8)} ${'limit'.padStart(8)} ${'headroom'.padStart(9)} ${'of peer'.padStart(7)}`,
);
for (const { brand, kind, bytes, limit, headroom, ok } of verdicts)
  console.log(
    `  ${brand.padEnd(18)} ${kind.padEnd(7)} ${String(bytes).padStart(8)} ${String(limit).padStart(8)} ${String(headroom).padStart(9)} ${(bytes / PEER_FIRST_PAGE_BYTES).toFixed(3).padStart(7)}${ok ? '' : '  OVER'}`,
  );

const manifest = readBuildManifest(dist);
const runWhenIdle = IDLE_STARTS.flatMap((start) =>
  firstPageFiles(manifest, [], start)
    .flatMap((file) => sourcesOf({ file, kind: 'script' }))
    .flatMap((source) => NOT_RUN_WHEN_IDLE.filter((module) => source.includes(module)))
    .map((module) => `${start} runs ${module}`),
);
if (runWhenIdle.length > 0) {
  console.error(
    `What starts once the first page is idle runs the next steps' code:\n  ${[...new Set(runWhenIdle)].join('\n  ')}`,
  );
  process.exit(1);
}
// A library's variables on :root restyle the whole page as its stylesheet applies (the consent
// banner's did on the first page): the build's plugin declares them on the library's element.
const rootDeclaring = readdirSync(path.join(dist, 'assets')).filter(
  (file) =>
    file.endsWith('.css') &&
    declaresLibraryVariablesOnRoot(readFileSync(path.join(dist, 'assets', file), 'utf8')),
);
if (rootDeclaring.length > 0) {
  console.error(
    `A library's stylesheet declares its variables on :root:\n  ${rootDeclaring.join('\n  ')}`,
  );
  process.exit(1);
}
if (compiledLazily.size > 0) {
  console.error(
    `React's first-page chunk does not start with ${COMPILE_HINT}: V8 compiles it on the main thread as it runs:\n  ${[...compiledLazily].join('\n  ')}`,
  );
  process.exit(1);
}
if (carried.length > 0) {
  console.error(
    `The first page carries what it must not:\n  ${[...new Set(carried)].join('\n  ')}`,
  );
  process.exit(1);
}
const copied = [...installs].filter(([, directories]) => directories.size > 1);
if (copied.length > 0) {
  console.error(
    `A library is shipped in more than one copy:\n  ${copied
      .map(
        ([name, directories]) =>
          `${name}: ${[...directories].map((directory) => path.relative(path.resolve(here, '../../..'), directory)).join(', ')}`,
      )
      .join('\n  ')}`,
  );
  process.exit(1);
}
const failing = verdicts.filter(({ ok, files }) => !ok || files.length === 0);
if (failing.length > 0) {
  console.error(`Over budget or nothing counted: ${failing.map(({ brand }) => brand).join(', ')}.`);
  process.exit(1);
}
