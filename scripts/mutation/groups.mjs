// @ts-check
/**
 * The groups of modules that decide things, mutation-tested one group at a time (issue 35).
 * Paths are from the repository's root. `tests` are the test files that run against the group's
 * mutants: the modules' own pure tests, so a run takes minutes, not the whole unit suite's time.
 *
 * @typedef {object} MutationGroup
 * @property {string} name           the group's name: `npm run test:mutation -- <name>`
 * @property {'web' | 'sandbox-api'} app  the workspace whose test set-up the tests need
 * @property {string[]} mutate       what Stryker mutates (globs; `!` excludes)
 * @property {string[]} tests        test files run against the mutants in Node
 * @property {string[]} [domTests]   test files run against the mutants in jsdom (they need a
 *                                   browser API: storage, cookies, screen); jsdom costs each
 *                                   mutant's run about a second more, so only where needed
 */

const web = 'apps/web/src';
const checks = 'packages/contract/src/field-checks';

/** @type {MutationGroup[]} */
export const mutationGroups = [
  {
    name: 'tracking-decision',
    app: 'web',
    mutate: [`${web}/features/tracking/tracking-decision.ts`],
    tests: [`${web}/features/tracking/tracking-decision.test.ts`],
    // The field errors told to analytics (catalogue names, once per new set) are tested through
    // the vendors that send them, which need a browser's window.
    domTests: [`${web}/features/tracking/field-events.test.ts`],
  },
  {
    name: 'attribution',
    app: 'web',
    mutate: [`${web}/features/attribution/*.ts`, `!${web}/features/attribution/*.test.ts`],
    tests: [`${web}/features/attribution/*.test.ts`],
    // ensureAttribution keeps the reference in the browser's storage and reads the pixels' cookies.
    domTests: [`${web}/app/attribution-on-the-lead.test.ts`],
  },
  {
    name: 'navigation',
    app: 'web',
    mutate: [`${web}/features/flow/navigator.ts`, `${web}/features/flow/application-routes.ts`],
    tests: [
      `${web}/features/flow/navigator.test.ts`,
      `${web}/features/flow/v3-navigation.test.ts`,
      `${web}/features/flow/navigator-other-flows.test.ts`,
      `${web}/features/flow/application-routes.test.ts`,
    ],
  },
  {
    // Changing the loan on a page (issue 37 item 5): where the dialog's save goes, and where its
    // answer takes the applicant.
    name: 'loan-change',
    app: 'web',
    mutate: [`${web}/features/flow/loan-change.ts`],
    tests: [`${web}/features/flow/loan-change.test.ts`],
  },
  {
    name: 'save-queue',
    app: 'web',
    mutate: [
      `${web}/features/lead/save-lead.ts`,
      `${web}/lib/one-at-a-time.ts`,
      `${web}/lib/retry-with-backoff.ts`,
    ],
    tests: [`${web}/lib/one-at-a-time.test.ts`, `${web}/lib/retry-with-backoff.test.ts`],
    // A save reads the device's data (screen, memory, time zone) from the browser.
    domTests: [`${web}/features/lead/save-lead.test.ts`],
  },
  {
    // The field rules and the national ids are two groups: a module-level mutant (a message
    // table, a pattern, a check digit's weights) runs every test file of its group, and in one
    // group of 16 files those 170 mutants took about 40 minutes here.
    name: 'field-rules',
    app: 'web',
    mutate: [`${web}/features/validation/field-rules.ts`],
    tests: [
      `${web}/features/validation/field-rules.test.ts`,
      `${web}/features/validation/format-rules.test.ts`,
      `${web}/features/validation/field-canonicalizer.test.ts`,
      `${web}/features/validation/validators.property.test.ts`,
    ],
  },
  {
    name: 'national-ids',
    app: 'web',
    // The contract's since decision 0042's last addendum: the lead API runs them too.
    mutate: [
      `${checks}/national-id/*.ts`,
      `!${checks}/national-id/*.test.ts`,
      `!${checks}/national-id/test-samples.ts`,
    ],
    tests: [`${checks}/national-id/*.test.ts`],
  },
  {
    name: 'sandbox-scenarios',
    app: 'sandbox-api',
    mutate: ['apps/sandbox-api/src/scenarios/*.ts', '!apps/sandbox-api/src/scenarios/*.test.ts'],
    tests: ['apps/sandbox-api/src/scenarios/*.test.ts'],
  },
];

/**
 * The group of that name, or an error that lists the names.
 * @param {string | undefined} name
 * @returns {MutationGroup}
 */
export function mutationGroupNamed(name) {
  const group = mutationGroups.find((candidate) => candidate.name === name);
  if (!group) {
    const names = mutationGroups.map((candidate) => candidate.name).join(', ');
    throw new Error(`No mutation group named "${name ?? ''}". The groups: ${names}.`);
  }
  return group;
}
