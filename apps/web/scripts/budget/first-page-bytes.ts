// What a first page needs, counted from a Vite build's manifest (issue 35): the entry's chunk,
// every chunk it imports statically and all their styles, plus the files a prerendered page adds
// to its HTML (scripts/prerender.ts: the brand's theme, the page chunk and its styles), each
// gzipped with zlib at level 9. The same build always gives the same figure: no browser, no
// timing. Used by `npm run budget` (the product) and `npm run bench` (the product and the peer).
import { gzipSync } from 'node:zlib';
import * as z from 'zod/mini';

export const BuildManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    imports: z.optional(z.array(z.string())),
    css: z.optional(z.array(z.string())),
  }),
);
export type BuildManifest = z.infer<typeof BuildManifestSchema>;

/** The manifest key of a Vite app's HTML entry. */
export const HTML_ENTRY = 'index.html';

/**
 * The JS and CSS files (relative to the build's folder) a first page needs: `entry`'s chunk, its
 * static imports' chunks, their styles, and `extraFiles`; each once, in a stable order. Fonts,
 * images and data are not counted.
 */
export function firstPageFiles(
  manifest: BuildManifest,
  extraFiles: readonly string[] = [],
  entry = HTML_ENTRY,
): string[] {
  const files = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no module ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  for (const file of extraFiles) files.add(file);
  return [...files].filter((file) => /\.(?:m?js|css)$/.test(file)).sort();
}

/** A file's size as zlib's gzip at level 9 writes it: the same bytes give the same figure. */
export const gzipBytes = (content: Uint8Array) => gzipSync(content, { level: 9 }).length;

export interface CountedFile {
  file: string;
  kind: 'script' | 'stylesheet';
  gzip: number;
}

/** Each file's gzip bytes, largest first, and their sum. `read` gives a file's content. */
export function countFiles(
  files: readonly string[],
  read: (file: string) => Uint8Array,
): { files: CountedFile[]; total: number } {
  const counted = files
    .map((file): CountedFile => ({
      file,
      kind: file.endsWith('.css') ? 'stylesheet' : 'script',
      gzip: gzipBytes(read(file)),
    }))
    .sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));
  return { files: counted, total: counted.reduce((sum, file) => sum + file.gzip, 0) };
}

/** An address the server writes (`/application-frontend/assets/x.js`) as a build file. */
export const buildFileOf = (address: string, basePath: string) =>
  address.startsWith(`${basePath}/`) ? address.slice(basePath.length + 1) : address;
