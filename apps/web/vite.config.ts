import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BASE_PATH } from './server/base-path.ts';
import { scopedToastVariables } from './server/scoped-toast-variables.ts';

/** React's entry points, each served by its Preact counterpart. */
const PREACT_ENTRIES = [
  ['react/jsx-runtime', 'preact/compat/jsx-runtime'],
  ['react/jsx-dev-runtime', 'preact/compat/jsx-dev-runtime'],
  ['react-dom/client', 'preact/compat/client'],
  ['react-dom/server', 'preact/compat/server'],
  ['react-dom/test-utils', 'preact/test-utils'],
  ['react-dom', 'preact/compat'],
  ['react', 'preact/compat'],
] as const satisfies readonly (readonly [string, string])[];
/**
 * One Preact, this app's: posthog-js brings an older one, which the libraries the tests load from
 * the workspace's root (Testing Library, preact-render-to-string) would find first.
 */
const PREACT_DIR = path.dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const ONE_PREACT = { find: /^preact(?=\/|$)/, replacement: PREACT_DIR };

/**
 * Each React name goes to this app's Preact by its path, as ONE_PREACT takes `preact/...`: an
 * alias is not aliased again, so a bare `preact/compat` was resolved from the library importing
 * React, and those at the workspace's root (react-redux, react-i18next ...) got posthog-js's Preact
 * 10 compat layer beside the app's (two copies, each hooking every render; `npm run budget` fails
 * on a library shipped twice).
 */
const PREACT_ALIASES = PREACT_ENTRIES.map(([name, replacement]) => ({
  find: new RegExp(`^${name}$`),
  replacement: replacement.replace(ONE_PREACT.find, PREACT_DIR),
}));

export default defineConfig(({ isSsrBuild = false }) => ({
  base: `${BASE_PATH}/`,
  plugins: [react(), scopedToastVariables()],
  resolve: {
    alias: [
      // Preact runs the React code: the same components at an eighth of react-dom's size and
      // start-up work (decision 0017). Each name is matched whole.
      ...PREACT_ALIASES,
      ONE_PREACT,
      {
        find: /^use-sync-external-store\/with-selector(\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/lib/use-sync-external-store-with-selector.ts', import.meta.url),
        ),
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  // The prerender's renderer bundles its libraries: left to Node, react-i18next, wouter and
  // react-redux would load React itself, not the Preact the app's own code runs on.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The browser build's manifest tells the prerender (scripts/prerender.ts) which files each
    // brand's first page needs; the SSR build (the prerender's renderer) needs no public files.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // Brand logos and favicons stay files: inlined, every brand's images would ride in the JS.
    // Brand fonts too: the CSP's font-src allows the app's origin, not data: addresses.
    assetsInlineLimit: (file) => (/\.(?:svg|woff2)$/.test(file) ? false : undefined),
    // What every application page needs beyond the entry (the flow's pages, navigation, the lead
    // client, the loan controls) in one chunk: split by which lazy pages share them, it came as
    // eight small files, each paying its own compression overhead on the first page.
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            {
              name: 'application-page',
              test: /\/src\/(app\/application-pages\/flow-pages|features\/(navigation|i18n)\/|features\/loan-information\/(?!amount-dialog|loan-summary|change-amount|.*\.test)|features\/steps\/index|components\/ui\/(button|alert)|flows\/)/,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Component tests type through whole pages; a loaded two-core machine needs the headroom.
    testTimeout: 15_000,
    allowOnly: false,
    // Through Vite, so their imports of React reach Preact, as in the build.
    alias: {
      // Its ES module build: the CommonJS one would load react-dom past the aliases.
      '@testing-library/react': fileURLToPath(
        new URL(
          '../../node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
          import.meta.url,
        ),
      ),
    },
    server: {
      deps: {
        inline: [
          '@testing-library/react',
          'react-redux',
          'react-i18next',
          'react-toastify',
          'react-hook-form',
          'wouter',
        ],
      },
    },
  },
}));
