import { defineProject } from 'vitest/config';

/**
 * The sandbox's tests that mock a module (`*.mocked.test.ts`: a data point added to the contract's
 * table in a fixture, decision 0042), each file with modules of its own, which the shared
 * project's `isolate: false` (vitest.config.ts) cannot give.
 */
export default defineProject({
  test: {
    name: 'sandbox-api-mocked',
    environment: 'node',
    pool: 'threads',
    isolate: true,
    include: ['test/**/*.mocked.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    allowOnly: false,
  },
});
