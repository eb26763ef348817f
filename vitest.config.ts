import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

export default defineConfig({
  test: {
    // A forgotten .only fails the run everywhere, not only when CI is set (Vitest's default).
    allowOnly: false,
    projects: [
      'packages/contract',
      'apps/sandbox-api',
      ...webProjects,
      {
        test: {
          name: 'scripts',
          environment: 'node',
          // The root's scripts and the web app's build and bench scripts (apps/web/scripts).
          include: ['scripts/**/*.test.ts', 'apps/web/scripts/**/*.test.ts'],
          allowOnly: false,
        },
      },
    ],
  },
});
