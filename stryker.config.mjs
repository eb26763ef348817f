// @ts-check
/**
 * Mutation testing (issue 35) of one group of deciding modules, named by MUTATION_GROUP; the
 * groups are in scripts/mutation/groups.mjs. `npm run test:mutation` runs every group in turn and
 * prints each one's score. Reports: reports/mutation/<group>/ (index.html, mutation.json).
 */
import { mutationGroupNamed } from './scripts/mutation/groups.mjs';

const group = mutationGroupNamed(process.env.MUTATION_GROUP);
const reports = `reports/mutation/${group.name}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'scripts/mutation/vitest.config.mjs', related: true },
  mutate: group.mutate,
  // Each mutant runs only the tests that reached it in the dry run.
  coverageAnalysis: 'perTest',
  // The machine has two cores and is shared: one test runner at a time.
  concurrency: 1,
  // A mutant's run is timed out 30 s past its tests' own time, not Stryker's 5 s: on a machine
  // loaded by another job, starting Vitest alone took longer, and those mutants counted as
  // detected. An endless loop is still stopped sooner, by Stryker's hit limit.
  timeoutMS: 30_000,
  // Reruns test only the mutants whose code or tests changed since the last run of the group.
  // The file is a local cache (gitignored with the reports): see the README's tests section.
  incremental: true,
  incrementalFile: `${reports}/incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${reports}/index.html` },
  jsonReporter: { fileName: `${reports}/mutation.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  // What the tests do not need is not copied into the run's sandbox. `apps/web/public` is
  // copied: the component tests' render helper bundles the translations from its locales
  // (render-app.tsx); without them a page shows its text keys, and a test that looks for "Mujer"
  // failed Stryker's dry run while it passed under Vitest.
  ignorePatterns: [
    '/docs',
    '/reports',
    '/apps/web/dist',
    '/apps/web/dist-ssr',
    '/apps/web/e2e',
    '/apps/web/bench',
    '/apps/web/test-results',
    '/apps/web/playwright-report',
    '/apps/web/.bench',
    '/apps/sandbox-api/.bench',
    '/apps/sandbox-api/.sandbox-data',
  ],
};

export default config;
