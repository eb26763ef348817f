import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  DEFERRED_ASSETS_ELEMENT_ID,
  DEFERRED_ASSETS_LOADER,
  LOADER_TASK_BUDGET_MS,
} from './deferred-assets';

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const nextPaint = () =>
  new Promise((resolve) =>
    requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)),
  );
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const requested = () =>
  document.querySelectorAll('link:not([rel="stylesheet"]), script[src]').length;

describe('the first page’s loader', () => {
  test('after the first paint, requests the code, then the texts, a few a task, and links each inline style after it', async () => {
    document.head.innerHTML =
      '<style data-href="/a/index.css">body{margin:0}</style><style data-href="/a/theme.css">:root{}</style><style data-href="/a/assets/theme-kredit-klar-de-x1.css">@font-face{}</style><title>t</title>';
    document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${DEFERRED_ASSETS_ELEMENT_ID}">${JSON.stringify(
      {
        scripts: ['/a/index.js'],
        modulePreloads: ['/a/page.js', '/a/runtime.js'],
        fetches: ['/locales/es/translation.json'],
      },
    )}</script>`;
    // Each element the loader adds costs a little more than half a task's budget: two a task.
    vi.spyOn(performance, 'now').mockImplementation(
      () => document.head.querySelectorAll('link, script').length * LOADER_TASK_BUDGET_MS * 0.6,
    );
    new Function(DEFERRED_ASSETS_LOADER)();
    // Nothing is requested before the page has painted.
    expect(document.querySelectorAll('link, script[src]')).toHaveLength(0);

    await nextPaint();
    // A few requests a task, the code first, until the task has run its budget: all in one task
    // blocked Lighthouse's phone 91-144 ms, one a task made 11-27 tasks (decision 0034). The first
    // task links the inline styles (two elements), the next ones request two files each.
    const perTask = [requested()];
    while (perTask.length < 10 && requested() < 4) {
      await nextTask();
      perTask.push(requested());
    }
    expect(perTask).toEqual([2, 4]);

    const tags = [...document.head.children].map((element) =>
      element.tagName === 'STYLE'
        ? `style ${element.getAttribute('data-href')}`
        : `${element.tagName.toLowerCase()} ${element.getAttribute('rel') ?? element.getAttribute('type')} ${element.getAttribute('href') ?? element.getAttribute('src')}`,
    );
    expect(tags).toEqual([
      'style /a/index.css',
      'link stylesheet /a/index.css',
      'style /a/theme.css',
      'link stylesheet /a/theme.css',
      // The brand's theme stays inline only: a linked copy of its @font-face rules would be new
      // faces, taken up after the first paint went without them.
      'style /a/assets/theme-kredit-klar-de-x1.css',
      'title null null',
      'link modulepreload /a/page.js',
      'link modulepreload /a/runtime.js',
      'script module /a/index.js',
      'link preload /locales/es/translation.json',
    ]);
    // The linked copies apply nothing: their rules are inline already, and applied again they
    // would have the whole page styled anew.
    for (const copy of document.querySelectorAll('link[rel="stylesheet"]'))
      expect(copy.hasAttribute('disabled')).toBe(true);
    const preload = document.querySelector('link[rel="preload"]');
    expect(preload?.getAttribute('as')).toBe('fetch');
    expect(preload?.getAttribute('crossorigin')).toBe('anonymous');
  });

  test('does nothing on a page without the list', async () => {
    new Function(DEFERRED_ASSETS_LOADER)();
    await nextPaint();
    expect(document.querySelectorAll('link, script')).toHaveLength(0);
  });
});
