// Measures the first page with Lighthouse (mobile, simulated throttling) against the built app.
// Usage: npm run lighthouse  (builds, starts the servers on spare ports, prints the figures)
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const [webPort, apiPort] = ['4273', '4274'];
const servers = [
  spawn(tsx, [path.join(root, 'apps/sandbox-api/src/main.ts')], {
    env: { ...process.env, PORT: apiPort, DATA_DIR: 'memory://', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  }),
  spawn(tsx, [path.join(root, 'apps/web/server/main.ts')], {
    env: { ...process.env, PORT: webPort, API_BASE_URL: `http://127.0.0.1:${apiPort}` },
    stdio: 'ignore',
  }),
];
const url = `http://127.0.0.1:${webPort}/application-frontend/`;
try {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'lh-')), 'report.json');
  execFileSync(
    'npx',
    [
      '-y',
      'lighthouse@13.5.0',
      url,
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices',
      '--form-factor=mobile',
      '--quiet',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: existsSync(chrome) ? chrome : undefined },
    },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const score = (id) => Math.round(report.categories[id].score * 100);
  const audit = (id) => report.audits[id].displayValue;
  console.log(`Lighthouse ${report.lighthouseVersion}, mobile, ${url}`);
  console.log(
    `  performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}`,
  );
  console.log(
    `  LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}, FCP ${audit('first-contentful-paint')}`,
  );
} finally {
  for (const server of servers) server.kill('SIGTERM');
}
