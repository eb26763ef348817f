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
