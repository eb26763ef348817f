import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

/**
 * `npm run bench`'s step timings (bench/*.bench.ts), against the same built app and sandbox as
 * the e2e tests: one worker, so no two walks share the CPU they are timed on.
 */
export default defineConfig({
  ...e2e,
  testDir: './bench',
  testMatch: /\.bench\.ts$/,
  workers: 1,
  timeout: 600_000,
  use: { ...e2e.use, trace: 'off' },
});
