// Takes every brand's pictures anew, with one command, after a change of look that is meant:
//   - the visual regression baselines, apps/web/e2e/visual-baselines/<brand>/<width>-<page>.png,
//     which `npm test` compares every page with (apps/web/e2e/visual.spec.ts);
//   - the README's gallery: docs/screenshots/brands/<brand>-375.png and <brand>-1280.png (each
//     brand's first page on a phone and a laptop) and docs/screenshots/first-page.png;
//   - the README's gallery table, between its brand-gallery markers.
// It runs that spec with --update-snapshots (a baseline is rewritten only when its page changed
// beyond the spec's tolerance, so a second run changes nothing), on ports of its own, and
// deletes the pictures of brands and pages that no longer exist.
// `npm run screenshots -- --brand <id>` takes that brand's pictures alone (a new brand's, or one
// whose look changed), and prunes only its own.
// Usage: npm run screenshots [-- --brand <id>]   (builds first; SCREENSHOTS_WEB_PORT / SCREENSHOTS_API_PORT,
// 4573 / 4574 by default, let it run beside an end-to-end run on 4173 / 4174)
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps', 'web');
const baselines = path.join(web, 'e2e', 'visual-baselines');
const screenshots = path.join(root, 'docs', 'screenshots');
const gallery = path.join(screenshots, 'brands');
const webPort = process.env.SCREENSHOTS_WEB_PORT ?? '4573';
const apiPort = process.env.SCREENSHOTS_API_PORT ?? '4574';
/** The widths the spec photographs the first page at, as the gallery shows them. */
const widths = [375, 1280];

// One folder per brand (house style), so the folder names are the brand ids.
const allBrands = readdirSync(path.join(web, 'src', 'brands'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const brandFlag = process.argv.indexOf('--brand');
const only = brandFlag < 0 ? undefined : process.argv[brandFlag + 1];
if (brandFlag >= 0 && (only === undefined || !allBrands.includes(only))) {
  console.error(`--brand: expected one of ${allBrands.join(', ')}, got ${only ?? 'nothing'}`);
  process.exit(1);
}
/** The brands whose pictures are taken (and pruned): one with --brand, else all. */
const brands = only === undefined ? allBrands : [only];
/** A picture of a brand taken this run: `<brand>/<file>` or `<brand>-<width>.png`. */
const ofTaken = (file) =>
  brands.some((brand) => file.startsWith(`${brand}/`) || file.startsWith(`${brand}-`));

/** The pictures in a folder, by their path relative to it. */
const picturesIn = (folder) =>
  existsSync(folder)
    ? readdirSync(folder, { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.png'))
    : [];

function fail(message) {
  console.error(message);
  process.exit(1);
}

// 1. The spec, with --update-snapshots: the baselines, and the gallery's pictures beside them.
const log = path.join(mkdtempSync(path.join(tmpdir(), 'visual-')), 'baselines.txt');
writeFileSync(log, '');
mkdirSync(gallery, { recursive: true });
const startedAt = Date.now();
const run = spawnSync(
  path.join(root, 'node_modules', '.bin', 'playwright'),
  ['test', 'e2e/visual.spec.ts', '--update-snapshots=changed'],
  {
    cwd: web,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_WEB_PORT: webPort,
      E2E_API_PORT: apiPort,
      VISUAL_GALLERY_DIR: screenshots,
      VISUAL_BASELINES_LOG: log,
      ...(only === undefined ? {} : { VISUAL_BRAND: only }),
    },
  },
);
if (run.status !== 0) {
  fail(`The visual spec failed (exit ${run.status ?? run.signal}): nothing was pruned.`);
}

// 2. What no test takes any more: baselines it did not name, gallery pictures it did not write.
const named = new Set(readFileSync(log, 'utf8').split('\n').filter(Boolean));
if (named.size === 0) fail('The visual spec named no baseline: nothing was pruned.');
for (const file of picturesIn(baselines)) {
  const name = file.split(path.sep).join('/');
  if (named.has(name) || (only !== undefined && !ofTaken(name))) continue;
  rmSync(path.join(baselines, file));
  console.log(`  deleted ${path.relative(root, path.join(baselines, file))}`);
}
for (const entry of readdirSync(baselines, { withFileTypes: true })) {
  const folder = path.join(baselines, entry.name);
  if (entry.isDirectory() && readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
}
for (const file of picturesIn(gallery)) {
  if (statSync(path.join(gallery, file)).mtimeMs >= startedAt) continue;
  if (only !== undefined && !ofTaken(file)) continue;
  rmSync(path.join(gallery, file));
  console.log(`  deleted ${path.relative(root, path.join(gallery, file))}`);
}
const missing = brands
  .flatMap((brand) => widths.map((width) => `${brand}-${width}.png`))
  .filter((file) => !existsSync(path.join(gallery, file)));
if (missing.length > 0) fail(`The spec did not write ${missing.join(', ')}`);

// 3. The README's tables (the gallery's rows among them), from the brand folders.
const tables = spawnSync(
  path.join(root, 'node_modules', '.bin', 'tsx'),
  [path.join(root, 'scripts', 'brand-tables.mjs')],
  { cwd: root, stdio: 'inherit' },
);
if (tables.status !== 0) fail('The README tables were not written.');
console.log(
  `\nBaselines: ${path.relative(root, baselines)}/ (${named.size}${only ? `, ${only} only` : ''}); gallery: ` +
    `${path.relative(root, gallery)}/.`,
);
