// Times every move between steps as an applicant feels it: from the pointerdown on Continue to
// the next page's first field drawn, measured in the page with performance.now(), at 4× CPU
// slowdown, over three walks of each flow in a fresh browser; and the same for the peer's six
// pages (BENCH_PEER_URL, served by scripts/bench.ts), whose Next moves within one address. Writes
// the times to BENCH_MOVES_FILE for scripts/bench.ts, which prints them; asserts nothing about
// them.
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
import { PEER_FLOW, type Move } from '../scripts/bench/continue-moves';

const PASSES = 3;

interface Recorder {
  __moves: Move[];
  /** A Continue was pressed and its next page's field is not drawn yet. */
  __moving: boolean;
  /** When the page last changed its address (history.pushState or replaceState). */
  __routedAt: number;
}

/**
 * In the page, before its scripts: records each Continue until the next page's field shows. The
 * product's pages each have their address: the next page is the first field once the address
 * changed. The peer's pages share one: `stepFields` names each page's first field, and the next
 * page is the field after the one shown when Next was pressed.
 */
function recordMoves(stepFields: readonly string[] | null) {
  const scope = window as unknown as Recorder;
  scope.__moves = [];
  scope.__moving = false;
  scope.__routedAt = -1;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      scope.__routedAt = performance.now();
      original(...args);
    };
  }
  const FIELD =
    'main form input:not([type=hidden]):not([type=range]), main form select, main form textarea';
  addEventListener(
    'pointerdown',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('button[type="submit"]'))
        return;
      const start = performance.now();
      const from = location.pathname;
      let next: (() => Element | null) | null = null;
      let labels = { from, to: '' };
      if (stepFields) {
        const shown = stepFields.findIndex((selector) => document.querySelector(selector));
        const target = stepFields[shown + 1];
        // Past the last page, or none shown: not a move between pages.
        if (shown < 0 || !target) return;
        next = () => document.querySelector(target);
        labels = { from: stepFields[shown] ?? '', to: target };
      } else {
        next = () => (location.pathname !== from ? document.querySelector(FIELD) : null);
      }
      scope.__moving = true;
      const watch = () => {
        const field = next?.();
        if (field && field.getBoundingClientRect().height > 0) {
          const end = performance.now();
          // The page moved on (changed its address) after this: the calls answered before that
          // are the ones it waited on.
          const movedAt = scope.__routedAt >= start ? scope.__routedAt : end;
          // The lead API's calls of this move (not the app's own files or texts).
          const calls = performance
            .getEntriesByType('resource')
            .filter(
              (entry): entry is PerformanceResourceTiming =>
                entry.startTime >= start &&
                entry instanceof PerformanceResourceTiming &&
                entry.initiatorType === 'fetch' &&
                new URL(entry.name).origin !== location.origin &&
                entry.responseEnd <= movedAt,
            );
          const serverMs =
            calls.length > 0
              ? Math.max(...calls.map((call) => call.responseEnd)) -
                Math.min(...calls.map((call) => call.startTime))
              : 0;
          scope.__moves.push({
            from: labels.from,
            to: stepFields ? labels.to : location.pathname,
            ms: end - start,
            serverMs,
          });
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

/** The peer's pages by their first field (peer src/steps.ts): loan, personal, contact ... */
const PEER_STEP_FIELDS = [
  '#root_amount',
  '#root_firstName',
  '#root_email',
  '#root_monthlyIncome',
  '#root_loanPurpose',
  '#root_referenceType',
];

/**
 * The peer's five moves with valid answers (peer src/steps.ts and src/validation.ts); its last
 * page is filled, not sent (it posts to a server the peer does not have).
 */
async function peerWalk(page: Page) {
  const applicant = spanishApplicant;
  await page.goto(process.env.BENCH_PEER_URL ?? '');
  await page.locator('#root_amount').waitFor();
  // As on the product's first page (openFirstPage): no route holds the page's requests.
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  const next = async () => {
    await page.locator('button[type=submit]').click();
    await afterContinue(page);
  };
  const fill = (values: Record<string, string>) =>
    Object.entries(values).reduce(
      (done, [id, value]) => done.then(() => page.locator(`#root_${id}`).fill(value)),
      Promise.resolve(),
    );
  const choose = (values: Record<string, string>) =>
    Object.entries(values).reduce(
      (done, [id, label]) =>
        done.then(() =>
          page
            .locator(`#root_${id}`)
            .selectOption({ label })
            .then(() => undefined),
        ),
      Promise.resolve(),
    );
  await next();
  await fill({
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    dateOfBirth: applicant.dateOfBirth,
    personalCode: applicant.personalCode,
  });
  await page
    .getByLabel(applicant.gender === 'female' ? 'Mujer' : 'Hombre', { exact: true })
    .check();
  await next();
  await fill({
    email: applicant.email,
    phoneNumber: applicant.phone,
    postalCode: applicant.postalCode,
    province: applicant.province,
    city: applicant.city,
    street: applicant.street,
    houseNumber: applicant.houseNumber,
  });
  await next();
  await fill({
    monthlyIncome: applicant.monthlyIncome,
    jobTitle: 'Administrativa',
    employerName: 'Ejemplo S.L.',
    iban: 'ES9121000418450200051332',
  });
  await choose({ incomeSource: 'Empleado con contrato indefinido' });
  await next();
  await choose({
    loanPurpose: 'Compras',
    maritalStatus: 'Soltero/a',
    education: 'Universitaria',
    housingTenure: 'Alquiler',
  });
  await next();
  await page.locator('#root_referenceName').waitFor();
}

const flows: {
  name: string;
  walk: (page: Page) => Promise<void>;
  stepFields?: readonly string[];
}[] = [
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
  ...(process.env.BENCH_PEER_URL
    ? [{ name: PEER_FLOW, walk: peerWalk, stepFields: PEER_STEP_FIELDS }]
    : []),
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
      await page.addInitScript(recordMoves, flow.stepFields ?? null);
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
