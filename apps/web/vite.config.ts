import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BASE_PATH } from './server/base-path.ts';

export default defineConfig({
  base: `${BASE_PATH}/`,
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: true,
    // Brand logos and favicons stay files: inlined, every brand's images would ride in the JS.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
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
  },
});
