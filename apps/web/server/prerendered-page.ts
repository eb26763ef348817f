import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { BrandConfigSchema } from '../src/config/brand-config-schema';
import { formatSchemaIssues } from '../src/lib/format-schema-issues';
import { NEXT_STEPS_ELEMENT_ID } from '../src/app/next-step-hints';
import { NUMBER_PATTERNS_ELEMENT_ID } from '../src/app/number-patterns-block';
import { NumberPatternSchema } from '../src/config/number-pattern';
import { RUNTIME_CONFIG_ELEMENT_ID } from '../src/app/runtime-config';
import {
  DEFERRED_ASSETS_ELEMENT_ID,
  DEFERRED_ASSETS_LOADER,
  DEFERRED_ASSETS_LOADER_ID,
  type DeferredAssets,
} from './deferred-assets';

/**
 * A brand's first page as the build rendered it (scripts/prerender.ts): its markup, what the
 * document says of the brand, and the files the page needs at once.
 */
export const PrerenderedPageSchema = z.object({
  brand: z.string(),
  document: z.object({
    lang: z.string(),
    title: z.string(),
    description: z.string(),
    keywords: z.string(),
    themeColor: z.string(),
    favicon: z.string(),
  }),
  /** Tags React hoisted out of the page (its image preloads). */
  head: z.string(),
  stylesheets: z.array(z.string()),
  modulePreloads: z.array(z.string()),
  /**
   * The files the steps after the first load (server/next-step-files.ts), less what the page
   * loads itself: the page hints them to the browser once idle (src/app/prefetch-next-steps.ts).
   */
  nextSteps: z.array(z.string()),
  root: z.string(),
  /**
   * The same first page inside a frame (no header or footer), with its own hoisted tags: sent to
   * a frame's request, so that React takes it over there as it does outside one.
   */
  framed: z.optional(z.object({ head: z.string(), root: z.string() })),
  /**
   * The notice the page shows if its code cannot load, hidden after the page until the loader
   * shows it (server/deferred-assets.ts, src/prerender/load-failed-notice.tsx).
   */
  loadFailed: z.optional(z.string()),
  /** What the page says where JavaScript is off, put before it (src/prerender/no-script-notice.tsx). */
  noScript: z.optional(z.string()),
  /**
   * The brand as the build resolved it (images at their built addresses), written into the page's
   * configuration so the browser needs no brand registry. Parsed here, as the server starts (a
   * damaged one stops start-up): the browser reads what the server wrote as it is
   * (src/app/served-brand.ts, decision 0023).
   */
  brandConfig: z.optional(BrandConfigSchema),
  /**
   * How the first page wrote its numbers, by formatter key (src/config/number-format.ts): written
   * into every page of the brand, whose browser then makes no Intl.NumberFormat for them.
   */
  numberPatterns: z.optional(z.record(z.string(), NumberPatternSchema)),
});
export type PrerenderedPage = z.infer<typeof PrerenderedPageSchema>;

/** The brands' prerendered pages of a build; none for a build made without the prerender. */
export function readPrerenderedPages(distDir: string): Map<string, PrerenderedPage> {
  const folder = path.join(distDir, 'prerendered');
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(folder)) return pages;
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const parsed = PrerenderedPageSchema.safeParse(
      JSON.parse(readFileSync(path.join(folder, file), 'utf8')),
    );
    if (!parsed.success) {
      throw new Error(
        `The build's prerendered page ${file} is damaged: ${formatSchemaIssues(parsed.error.issues)}`,
      );
    }
    pages.set(parsed.data.brand, parsed.data);
  }
  return pages;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface BrandedHtmlOptions {
  /** The built index.html. */
  template: string;
  page: PrerenderedPage | undefined;
  runtimeConfig: unknown;
  /** Data the page reads at once besides its code (the translations), preloaded. */
  fetches: readonly string[];
  /** Whether the page's markup goes in: only where the first page is what the route shows. */
  withFirstPage: boolean;
  /** The first page as shown inside a frame, where the build rendered one (`page.framed`). */
  framed?: boolean;
  /**
   * A stylesheet's text by its address, put in the page where the page is in the HTML, so it
   * paints with the HTML alone; undefined leaves that stylesheet linked.
   */
  styleText?: (href: string) => string | undefined;
}

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;
const STYLESHEET = /<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g;

