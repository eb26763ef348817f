import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

// jsdom does no layout, so it has no scrollIntoView; browsers all do.
if (typeof Element !== 'undefined' && !('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined });
}

// Pages load lazily (their chunks are transformed on first import): give findBy* time for that on
// a busy two-core machine, rather than fail on the first import's cost.
configure({ asyncUtilTimeout: 5000 });

/** An unexpected console.error fails the test that caused it. */
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

/**
 * Preact runs effects after a frame, or after 35 ms when no frame comes (hooks' afterNextFrame),
 * and then cancels the other with the page's cancelAnimationFrame. One still waiting when a file
 * ends fired after jsdom was taken down, and failed the run (fresh-clone CI, on a busy machine:
 * "cancelAnimationFrame is not defined"). Each file waits for them while the page is still there.
 */
afterAll(async () => {
  if (typeof window === 'undefined') return;
  await new Promise((resolve) => setTimeout(resolve, 100));
});
