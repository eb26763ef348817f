import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

export default defineConfig({
  test: {
    // A forgotten .only fails the run everywhere, not only when CI is set (Vitest's default).
    allowOnly: false,
    // Vitest's default is one worker fewer than the cores: on a two-core machine one worker, and
    // the whole suite ran file by file. The main process mostly waits, so two workers fit.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/contract',
      'apps/sandbox-api',
      'apps/sandbox-api/vitest.config.mocked.ts',
      ...webProjects,
      {
        test: {
          name: 'scripts',
          environment: 'node',
          pool: 'threads',
          // The root's scripts and the web app's build and bench scripts (apps/web/scripts).
          include: ['scripts/**/*.test.ts', 'apps/web/scripts/**/*.test.ts'],
          // Some start a whole Vitest run or ESLint with its type-aware resolver: seconds each, more
          // on a loaded two-core machine than Vitest's default 5 s allows.
          testTimeout: 60_000,
          allowOnly: false,
        },
      },
    ],
  },
});
