import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Other ports let a second run (another checkout) go beside a running one.
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4173);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4174);
export const WEB_ORIGIN = `http://127.0.0.1:${WEB_PORT}`;
export const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
/** A partner's page that frames the app (white-label.spec.ts), on a port of its own per run. */
export const PARENT_PORT = WEB_PORT + 2;

const debianChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // A cap, not a measure: a whole application walked with axe on every page took more than a
  // minute on two cores loaded by another job. A test that hangs still ends.
  timeout: 120_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  // e2e/visual.spec.ts compares pages with the pictures committed beside it, one folder per
  // brand, the same on every machine of this image (no platform or project in the name). CI
  // never writes one: a missing picture fails there; `npm run screenshots` takes them anew.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: {
    // A condition waited for, with room for a loaded two-core machine (CI's took 2.5 times as
    // long as a quiet one): a page that never comes still fails, a slow one does not.
    timeout: 10_000,
    toHaveScreenshot: { pathTemplate: '{testDir}/visual-baselines/{arg}{ext}' },
  },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `${WEB_ORIGIN}/application-frontend/`,
    trace: 'retain-on-failure',
    launchOptions: existsSync(debianChromium)
      ? {
          executablePath: debianChromium,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        }
      : {},
  },
  webServer: [
    {
      command: 'node ../../node_modules/.bin/tsx ../sandbox-api/src/main.ts',
      url: `${API_ORIGIN}/health`,
      env: {
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        // The whole suite calls from one address: far above one applicant, still limited.
        RATE_LIMIT_PER_MINUTE: '6000',
        CORS_ORIGINS: WEB_ORIGIN,
        LOG_LEVEL: 'warn',
        // POST /test/leads: e2e/seeded-lead.ts opens a page at a state without clicking there.
        SANDBOX_TEST_ROUTES: '1',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node ../../node_modules/.bin/tsx server/main.ts',
      url: `${WEB_ORIGIN}/application-frontend/`,
      env: {
        PORT: String(WEB_PORT),
        HOST: '127.0.0.1',
        API_BASE_URL: API_ORIGIN,
        // The sandbox's reCAPTCHA stand-in (RECAPTCHA_SCRIPT_PATH), never Google's.
        RECAPTCHA_SCRIPT_URL: `${API_ORIGIN}/recaptcha/api.js`,
        // The test deployment may switch brand with ?brand= and be framed by the test parent.
        ALLOW_BRAND_SWITCH: '1',
        EMBED_ORIGINS: `http://localhost:${PARENT_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
