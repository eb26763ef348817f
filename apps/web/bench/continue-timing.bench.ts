// Times every move between steps as an applicant feels it: from the pointerdown on Continue to
// the next page's first field drawn, measured in the page with performance.now(), at 4× CPU
// slowdown, over three walks of each flow in a fresh browser. Writes the times to
// BENCH_MOVES_FILE for scripts/bench.mjs, which prints them; asserts nothing about them.
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { fillApplication, spanishApplicant } from '../e2e/application-flow';
import { NEXT_STEPS_PREFETCHED_MARK, waitForMark } from '../e2e/page-marks';
import { freshBrowser, test } from '../e2e/fixtures';
import {
  answerQuicklyUntil,
  romanianV3Applicant,
  spanishV3Applicant,
  type V3Applicant,
} from '../e2e/v3-applicants';

const PASSES = 3;

export interface Move {
  from: string;
  to: string;
  ms: number;
  /**
   * Of which the lead API's answers took (first request sent to last answer received), counting
   * the calls answered before the field showed: 0 for a v3 move that did not wait for its save.
   */
  serverMs: number;
}

interface Recorder {
  __moves: Move[];
  /** A Continue was pressed and its next page's field is not drawn yet. */
  __moving: boolean;
}

/** In the page, before its scripts: records each Continue until the next page's field shows. */
function recordMoves() {
  const scope = window as unknown as Recorder;
  scope.__moves = [];
  scope.__moving = false;
  const FIELD =
    'main form input:not([type=hidden]):not([type=range]), main form select, main form textarea';
  addEventListener(
    'pointerdown',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('button[type="submit"]'))
        return;
      const start = performance.now();
      const from = location.pathname;
      scope.__moving = true;
      const watch = () => {
        const field = location.pathname !== from ? document.querySelector(FIELD) : null;
        if (field && field.getBoundingClientRect().height > 0) {
          const end = performance.now();
          // The lead API's calls of this move (not the app's own files or texts).
          const calls = performance
            .getEntriesByType('resource')
            .filter(
              (entry): entry is PerformanceResourceTiming =>
                entry.startTime >= start &&
                entry instanceof PerformanceResourceTiming &&
                entry.initiatorType === 'fetch' &&
                new URL(entry.name).origin !== location.origin,
            );
          const serverMs =
            calls.length > 0
              ? Math.max(...calls.map((call) => call.responseEnd)) -
                Math.min(...calls.map((call) => call.startTime))
              : 0;
          scope.__moves.push({ from, to: location.pathname, ms: end - start, serverMs });
          scope.__moving = false;
        } else if (performance.now() - start < 30_000) requestAnimationFrame(watch);
        else scope.__moving = false;
      };
      requestAnimationFrame(watch);
    },
    true,
  );
}

/**
 * After a Continue, nothing but this cheap check runs in the page until the move is drawn:
 * Playwright's locators, waiting for the next page's fields, would run its selector engine on the
 * page's main thread at 4× CPU during the very move being timed (a CPU profile of the walk showed
 * it taking a third of the move).
 */
const afterContinue = (page: Page) =>
  page
    .waitForFunction(() => !(window as unknown as Recorder).__moving, null, { polling: 50 })
    .then(() => undefined);

/**
 * An applicant reads the first page for a moment: its idle-time prefetch has run by then, and
 * the tracking vendors' scripts (answered by their stand-ins) have loaded. The stand-ins' route
 * is then removed: while any route is set, Playwright holds every request of the page, the lead
 * API's too, for its own process to let through, and turns the browser's caches off, so each
 * save waited on the test runner and asked its CORS preflight again. A vendor's later call now
 * goes to its own host, which this machine cannot reach, as when a blocker stops it.
 */
async function openFirstPage(page: Page, brand: string) {
  await page.goto(`./?brand=${brand}`);
  await waitForMark(page, NEXT_STEPS_PREFETCHED_MARK);
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
}

const v3Walk = (applicant: V3Applicant) => async (page: Page) => {
  await openFirstPage(page, applicant.brand);
  await answerQuicklyUntil(page, applicant, applicant.pages.at(-1) ?? '', { afterContinue });
};

const flows: { name: string; walk: (page: Page) => Promise<void> }[] = [
  {
    name: 'classic (default-es)',
    walk: async (page) => {
      await openFirstPage(page, 'default-es');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await afterContinue(page);
      await fillApplication(page, spanishApplicant, { checkPage: false, afterContinue });
    },
  },
  { name: 'v3 default (credisol-es)', walk: v3Walk(spanishV3Applicant()) },
  { name: 'v3 Romanian (lei-rapid-ro)', walk: v3Walk(romanianV3Applicant()) },
];

const results: Record<string, Move[]> = {};
test.describe.configure({ mode: 'serial' });

for (const flow of flows) {
  test(flow.name, async ({ browser, baseURL }) => {
    const moves: Move[] = [];
    for (let pass = 0; pass < PASSES; pass += 1) {
      const { context, page } = await freshBrowser(browser, baseURL);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(recordMoves);
      await flow.walk(page);
      moves.push(...(await page.evaluate(() => (window as unknown as Recorder).__moves)));
      await context.close();
    }
    results[flow.name] = moves;
  });
}

test.afterAll(() => {
  writeFileSync(process.env.BENCH_MOVES_FILE ?? 'bench-moves.json', JSON.stringify(results));
});
