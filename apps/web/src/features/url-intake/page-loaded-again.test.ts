import { afterEach, describe, expect, test, vi } from 'vitest';
import { pageLoadedAgain } from './page-loaded-again';

function loadedAs(...types: string[]) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(
    types.map((type) => ({ type }) as unknown as PerformanceEntry),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('page loaded again', () => {
  test('a reload, or Back or Forward to a page the browser no longer held, is loaded again', () => {
    loadedAs('reload');
    expect(pageLoadedAgain()).toBe(true);
    loadedAs('back_forward');
    expect(pageLoadedAgain()).toBe(true);
  });

  test('a page opened from a link, or a browser that does not say, is not', () => {
    loadedAs('navigate');
    expect(pageLoadedAgain()).toBe(false);
    loadedAs('prerender');
    expect(pageLoadedAgain()).toBe(false);
    loadedAs();
    expect(pageLoadedAgain()).toBe(false);
  });
});
