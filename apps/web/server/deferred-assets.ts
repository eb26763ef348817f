import { createHash } from 'node:crypto';

/** The JSON block listing what the loader requests once the page has painted. */
export const DEFERRED_ASSETS_ELEMENT_ID = 'lf-deferred-assets';

export interface DeferredAssets {
  /** The main module scripts. */
  scripts: string[];
  /** The modules they import at once (the page chunk and its imports). */
  modulePreloads: string[];
  /** Data they read at once (the translations). */
  fetches: string[];
}

/**
 * The one inline script of a prerendered page (allowed by its hash, not by 'unsafe-inline').
 * The page is already in the HTML with its styles inline, so its code only makes it interactive:
 * once the page has loaded and painted, this requests all of it at once, in parallel, and links
 * each inline stylesheet's file right after it (same rules, so nothing moves) for the module
 * loader, which looks for the link before it fetches a chunk's styles. Plain ES2017, no build.
 */
export const DEFERRED_ASSETS_LOADER = `(function () {
  var block = document.getElementById('${DEFERRED_ASSETS_ELEMENT_ID}');
  if (!block) return;
  var assets = JSON.parse(block.textContent);
  function add(tag, attributes, after) {
    var element = document.createElement(tag);
    Object.keys(attributes).forEach(function (name) {
      element.setAttribute(name, attributes[name]);
    });
    if (after) after.after(element);
    else document.head.appendChild(element);
  }
  function load() {
    document.querySelectorAll('style[data-href]').forEach(function (style) {
      add('link', { rel: 'stylesheet', crossorigin: '', href: style.getAttribute('data-href') }, style);
    });
    assets.fetches.forEach(function (href) {
      add('link', { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: href });
    });
    assets.modulePreloads.forEach(function (href) {
      add('link', { rel: 'modulepreload', crossorigin: '', href: href });
    });
    assets.scripts.forEach(function (src) {
      add('script', { type: 'module', crossorigin: '', src: src });
    });
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();`;

/** A CSP source allowing exactly this inline text. */
export const cspHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
