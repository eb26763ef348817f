import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contract',
    environment: 'node',
    // Worker threads start faster than processes, and these tests need no process of their own.
    pool: 'threads',
    include: ['src/**/*.test.ts'],
    allowOnly: false,
  },
});
