// Takes every brand's pictures anew, with one command, after a change of look that is meant:
//   - the visual regression baselines, apps/web/e2e/visual-baselines/<brand>/<width>-<page>.png,
//     which `npm test` compares every page with (apps/web/e2e/visual.spec.ts);
//   - the README's gallery: docs/screenshots/brands/<brand>-375.png and <brand>-1280.png (each
//     brand's first page on a phone and a laptop) and docs/screenshots/first-page.png;
//   - the README's gallery table, between its brand-gallery markers.
// It runs that spec with --update-snapshots (a baseline is rewritten only when its page changed
// beyond the spec's tolerance, so a second run changes nothing), on ports of its own, and
// deletes the pictures of brands and pages that no longer exist.
// Usage: npm run screenshots   (builds first; SCREENSHOTS_WEB_PORT / SCREENSHOTS_API_PORT,
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
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps', 'web');
const baselines = path.join(web, 'e2e', 'visual-baselines');
const screenshots = path.join(root, 'docs', 'screenshots');
const gallery = path.join(screenshots, 'brands');
const readme = path.join(root, 'README.md');
const webPort = process.env.SCREENSHOTS_WEB_PORT ?? '4573';
const apiPort = process.env.SCREENSHOTS_API_PORT ?? '4574';
/** The widths the spec photographs the first page at, as the gallery shows them. */
const widths = [375, 1280];
const START = '<!-- brand-gallery:start: written by `npm run screenshots` -->';
const END = '<!-- brand-gallery:end -->';

// One folder per brand (house style), so the folder names are the brand ids.
const brands = readdirSync(path.join(web, 'src', 'brands'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

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
  if (named.has(file.split(path.sep).join('/'))) continue;
  rmSync(path.join(baselines, file));
  console.log(`  deleted ${path.relative(root, path.join(baselines, file))}`);
}
for (const entry of readdirSync(baselines, { withFileTypes: true })) {
  const folder = path.join(baselines, entry.name);
  if (entry.isDirectory() && readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
}
for (const file of picturesIn(gallery)) {
  if (statSync(path.join(gallery, file)).mtimeMs >= startedAt) continue;
  rmSync(path.join(gallery, file));
  console.log(`  deleted ${path.relative(root, path.join(gallery, file))}`);
}
const missing = brands
  .flatMap((brand) => widths.map((width) => `${brand}-${width}.png`))
  .filter((file) => !existsSync(path.join(gallery, file)));
if (missing.length > 0) fail(`The spec did not write ${missing.join(', ')}`);

// 3. The README's gallery: one row a brand, its first page on a phone beside a laptop; the two
// pictures are shown the same height (the spec's viewports are 375 × 812 and 1280 × 800).
const picture = (brand, width, shownWidth) =>
  `<img src="docs/screenshots/brands/${brand}-${width}.png" alt="${brand}: the first page at ${width} px" width="${shownWidth}">`;
const table = [
  '| brand | 375 px | 1280 px |',
  '| --- | --- | --- |',
  ...brands.map(
    (brand) => `| \`${brand}\` | ${picture(brand, 375, 148)} | ${picture(brand, 1280, 512)} |`,
  ),
].join('\n');
const text = readFileSync(readme, 'utf8');
const [before, rest] = text.split(START);
const after = rest?.split(END)[1];
if (before === undefined || after === undefined) {
  fail(`README.md lacks the gallery's markers:\n${START}\n${END}`);
}
const updated = await prettier.format(`${before}${START}\n\n${table}\n\n${END}${after}`, {
  ...(await prettier.resolveConfig(readme)),
  filepath: readme,
});
if (updated !== text) writeFileSync(readme, updated);
console.log(
  `\nBaselines: ${path.relative(root, baselines)}/ (${named.size}); gallery: ` +
    `${path.relative(root, gallery)}/; README.md ${updated === text ? 'unchanged' : 'updated'}.`,
);
