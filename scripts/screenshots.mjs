// Refreshes the README's pictures: docs/screenshots/first-page.png and one per brand in
// docs/screenshots/brands/. Builds the front end, starts the sandbox (in memory) and the static
// server with brand switching on spare ports, and photographs each brand's first page in Chromium.
// Usage: npm run screenshots   (the end-to-end tests never write into docs/)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const [webPort, apiPort] = ['4373', '4374'];
const webOrigin = `http://127.0.0.1:${webPort}`;
const baseUrl = `${webOrigin}/application-frontend/`;
const out = path.join(root, 'docs', 'screenshots');

// One folder per brand (house style), so the folder names are the brand ids.
const brands = readdirSync(path.join(root, 'apps/web/src/brands'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const servers = [
  spawn(tsx, [path.join(root, 'apps/sandbox-api/src/main.ts')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: apiPort,
      DATA_DIR: 'memory://',
      CORS_ORIGINS: webOrigin,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  }),
  spawn(tsx, [path.join(root, 'apps/web/server/main.ts')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: webPort,
      API_BASE_URL: `http://127.0.0.1:${apiPort}`,
      ALLOW_BRAND_SWITCH: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
];

async function waitFor(url) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

let browser;
try {
  await Promise.all([waitFor(`http://127.0.0.1:${apiPort}/health`), waitFor(baseUrl)]);
  browser = await chromium.launch(
    existsSync(chromiumPath)
      ? { executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu'] }
      : {},
  );
  // The same window as the end-to-end tests (Playwright's Desktop Chrome).
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const shoot = async (url, file, fullPage) => {
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: file, fullPage });
    console.log(`  ${path.relative(root, file)}`);
  };
  mkdirSync(path.join(out, 'brands'), { recursive: true });
  await shoot(baseUrl, path.join(out, 'first-page.png'), true);
  for (const brand of brands) {
    await shoot(`${baseUrl}?brand=${brand}`, path.join(out, 'brands', `${brand}.png`), false);
  }
} catch (error) {
  console.error(String(error));
  process.exitCode = 1;
} finally {
  await browser?.close();
  for (const server of servers) server.kill('SIGTERM');
}
