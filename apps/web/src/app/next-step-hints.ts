import { yieldToMain } from '../lib/yield-to-main';

/** The JSON block in the page listing the next steps' files (server/prerendered-page.ts). */
export const NEXT_STEPS_ELEMENT_ID = 'lf-next-steps';

/** The next steps' file addresses the page lists; none where it lists none or garbles them. */
export function nextStepFiles(doc: Document = document): string[] {
  const text = doc.getElementById(NEXT_STEPS_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed.filter((file): file is string => typeof file === 'string' && /^\/(?!\/)/.test(file))
      : [];
  } catch {
    return [];
  }
}

/**
 * Hints each file to the browser, which fetches it at low priority and, for a module, compiles it
 * without running it (`modulepreload`); a stylesheet is only fetched (`prefetch`), for it would
 * apply its rules once linked. One hint per task: the browser readies a preloaded module as its
 * link goes in, 260 ms at 4x CPU for all thirty in one task (decision 0031). Settles once every
 * hinted file has loaded or failed.
 */
export async function hintNextSteps(
  files: readonly string[],
  doc: Document = document,
): Promise<void> {
  const known = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => link.href),
  );
  const settled: Promise<void>[] = [];
  for (const file of files) {
    const link = doc.createElement('link');
    link.href = file;
    if (known.has(link.href)) continue;
    if (file.endsWith('.css')) {
      link.rel = 'prefetch';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    settled.push(
      new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      }),
    );
    await yieldToMain();
    doc.head.append(link);
  }
  await Promise.all(settled);
}
