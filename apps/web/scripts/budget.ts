// Loads each brand's built first page in Chromium and sums the gzip size of every JS and CSS
// file it fetches before any interaction, and of any font the page preloads. Prints the files of
// the first brand measured and each brand's total; fails when any brand's total passes the
// budget. BRAND=<id> measures that one. A brand font that is not preloaded is fetched when the
// page's text first needs it and never waited for (font-display: optional, decision 0021): it is
// listed and shown beside the total, not counted in it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { BASE_PATH } from '../server/base-path';
import { Brands } from '../src/app/brand-registry';
import { AFTER_FIRST_PAGE_MARK, waitForMark } from '../e2e/page-marks';
import { buildStaticServer } from '../server/static-server';

// Issue 13's target: 110 KB on every brand. The classic brands' first page is 75.1 KB; a v3
// brand's is a step form, 107.9 KB: it carries its own fields only (not the field catalogue) and
// none of the validators, which load on first focus or when the browser is idle.
const BUDGET_BYTES = Number(process.env.BUDGET_KB ?? 110) * 1024;
const here = path.dirname(fileURLToPath(import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type File = {
  url: string;
  kind: string;
  raw: number;
  gzip: number;
  later?: boolean;
  preloaded?: boolean;
};

/** The JS and CSS the brand's first page loads, each marked when it loads after interactivity. */
async function measure(brand: string): Promise<File[]> {
  const server = await buildStaticServer({
    distDir: path.resolve(here, '../dist'),
    apiBaseUrl: 'http://127.0.0.1:9',
    brand,
    embedOrigins: [],
  });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch(
    existsSync(chromiumPath)
      ? { executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu'] }
      : {},
  );
  const files: File[] = [];
  try {
    const page = await browser.newPage();
    // A body is read after its response: every read is awaited before the files are sorted,
    // or a late one would count as the first page's.
    const reads: Promise<void>[] = [];
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      if (kind !== 'script' && kind !== 'stylesheet' && kind !== 'font') return;
      reads.push(
        response.body().then((body) => {
          files.push({
            url: response.url(),
            kind,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          });
        }),
      );
    });
    await page.goto(`${address}${BASE_PATH}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Once the first page is interactive and the browser idle, main.tsx sets a mark and starts
    // tracking and the next steps' prefetch: all that loads from then on is listed apart.
    await waitForMark(page, AFTER_FIRST_PAGE_MARK);
    await page.waitForLoadState('networkidle');
    const afterInteractive = await page.evaluate((mark) => {
      const start = performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= start)
        .map((entry) => entry.name);
    }, AFTER_FIRST_PAGE_MARK);
    const preloadedFonts = await page.$$eval('link[rel="preload"][as="font"]', (links) =>
      links.map((link) => (link as HTMLLinkElement).href),
    );
    await Promise.all(reads);
    for (const file of files) {
      file.later = afterInteractive.includes(file.url);
      file.preloaded = preloadedFonts.includes(file.url);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return files;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const list = (shown: File[]) => {
  for (const file of shown.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${kb(file.gzip).padStart(9)}  ${file.kind.padEnd(10)} ${new URL(file.url).pathname}`,
    );
  }
};
const sum = (shown: File[]) => shown.reduce((total, file) => total + file.gzip, 0);

/**
 * Modules the first page must not carry, whatever its size: the whole brand schema (the server
 * parses the brand it writes, decision 0023) and the phone-number library (loaded when a page
 * asks for a phone).
 */
const OFF_FIRST_PAGE = [
  'src/config/brand-config-schema.ts',
  'src/config/design-tokens-schema.ts',
  'node_modules/libphonenumber-js/',
];

/** The sources a built script holds, read from its source map. */
function sourcesOf(file: File): string[] {
  const map = path.resolve(here, '../dist', new URL(file.url).pathname.slice(BASE_PATH.length + 1));
  if (file.kind !== 'script' || !existsSync(`${map}.map`)) return [];
  const { sources } = JSON.parse(readFileSync(`${map}.map`, 'utf8')) as { sources: string[] };
  return sources;
}

/**
 * A library's install directory for a source its map names (relative to dist/assets), or null
 * for the app's own code: `node_modules/preact`, `node_modules/@scope/name`.
 */
function installOf(source: string): { name: string; directory: string } | null {
  const absolute = path.resolve(here, '../dist/assets', source);
  const match = /^(.*\/node_modules\/)((?:@[^/]+\/)?[^/]+)/.exec(absolute);
  return match ? { name: match[2] ?? '', directory: `${match[1]}${match[2]}` } : null;
}

const brands = process.env.BRAND ? [process.env.BRAND] : Brands.map(({ id }) => id);
const carried: string[] = [];
/** Each library on a first page, and where it came from: two copies are shipped twice. */
const installs = new Map<string, Set<string>>();
const totals: { brand: string; total: number; files: number; fonts: number }[] = [];
/** What counts: code and styles before interactivity, and fonts only when preloaded. */
const counted = (file: File) => !file.later && (file.kind !== 'font' || file.preloaded);
for (const [index, brand] of brands.entries()) {
  const measured = await measure(brand);
  const firstPage = measured.filter(counted);
  const fonts = measured.filter((file) => file.kind === 'font' && !counted(file));
  totals.push({ brand, total: sum(firstPage), files: firstPage.length, fonts: sum(fonts) });
  for (const source of firstPage.flatMap(sourcesOf)) {
    const kept = OFF_FIRST_PAGE.find((module) => source.includes(module));
    if (kept) carried.push(`${brand}: ${kept}`);
    const install = installOf(source);
    if (install)
      installs.set(install.name, (installs.get(install.name) ?? new Set()).add(install.directory));
  }
  if (fonts.length > 0) {
    console.log(`Fonts of ${brand}, not preloaded (not counted: never waited for):`);
    list(fonts);
  }
  // The first brand's files, and those of any brand over the budget.
  if (index > 0 && sum(firstPage) <= BUDGET_BYTES) continue;
  console.log(`First page of ${brand}, JS and CSS loaded before any interaction (gzip -9):`);
  list(firstPage);
  console.log(`  ${kb(sum(firstPage)).padStart(9)}  total (budget ${kb(BUDGET_BYTES)})`);
  const later = measured.filter((file) => file.later && file.kind !== 'font');
  console.log('Loaded once the first page is interactive and the browser idle (tracking):');
  list(later);
  console.log(`  ${kb(sum(later)).padStart(9)}  total`);
}
console.log(`\nFirst page of each brand (budget ${kb(BUDGET_BYTES)}):`);
for (const { brand, total, fonts } of totals)
  console.log(
    `  ${brand.padEnd(20)} ${kb(total).padStart(9)}${fonts > 0 ? `   (+ ${kb(fonts)} of font, not preloaded)` : ''}`,
  );
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
const failing = totals.filter(({ total, files }) => files === 0 || total > BUDGET_BYTES);
if (failing.length > 0) {
  console.error(`Over budget or nothing loaded: ${failing.map(({ brand }) => brand).join(', ')}.`);
  process.exit(1);
}
