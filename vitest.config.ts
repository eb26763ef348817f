import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A forgotten .only fails the run everywhere, not only when CI is set (Vitest's default).
    allowOnly: false,
    projects: [
      'packages/contract',
      'apps/sandbox-api',
      'apps/web',
      {
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
          allowOnly: false,
        },
      },
    ],
  },
});
