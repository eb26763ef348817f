import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The `.test.ts` files that need a DOM: they fail in Node (no window, document, storage,
 * XMLHttpRequest, ProgressEvent ...), or the code they test reads one while they run, so in Node
 * it would pass by another path (storage in memory, no history). Every other `.test.ts` runs in
 * Node, which starts in a fraction of jsdom's time. A new test file that needs the DOM goes here.
 */
export const DOM_TEST_FILES = [
  'src/features/tracking/product-analytics-withdrawal.test.ts',
  'server/deferred-assets.test.ts',
  'src/app/add-font-faces.test.ts',
  'src/app/attribution-on-the-lead.test.ts',
  'src/app/ad-clicks-and-consent.test.ts',
  'src/app/pixel-ids-on-the-lead.test.ts',
  'src/app/ui-colors-over-brand.test.ts',
  'src/app/google-ads-conversion.test.ts',
  'src/app/tracking-on-lead-links.test.ts',
  'src/app/next-step-hints.test.ts',
  'src/app/select-brand.test.ts',
  'src/features/application/application-persistence.test.ts',
  'src/features/application/application-result.test.ts',
  'src/features/application/persisted-application.test.ts',
  'src/features/application/start-application.test.ts',
  'src/features/application/ui-colors.test.ts',
  'src/features/i18n/translation-loading.test.ts',
  'src/features/initial-details/initial-details-thunks.test.ts',
  'src/features/initial-details/recaptcha-loader.test.ts',
  'src/features/lead/create-in-flight.test.ts',
  'src/features/lead/save-lead.test.ts',
  'src/features/lookups/choice-lists.test.ts',
  'src/features/lead/stage-calls.test.ts',
  'src/features/session/session.test.ts',
  'src/features/tracking/analytics-and-recording.test.ts',
  'src/features/tracking/analytics-ad-clicks.test.ts',
  'src/features/tracking/consent-banner.test.ts',
  'src/features/tracking/consent-banner-vendors.test.ts',
  'src/features/tracking/consent-banner-tasks.test.ts',
  'src/features/tracking/consent-banner-focus.test.ts',
  'src/features/tracking/consent-banner-language.test.ts',
  'src/features/tracking/field-events.test.ts',
  'src/features/tracking/lead-event-ledger.test.ts',
  'src/features/tracking/marketing-vendors.test.ts',
  'src/features/tracking/pages-shown.test.ts',
  'src/features/tracking/tracking-consent.test.ts',
  'src/features/url-intake/selling-tier.test.ts',
  'src/lib/device-info.test.ts',
  'src/lib/kept-drafts.test.ts',
  'src/lib/retrying-import.test.ts',
  'src/lib/storage.property.test.ts',
  'src/lib/storage.test.ts',
  'src/lib/upload-client.test.ts',
];

/** What both web projects share; each builds on the app's own Vite config (plugins, transforms). */
const shared = {
  extends: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
  root: webRoot,
} as const;

const sharedTest = {
  // Worker threads start faster than processes: measured, the web tests ran in two thirds of the
  // time, with every file still in a fresh module graph of its own.
  pool: 'threads',
  restoreMocks: true,
  // Component tests type through whole pages; a loaded two-core machine needs the headroom.
  testTimeout: 15_000,
  allowOnly: false,
} as const;

/**
 * The web app's tests as two projects: components and DOM code in jsdom, everything else in Node.
 * The root config (../../vitest.config.ts) lists them; this file's default export runs them alone.
 */
export const webProjects: TestProjectInlineConfiguration[] = [
  {
    ...shared,
    test: {
      ...sharedTest,
      name: 'web-dom',
      environment: 'jsdom',
      include: ['src/**/*.test.tsx', ...DOM_TEST_FILES],
      setupFiles: ['./src/test/setup.ts', './src/test/setup-dom.ts'],
    },
  },
  {
    ...shared,
    test: {
      ...sharedTest,
      name: 'web-node',
      environment: 'node',
      include: ['src/**/*.test.ts', 'server/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...DOM_TEST_FILES],
      setupFiles: ['./src/test/setup.ts'],
    },
  },
];

export default defineConfig({ test: { allowOnly: false, projects: webProjects } });
