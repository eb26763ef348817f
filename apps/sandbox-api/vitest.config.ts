import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sandbox-api',
    environment: 'node',
    // Worker threads start faster than processes; the tests that need a process spawn their own.
    pool: 'threads',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    allowOnly: false,
  },
});
