import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sandbox-api',
    environment: 'node',
    // Worker threads start faster than processes; the tests that need a process spawn their own.
    pool: 'threads',
    // The files share a worker's modules (PGlite's WebAssembly compiled once, not per file): nothing
    // under src keeps module state, no test mocks, stubs or sets the environment, and each file opens
    // its own database. Runs in shuffled orders pass alike. A test that mocks a module, or a module
    // that keeps state between calls, needs this back to true.
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A file that mocks a module runs in the project of its own below (vitest.config.mocked.ts).
    exclude: ['**/node_modules/**', 'test/**/*.mocked.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    // A worker's first file opens the first database: PGlite's WebAssembly is compiled and the API
    // imported in its beforeAll. That took past 30 s while the machine's load was 12 on two cores.
    hookTimeout: 60_000,
    allowOnly: false,
  },
});
