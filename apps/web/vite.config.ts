import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BASE_PATH } from './server/base-path.ts';
import { compileHintFor } from './server/compile-hints.ts';
import { nextStepFiles } from './server/next-step-files.ts';
import { scopedLibraryVariables } from './server/scoped-library-variables.ts';
import { terserPass } from './server/terser-pass.ts';

export default defineConfig(({ isSsrBuild = false }) => ({
  base: `${BASE_PATH}/`,
  plugins: [
    react(),
    scopedLibraryVariables(),
    nextStepFiles(import.meta.dirname),
    // The browser's scripts compressed once more (server/terser-pass.ts); the prerender's are not.
    ...(isSsrBuild ? [] : [terserPass()]),
  ],
  // The prerender's renderer bundles its libraries, styles imported by them included, so it runs
  // in plain Node from dist-ssr with nothing resolved at run time.
  ssr: { noExternal: true },
  resolve: {
    // React 19 has the hook wouter asks the polyfill for (src/lib/use-sync-external-store-shim.ts).
    alias: [
      {
        find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
        replacement: `${import.meta.dirname}/src/lib/use-sync-external-store-shim.ts`,
      },
    ],
  },
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
    // The footer's "Cookie settings" loads the consent's code when clicked, after the first page:
    // no preload list for it, so the first page names no file for it but the one it imports
    // (decision record 0037, addendum).
    modulePreload: {
      resolveDependencies: (file, deps) => (/lazy-consent-settings-/.test(file) ? [] : deps),
    },
    // What every application page needs beyond the entry (the flow's pages, navigation, the lead
    // client, the loan controls) in one chunk: split by which lazy pages share them, it came as
    // eight small files, each paying its own compression overhead on the first page.
    rolldownOptions: {
      output: {
        // V8 compiles React's functions as the file streams in, off the main thread
        // (server/compile-hints.ts). Written after minification, which would drop the comment.
        // Rolldown's type asks for a string, but it writes a line break after any string, an
        // empty one too; given nothing, it leaves the chunk as it is.
        postBanner: (chunk) => compileHintFor(chunk) as string,
        advancedChunks: {
          groups: [
            // React on its own, and Vite's preload helper with it (the entry's dynamic imports use
            // it): the entry has React evaluated in a task before the app's (src/main.tsx).
            {
              name: 'react',
              test: /\/node_modules\/(react|react-dom|scheduler)\/|vite\/preload-helper|\/server\/deferred-assets|\/src\/app\/early-actions-hold/,
              priority: 3,
            },
            // The schema library and the contract modules the first page makes schemas in on
            // import: the entry evaluates them in a task of their own, between React's and the
            // app's (src/main.tsx, decision 0034).
            {
              name: 'first-page-schemas',
              test: /\/node_modules\/zod\/|\/packages\/contract\/src\/(application-state|api-error|storable-text|lead-data|lead-paths|lead-api|locale-tags)\.ts$|\/src\/app\/first-page-schemas\.ts$/,
              priority: 2,
            },
            // Every step page's fields and the form library, one file: shared by the pages in
            // different sets, they came as nine small files, each with its compression overhead
            // on a v3 brand's first page.
            {
              name: 'form-fields',
              test: /\/node_modules\/react-hook-form\/|\/src\/(components\/ui\/(described-by|field-messages|error-summary|fieldset-shell|retry-alert|text-field|radios-field|field-shell))\.tsx?$/,
              priority: 1,
            },
            // The contract's and the messages' modules that the tracking's start and the next
            // steps' hints share with the step form: in the form's file, they made the idle first
            // page run the whole form and its form library (55-70 ms tasks at 4x CPU, decision
            // 0034, addendum of 2026-11-30, afternoon).
            {
              name: 'form-shared',
              test: /\/packages\/contract\/src\/(lookups|policies|normalize-digits)\.ts$|\/src\/features\/validation\/(index|answer-text|validation-message|server-field-message)\.ts$/,
              priority: 2,
            },
            // The step form with every module it imports that no group above takes, one file: a v3
            // brand's first page loaded them as eleven small files (the flow's, the initial
            // details', the lookups', the policies'...), shared by later pages in different sets,
            // each with its compression overhead (decision 0034, addendum of 2026-11-30, morning).
            // The field rules' loaders stay out of it: the tracking's start and the next steps'
            // hints import them while a classic brand's first page is idle, and with them they
            // would run the whole form's file there.
            {
              name: 'field-rule-loading',
              test: /\/src\/features\/validation\/(load-field-rules|phone-modules)\.ts$/,
              priority: 2,
            },
            {
              name: 'step-form',
              test: /\/src\/features\/steps\/step-form\.tsx$/,
              priority: 1,
            },
            {
              name: 'application-page',
              priority: 2,
              // (With the small modules the app's start shares with later pages: each its own file
              // cost the first page its compression overhead, 3 KB in all.)
              test: /\/server\/base-path|\/src\/(start|app\/runtime-config|lib\/(when-idle|lazy-api-client|after-first-page-mark|frame)|features\/notifications\/(connection-notice|toast-requests|toast-host|use-connection-toasts)|features\/tracking\/pages-shown|components\/ui\/loader|config\/font-catalogue)\.tsx?$|\/src\/(app\/application-pages\/flow-pages|features\/(navigation\/(?!no-application|lazy-)|i18n\/)|features\/loan-information\/(?!amount-dialog|loan-summary|change-amount|use-save-loan|loan-information-step|loan-controls|index|.*\.test)|features\/steps\/index|components\/ui\/(button|alert|page-heading|sending-note|use-document-title|use-focus-when|hydrate-in-turn)|features\/lead\/lazy-client|flows\/)/,
            },
            // The loan page and its sliders, one file with the classic page's own code: the classic
            // first page is that page; a v3 brand's first page (the contact details) does not carry
            // them (1.2 KB at gzip), and a configured flow's loan page, or the amount dialog, loads
            // them when needed. Named apart from the classic page's own file, which imports it.
            {
              name: 'loan-page',
              test: /\/src\/(app\/application-pages\/classic-application-page|features\/loan-information\/(index|loan-information-step|loan-controls)|components\/ui\/range-field)\.tsx?$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
