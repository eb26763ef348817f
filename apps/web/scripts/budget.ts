// Loads the built first page in Chromium and sums the gzip size of every JS and CSS file it
// fetches before any interaction. Prints a table; fails when the total passes the budget.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { BASE_PATH } from '../server/base-path';
import { buildStaticServer } from '../server/static-server';

const BUDGET_BYTES = Number(process.env.BUDGET_KB ?? 130) * 1024;
const here = path.dirname(fileURLToPath(import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const server = await buildStaticServer({
  distDir: path.resolve(here, '../dist'),
  apiBaseUrl: 'http://127.0.0.1:9',
  brand: process.env.BRAND ?? 'default-es',
  embedOrigins: [],
});
const address = await server.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch(
  existsSync(chromiumPath)
    ? { executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu'] }
    : {},
);
const files: { url: string; kind: string; raw: number; gzip: number; later?: boolean }[] = [];
try {
  const page = await browser.newPage();
  page.on('response', async (response) => {
    const kind = response.request().resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    const body = await response.body();
    files.push({
      url: response.url(),
      kind,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  });
  await page.goto(`${address}${BASE_PATH}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  // Tracking starts once the first page is interactive and the browser idle (main.tsx): its
  // entry chunk and all that loads from then on are listed apart, not as the first page's.
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => entry.name.includes('/start-tracking-')),
  );
  await page.waitForLoadState('networkidle');
  const afterInteractive = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource');
    const start =
      resources.find((entry) => entry.name.includes('/start-tracking-'))?.startTime ?? Infinity;
    return resources.filter((entry) => entry.startTime >= start).map((entry) => entry.name);
  });
  for (const file of files) file.later = afterInteractive.includes(file.url);
} finally {
  await browser.close();
  await server.close();
}

const firstPage = files.filter((file) => !file.later);
const later = files.filter((file) => file.later);
const total = firstPage.reduce((sum, file) => sum + file.gzip, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const list = (shown: typeof files) => {
  for (const file of shown.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${kb(file.gzip).padStart(9)}  ${file.kind.padEnd(10)} ${new URL(file.url).pathname}`,
    );
  }
};
console.log('First page, JS and CSS loaded before any interaction (gzip -9):');
list(firstPage);
console.log(`  ${kb(total).padStart(9)}  total (budget ${kb(BUDGET_BYTES)})`);
console.log('Loaded once the first page is interactive and the browser idle (tracking):');
list(later);
console.log(`  ${kb(later.reduce((sum, file) => sum + file.gzip, 0)).padStart(9)}  total`);
if (firstPage.length === 0 || total > BUDGET_BYTES) {
  console.error(firstPage.length === 0 ? 'No JS or CSS was loaded.' : 'Over budget.');
  process.exit(1);
}
