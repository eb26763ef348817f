// Renders every brand's first page to HTML after the build (issue 13): `vite build` gives the
// browser's files and their manifest, `vite build --ssr` the renderer; this writes, per brand,
// dist/prerendered/<brand>.json: the page's markup, the document's brand data, and the files the
// page needs at once (its theme as a stylesheet, the page chunk and its styles), which the static
// server puts in the HTML so the browser fetches them with it, not after the main script.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as z from 'zod/mini';
import { BASE_PATH } from '../server/base-path';
import { NEXT_STEP_FILES_PATH } from '../server/next-step-files';
import { type PrerenderedPage } from '../server/prerendered-page';
import type { FirstPageRenderer } from '../src/prerender/first-page';
import { firstPageProblems } from '../src/prerender/first-page-problems';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../dist');
const renderer = path.resolve(here, '../dist-ssr/render-first-page.js');

const ManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    name: z.optional(z.string()),
    imports: z.optional(z.array(z.string())),
    css: z.optional(z.array(z.string())),
  }),
);
const manifest = ManifestSchema.parse(
  JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')),
);

/**
 * A source module's entry in the manifest: its own, or the chunk named after it where the build
 * put it in a chunk of its own without an entry (a module imported lazily by a grouped chunk).
 */
function manifestEntryOf(module: string) {
  if (manifest[module]) return manifest[module];
  const name = path.basename(module).replace(/\.[^.]+$/, '');
  const named = Object.entries(manifest).filter(
    ([key, entry]) => key.startsWith('_') && entry.name === name,
  );
  // Two chunks of one name (`lazy`) cannot tell which is the module's: the build must say.
  if (named.length > 1) throw new Error(`The build has ${named.length} chunks named ${name}`);
  return named[0]?.[1];
}

/** A module's chunk and every chunk it imports statically, and all their styles. */
function filesOf(module: string, scripts = new Set<string>(), styles = new Set<string>()) {
  const entry = manifestEntryOf(module);
  if (!entry) throw new Error(`The build has no module ${module}`);
  if (!scripts.has(entry.file)) {
    if (entry.file.endsWith('.css')) styles.add(entry.file);
    else scripts.add(entry.file);
    for (const css of entry.css ?? []) styles.add(css);
    for (const imported of entry.imports ?? []) filesOf(imported, scripts, styles);
  }
  return { scripts, styles };
}

/** The main entry's own files are in index.html already. */
const entry = filesOf('index.html');

/** What the steps after the first load (server/next-step-files.ts), hinted once a page is idle. */
const nextStepFiles = z
  .array(z.string())
  .parse(JSON.parse(readFileSync(path.join(dist, NEXT_STEP_FILES_PATH), 'utf8')));

/** The brand's theme tokens as a stylesheet (an inline style would need 'unsafe-inline'). */
function writeThemeStylesheet(brandId: string, css: string): string {
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  const file = `assets/theme-${brandId}-${hash}.css`;
  writeFileSync(path.join(dist, file), css);
  return file;
}

/** React puts the page's image preloads first: they belong in the head. */
function splitLeadingLinks(html: string): { links: string; root: string } {
  const match = /^(?:<link [^>]*\/?>)+/.exec(html);
  const links = match?.[0] ?? '';
  return { links, root: html.slice(links.length) };
}

const { Brands, renderFirstPage } = (await import(
  pathToFileURL(renderer).href
)) as FirstPageRenderer;
mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
const readTexts = (file: string) =>
  z.record(z.string(), z.unknown()).parse(JSON.parse(readFileSync(path.join(dist, file), 'utf8')));
const brokenPages: string[] = [];
for (const { id } of Brands) {
  const { html, loadFailed, noScript, document, modules, brand, numberPatterns } =
    await renderFirstPage(id, readTexts);
  const { links, root } = splitLeadingLinks(html);
  // The same page inside a partner's frame: no header or footer (spec section 2), which the
  // server sends to a frame's request so that React takes it over there too.
  const framed = splitLeadingLinks((await renderFirstPage(id, readTexts, { embedded: true })).html);
  for (const [variant, markup] of [
    ['', root],
    [' (framed)', framed.root],
  ] as const) {
    const problems = firstPageProblems(markup);
    if (problems.length > 0) brokenPages.push(`${id}${variant}: ${problems.join('; ')}`);
  }
  const scripts = new Set<string>();
  const styles = new Set<string>([writeThemeStylesheet(id, document.themeStylesheet)]);
  for (const module of modules) filesOf(module, scripts, styles);
  const url = (file: string) => `${BASE_PATH}/${file}`;
  // A preloaded font is fetched with the HTML, in CORS mode as fonts are (crossorigin).
  const fontLinks = document.fontPreloads
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  const page: PrerenderedPage = {
    brand: id,
    document: {
      lang: document.lang,
      title: document.title,
      description: document.description,
      keywords: document.keywords,
      themeColor: document.themeColor,
      favicon: document.favicon,
    },
    head: `${links}${fontLinks}`,
    stylesheets: [...styles].map(url),
    modulePreloads: [...scripts].filter((file) => !entry.scripts.has(file)).map(url),
    // Those the page has loaded already are not hinted again.
    nextSteps: nextStepFiles
      .filter((file) => !entry.scripts.has(file) && !scripts.has(file) && !styles.has(file))
      .map(url),
    root,
    framed: { head: `${framed.links}${fontLinks}`, root: framed.root },
    loadFailed,
    noScript,
    brandConfig: brand,
    numberPatterns,
  };
  writeFileSync(path.join(dist, 'prerendered', `${id}.json`), JSON.stringify(page));
  console.log(`prerendered ${id}: ${(root.length / 1024).toFixed(1)} KB of HTML`);
}
// Every brand is rendered first, so one failed build names every broken page.
if (brokenPages.length > 0) {
  console.error(`The prerendered first page is not whole:\n${brokenPages.join('\n')}`);
  process.exit(1);
}
