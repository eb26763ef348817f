// @ts-check
/**
 * The Vitest config Stryker runs a mutation group's tests with (MUTATION_GROUP names the group).
 * It is the mutation run's own: only the group's test files, so Stryker's dry run and each
 * mutant's run load nothing else; it does not extend the apps' test configs, which may change
 * for the unit suite's sake (projects, pools) without changing what a mutant run means.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { mutationGroupNamed } from './groups.mjs';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const group = mutationGroupNamed(process.env.MUTATION_GROUP);
const appRoot = path.join(repositoryRoot, 'apps', group.app);
/** @param {string} file a path from the repository's root, made relative to the app's root */
const fromApp = (file) => path.relative(appRoot, path.join(repositoryRoot, file));

/**
 * The web tests' set-up files that exist (an unexpected console.error fails a test; jsdom's
 * clean-up, in its own file if the set-up is split by environment).
 * @param {'node' | 'jsdom'} environment
 */
const setupFiles = (environment) =>
  group.app !== 'web'
    ? []
    : ['src/test/setup.ts', 'src/test/setup-dom.ts'].filter(
        (file, index) =>
          existsSync(path.join(appRoot, file)) && (index === 0 || environment === 'jsdom'),
      );

/**
 * @param {'node' | 'jsdom'} environment
 * @param {string[]} files
 */
const project = (environment, files) => ({
  root: appRoot,
  test: {
    name: `mutation-${group.name}-${environment}`,
    environment,
    include: files.map(fromApp),
    setupFiles: setupFiles(environment),
    restoreMocks: true,
    testTimeout: 15_000,
    allowOnly: false,
  },
});

export default defineConfig({
  root: appRoot,
  // Vite's cache stays in the run's own copy of the repository, not in the shared node_modules.
  cacheDir: path.join(repositoryRoot, '.stryker-tmp', 'vite-cache'),
  test: {
    allowOnly: false,
    projects: [
      project('node', group.tests),
      ...(group.domTests ? [project('jsdom', group.domTests)] : []),
    ],
  },
});