const preloadTag = (href: string) =>
  `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous">`;

/** Style text that cannot end its element early. */
export const canInlineStyle = (css: string) => !/<\/style/i.test(css);

/**
 * index.html for one brand: its language, title, theme colour and favicon, its theme and page
 * styles and page chunk fetched with the HTML, the deployment's configuration as a JSON data block
 * (not a script the CSP would have to allow), and, on the start route, the first page itself.
 * There the page paints from the HTML alone: its styles are inline, and its code and texts are
 * requested at once after the first paint by the one inline script (server/deferred-assets.ts).
 */
export function brandedIndexHtml({
  template,
  page,
  runtimeConfig,
  fetches,
  withFirstPage,
  framed = false,
  styleText = () => undefined,
}: BrandedHtmlOptions): string {
  const configBlock = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptJson(runtimeConfig)}</script>`;
  // The configuration comes with the page: its preload would fetch it for nothing.
  let html = template.replace(/\s*<link rel="preload" href="[^"]*\/config\.json"[^>]*>/, '');
  const preloads = fetches.map(preloadTag).join('');
  // Replacements by function: a `$` in the page (a peso amount) is text, not a pattern.
  if (!page) return html.replace('</head>', () => `${preloads}${configBlock}</head>`);
  const { document } = page;
  // The framed page differs from the other in its markup and hoisted tags alone; the browser
  // learns which it was sent from the root's `data-embedded` (src/app/first-paint.ts).
  const shown = framed && page.framed ? page.framed : undefined;
  const head = shown?.head ?? page.head;
  const root = shown?.root ?? page.root;
  // Whatever the route, the page can hint the next steps' files once idle.
  // And it writes the numbers of the brand's language as the build did (decision 0034).
  const nextStepsBlock =
    `<script type="application/json" id="${NEXT_STEPS_ELEMENT_ID}">${scriptJson(page.nextSteps)}</script>` +
    `<script type="application/json" id="${NUMBER_PATTERNS_ELEMENT_ID}">${scriptJson(page.numberPatterns ?? {})}</script>`;
  const brandTags = [
    `<meta name="description" content="${escapeHtml(document.description)}">`,
    `<meta name="keywords" content="${escapeHtml(document.keywords)}">`,
    ...page.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...page.modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    head,
  ].join('');
  html = html
    .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(document.lang)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(document.title)}</title>`)
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      () => `<meta name="theme-color" content="${escapeHtml(document.themeColor)}"`,
    )
    .replace(
      /<link rel="icon" type="image\/svg\+xml" href="[^"]*"/,
      () => `<link rel="icon" type="image/svg+xml" href="${escapeHtml(document.favicon)}"`,
    );
  if (!withFirstPage)
    return html.replace(
      '</head>',
      () => `${brandTags}${preloads}${configBlock}${nextStepsBlock}</head>`,
    );

  html = html.replace('</head>', () => `${brandTags}${configBlock}${nextStepsBlock}</head>`);
  const deferred: DeferredAssets = { scripts: [], modulePreloads: [], fetches: [...fetches] };
  html = html
    .replace(MODULE_SCRIPT, (_tag, src: string) => {
      deferred.scripts.push(src);
      return '';
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      deferred.modulePreloads.push(href);
      return '';
    })
    .replace(STYLESHEET, (tag, href: string) => {
      const css = styleText(href);
      return css !== undefined && canInlineStyle(css)
        ? `<style data-href="${escapeHtml(href)}">${css}</style>`
        : tag;
    });
  return html.replace(
    '<div id="root"></div>',
    () =>
      (page.noScript ?? '') +
      `<div id="root" data-prerendered="${escapeHtml(page.brand)}"${shown ? ' data-embedded="true"' : ''}>${root}</div>` +
      (page.loadFailed ?? '') +
      `<script type="application/json" id="${DEFERRED_ASSETS_ELEMENT_ID}">${scriptJson(deferred)}</script>` +
      `<script id="${DEFERRED_ASSETS_LOADER_ID}">${DEFERRED_ASSETS_LOADER}</script>`,
  );
}
