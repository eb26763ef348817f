import type { BrandConfig } from '../config/brand-config-schema';
import { LocaleTags } from '../config/locale-tags';
import { leadClientChunk } from '../features/lead/lazy-client';
import { preloadLoanSummary } from '../features/loan-information/lazy';
import { preloadToasts } from '../features/notifications';
import { preloadRepresentativeExample } from '../features/representative-example/lazy';
import { loadFieldsOf, preloadStepForm } from '../features/steps';
import {
  loadFieldCanonicalizer,
  loadPersonalCodeConsistency,
  prepareFieldRules,
} from '../features/validation';
import { NEXT_STEPS_PREFETCHED_MARK, NEXT_STEPS_WARMED_MARK } from '../lib/after-first-page-mark';
import { hintNextSteps, nextStepFiles } from './next-step-hints';
import { apiClientChunk } from '../lib/lazy-api-client';
import { loadIntlData } from '../lib/intl-data';
import { logger } from '../lib/logger';
import { whenIdle } from '../lib/when-idle';
import { yieldToMain } from '../lib/yield-to-main';

/**
 * What the steps after the first need (issue 13), readied in two parts so that an idle first page
 * stays idle (issue 34, decision 0031):
 *
 * - once the browser is idle after the first page, the page hints their files (the step form,
 *   every page's fields, the loan summary, the notices, the lead and API clients, every field
 *   rule with the phone-number metadata): fetched and compiled, not run, so no task of ours runs
 *   while the page waits for the applicant. Once they have loaded, `NEXT_STEPS_PREFETCHED_MARK`;
 * - when the applicant first acts on the page (a focus, a tap, a key, or a mouse moved over it),
 *   the modules are run and the slow rules readied on a sample (`warmNextSteps`), in short tasks,
 *   while they choose a loan: a Continue then waits for the server's answer only.
 */
export async function prefetchNextSteps(
  brand: BrandConfig,
  doc: Document = document,
): Promise<void> {
  await hintNextSteps(nextStepFiles(doc), doc);
  performance.mark(NEXT_STEPS_PREFETCHED_MARK);
  whenApplicantActs(doc, () => {
    void warmNextSteps(brand);
  });
}

/**
 * The applicant's first act. A mouse moved over the page counts: on a computer the pointer travels
 * to Continue before pressing it, while on a phone the first touch is a `pointerdown`. Nothing
 * moves by itself: in Chromium 150 a pointer at rest sent no `pointermove` while the page loaded
 * under it, moved under it or scrolled under the wheel (checked headless; a desktop browser may
 * send one on a layout change, which starts only the work a first focus would). Lighthouse sends
 * no input at all.
 */
const APPLICANT_ACTS = ['focusin', 'pointerdown', 'pointermove', 'keydown'] as const;

/**
 * The tracking consent banner (vanilla-cookieconsent's `#cc-main`, features/tracking) moves the
 * focus into itself by script 100 ms after it shows. That focus is not the applicant acting: it
 * started the warm-up inside Lighthouse's window on an untouched page (decision 0034). A tap or a
 * key on the banner still counts.
 */
const BANNER = '#cc-main';
const focusedByBanner = (target: EventTarget | null) =>
  target instanceof Element && target.closest(BANNER) !== null;

/** Runs `run` once, at the applicant's first act (at once if something of theirs has the focus). */
function whenApplicantActs(doc: Document, run: () => void) {
  const active = doc.activeElement;
  if (active && active !== doc.body && active !== doc.documentElement && !focusedByBanner(active)) {
    run();
    return;
  }
  const once = (event: Event) => {
    if (event.type === 'focusin' && focusedByBanner(event.target)) return;
    for (const kind of APPLICANT_ACTS) doc.removeEventListener(kind, once, true);
    run();
  };
  for (const kind of APPLICANT_ACTS) doc.addEventListener(kind, once, true);
}

/**
 * Runs the next steps' modules and readies the slow rules. Each piece starts in a task of its own:
 * started together, their module preloads blocked the page for about 100 ms at 4x CPU. A failure
 * here costs nothing: each piece is loaded again (with its retries) when needed.
 */
export async function warmNextSteps(brand: BrandConfig): Promise<void> {
  const pieces: (() => Promise<unknown>)[] = [
    preloadStepForm,
    loadFieldsOf,
    preloadLoanSummary,
    // The summary's representative example, a chunk of its own (issue 37).
    preloadRepresentativeExample,
    preloadToasts,
    leadClientChunk,
    apiClientChunk,
    () => loadFieldCanonicalizer(brand),
    loadPersonalCodeConsistency,
    () => prepareFieldRules(brand, whenIdle),
    // ICU's number data, which the first page did without (the build's patterns, decision 0034):
    // loaded here, in short tasks of their own, not inside a later page's render.
    async () => {
      const locale = LocaleTags[brand.defaultLocale];
      await loadIntlData(locale);
      return new Intl.NumberFormat(locale).format(1);
    },
  ];
  const started: Promise<unknown>[] = [];
  for (const piece of pieces) {
    started.push(piece());
    await yieldToMain();
  }
  const results = await Promise.allSettled(started);
  performance.mark(NEXT_STEPS_WARMED_MARK);
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) logger.warn('Readying the next steps failed', { failed });
}
