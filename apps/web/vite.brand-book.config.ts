import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BASE_PATH } from './server/base-path.ts';
import { scopedLibraryVariables } from './server/scoped-library-variables.ts';

/**
 * The brand book (src/brand-book, issue 40) as a build of its own, written beside the app's: a
 * second entry in the app's build split the app's chunks differently (the module preload
 * polyfill and Rolldown's runtime became files of their own on every first page, 0.7 KB more).
 * Its files are its own copies; dist/brand-book.html is served only where brand switching is
 * allowed (server/static-server.ts).
 */
export default defineConfig({
  base: `${BASE_PATH}/`,
  plugins: [react(), scopedLibraryVariables()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: false,
    assetsDir: 'assets/brand-book',
    assetsInlineLimit: (file) => (/\.(?:svg|woff2)$/.test(file) ? false : undefined),
    rolldownOptions: { input: `${import.meta.dirname}/brand-book.html` },
  },
});
