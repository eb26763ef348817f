import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Other ports let a second run (another checkout) go beside a running one.
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4173);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4174);
export const WEB_ORIGIN = `http://127.0.0.1:${WEB_PORT}`;
export const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
/** A partner's page that frames the app (white-label.spec.ts), on a port of its own per run. */
export const PARENT_PORT = WEB_PORT + 2;

/** The tests handed out first (see `projects`). */
const LONG_WALKS = /the whole form with the keyboard alone/;

const debianChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium 156 preloads its omnibox popup (a WebUI page in a renderer of its own) for every
 * window, and each test's context opens a window: measured opening the first page in 10 fresh
 * contexts, 3.3 CPU seconds a context with it and 2.2 without. Chromium keeps the last
 * `--disable-features` it is given, so Playwright's own list (playwright-core 1.65's chromiumSwitches)
 * is repeated before ours (its msEdge ones aside).
 */
const disabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

export default defineConfig({
  testDir: './e2e',
  forbidOnly: true,
  // Test by test, not file by file, over the workers: a file's tests run one after another in
  // one worker otherwise, and the last long files left two workers idle at the end (CI's run at
  // eed145f: 3,145 worker-seconds of tests in 1,256 s on three workers, 3.5 min over a third).
  // A describe whose tests share state says so (white-label.spec.ts's framed page: serial).
  fullyParallel: true,
  retries: 0,
  // Three on two cores: much of a test is waiting (a retry's backoff, a status poll), and with
  // the trace's screenshots off the cores had idle time left with two. Measured on 32 fault
  // tests: 2.4 min with two workers, 2.1 with three, 2.1 with four.
  workers: 3,
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
    timeout: 15_000,
    toHaveScreenshot: { pathTemplate: '{testDir}/visual-baselines/{arg}{ext}' },
  },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `${WEB_ORIGIN}/application-frontend/`,
    // What each action did, the console and the network, kept when a test fails (with the page's
    // accessibility snapshot at the failure, which Playwright writes beside it). Not the DOM
    // snapshots of each action: recording them was a tenth of the suite's CPU (every-state and
    // visual, 98 tests: 230 s with them, 201 s without). Not a screencast either: it kept
    // Chromium's compositor drawing frames, a third of the suite's CPU (32 fault tests: 3.0 min
    // with it, 2.4 without).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
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
            `--disable-features=${disabledFeatures.join(',')}`,
          ],
        }
      : {},
  },
  // The two v3 keyboard walks are the suite's longest tests (35 pages each, every one analysed by
  // axe and reloaded: 2-5 minutes on CI's loaded machine). A project of their own, listed first,
  // hands them out before any other test, so they do not start last and run on alone while the
  // other workers are done (CI's run at 8dc2f41: the credisol walk was the last test to end).
  projects: [
    { name: 'long walks', grep: LONG_WALKS },
    { name: 'e2e', grepInvert: LONG_WALKS },
  ],
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
