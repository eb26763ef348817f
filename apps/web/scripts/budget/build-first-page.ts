// A built app's first page in gzip bytes, read from its folder: the product's per brand (its
// manifest and the brand's prerendered page), or any Vite app's (the peer's) from its manifest.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BASE_PATH } from '../../server/base-path';
import { readPrerenderedPages } from '../../server/prerendered-page';
import {
  BuildManifestSchema,
  buildFileOf,
  countFiles,
  firstPageFiles,
  type BuildManifest,
} from './first-page-bytes';

/** The manifest `vite build` writes with `build.manifest` (or `--manifest`). */
export function readBuildManifest(distDir: string): BuildManifest {
  return BuildManifestSchema.parse(
    JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')),
  );
}

const reader = (distDir: string) => (file: string) => readFileSync(path.join(distDir, file));

/** A Vite app's first page: its HTML entry and what that imports statically. */
export function viteAppFirstPage(distDir: string) {
  const files = firstPageFiles(readBuildManifest(distDir));
  return countFiles(files, reader(distDir));
}

/**
 * Every brand's first page in the product's build: the entry's files (in index.html) and the
 * stylesheets and module preloads the prerender put in that brand's HTML.
 */
export function productFirstPages(distDir: string) {
  const manifest = readBuildManifest(distDir);
  const pages = readPrerenderedPages(distDir);
  if (pages.size === 0) throw new Error(`${distDir} has no prerendered pages: run the build`);
  return new Map(
    [...pages].map(([brand, page]) => {
      const extra = [...page.stylesheets, ...page.modulePreloads].map((address) =>
        buildFileOf(address, BASE_PATH),
      );
      return [brand, countFiles(firstPageFiles(manifest, extra), reader(distDir))] as const;
    }),
  );
}
