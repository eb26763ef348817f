// Starts the sandbox lead API (embedded database) and the built front end, then prints the URL.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keepServersTogether } from './servers-together.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
// Every brand and flow is checked before anything starts (issue 40): a configuration mistake is a
// list of one-line problems here, not a stack trace or an English page later. `npm start` has just
// run it as the build's first step; run directly, this script runs it itself.
if (process.env.npm_lifecycle_event !== 'start') {
  const check = spawnSync(tsx, [path.join(root, 'apps/web/scripts/brand-check/brand-check.ts')], {
    stdio: 'inherit',
  });
  if (check.status !== 0) process.exit(check.status ?? 1);
}

const host = process.env.HOST ?? '127.0.0.1';
const webPort = process.env.WEB_PORT ?? '8080';
const apiPort = process.env.API_PORT ?? '8081';
const apiBaseUrl = process.env.API_BASE_URL ?? `http://${host}:${apiPort}`;
// The sandbox's reCAPTCHA stand-in (RECAPTCHA_SCRIPT_PATH of packages/contract), not Google's.
const recaptchaScriptUrl = process.env.RECAPTCHA_SCRIPT_URL ?? `${apiBaseUrl}/recaptcha/api.js`;
const webOrigins = [`http://${host}:${webPort}`, `http://localhost:${webPort}`].join(',');

const [api, web] = [
  spawn(tsx, [path.join(root, 'apps/sandbox-api/src/main.ts')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      HOST: host,
      PORT: apiPort,
      CORS_ORIGINS: process.env.CORS_ORIGINS ?? webOrigins,
      // A returning link "sent" to the applicant shows in this console (decision 0033).
      SANDBOX_PRINT_LINKS: process.env.SANDBOX_PRINT_LINKS ?? '1',
    },
  }),
  spawn(tsx, [path.join(root, 'apps/web/server/main.ts')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      HOST: host,
      PORT: webPort,
      API_BASE_URL: apiBaseUrl,
      RECAPTCHA_SCRIPT_URL: recaptchaScriptUrl,
    },
  }),
];

/**
 * How long each server may take to answer: on a busy 2-core machine the sandbox took 49 s to start
 * (walker w14), so 3 minutes unless START_WAIT_SECONDS says otherwise.
 */
const waitSeconds =
  Number(process.env.START_WAIT_SECONDS) > 0 ? Number(process.env.START_WAIT_SECONDS) : 180;

async function waitFor(url) {
  for (let attempt = 0; attempt < waitSeconds * 4; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${url} did not answer within ${waitSeconds} s (a busy machine may need longer: START_WAIT_SECONDS)`,
  );
}

const { stop } = keepServersTogether([
  { name: 'sandbox lead API', child: api },
  { name: 'front end', child: web },
]);
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

try {
  await Promise.all([
    waitFor(`${apiBaseUrl}/health`),
    waitFor(`http://${host}:${webPort}/application-frontend/`),
  ]);
  console.log(
    `\nThe loan application is running. Open http://${host}:${webPort}/application-frontend/\n`,
  );
} catch (error) {
  console.error(String(error));
  stop(1);
}
