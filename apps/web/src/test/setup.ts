import { beforeEach, vi } from 'vitest';

/** An unexpected console.error fails the test that caused it (every web test, DOM or not). */
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
  });
});
