import { beforeEach, describe, expect, test, vi } from 'vitest';
import type * as AppHistoryModule from './app-history';

type AppHistory = typeof AppHistoryModule;

/** A tab's history, as far as a document sees it: entries, the current one, and traversal. */
class TabHistory {
  entries: { path: string; state: unknown }[];
  index: number;
  constructor(before: string[]) {
    this.entries = before.map((path) => ({ path, state: null }));
    this.index = this.entries.length - 1;
  }
  get state(): unknown {
    return this.entries[this.index]?.state;
  }
  get path(): string | undefined {
    return this.entries[this.index]?.path;
  }
  open(path: string) {
    this.entries.splice(this.index + 1, Infinity, { path, state: null });
    this.index += 1;
  }
  move(module: AppHistory, path: string, replace = false) {
    const state = module.nextEntry(this, replace);
    if (replace) this.entries[this.index] = { path, state };
    else {
      this.entries.splice(this.index + 1, Infinity, { path, state });
      this.index += 1;
    }
  }
  go = vi.fn((delta: number) => {
    const to = this.index + delta;
    // Out of range, a browser does nothing.
    if (to >= 0 && to < this.entries.length) this.index = to;
  });
}

let appHistory: AppHistory;
beforeEach(async () => {
  vi.resetModules();
  appHistory = await import('./app-history');
});

describe('Back from a decision leaves the application’s earlier entries', () => {
  test('from a form page passed on the way, to the first entry, then to the page before', () => {
    const tab = new TabHistory(['https://marketplace.example/']);
    tab.open('/loan-information');
    for (const path of ['/personal-details', '/contact-details', '/income-details', '/accepted']) {
      tab.move(appHistory, path);
    }
    tab.go(-1); // Back, onto /income-details: the page sends the decided applicant away.
    appHistory.leaveEarlierEntries(tab);
    expect(tab.path).toBe('/loan-information');
    appHistory.leaveEarlierEntries(tab); // The first entry is a form page too.
    expect(tab.path).toBe('https://marketplace.example/');
    expect(tab.go.mock.calls).toEqual([[-1], [-3], [-1]]);
  });

  test('a tab the application opened in stays on its first entry, at the result', () => {
    const tab = new TabHistory([]);
    tab.open('/loan-information');
    tab.move(appHistory, '/personal-details');
    tab.move(appHistory, '/accepted');
    tab.go(-1);
    appHistory.leaveEarlierEntries(tab);
    expect(tab.path).toBe('/loan-information');
    appHistory.leaveEarlierEntries(tab);
    expect(tab.path).toBe('/loan-information');
  });

  test('the entry last made stays: a save’s answer, a replace, a page opened by its address', async () => {
    const tab = new TabHistory([]);
    tab.open('/loan-information');
    tab.move(appHistory, '/personal-details');
    appHistory.leaveEarlierEntries(tab);
    tab.move(appHistory, '/accepted', true);
    appHistory.leaveEarlierEntries(tab);
    // Opened by its address: a new document, with its own module.
    vi.resetModules();
    appHistory = await import('./app-history');
    tab.open('/personal-details');
    appHistory.leaveEarlierEntries(tab);
    expect(tab.go).not.toHaveBeenCalled();
  });

  test('an entry replaced after Back is still an earlier one', () => {
    const tab = new TabHistory([]);
    tab.open('/loan-information');
    tab.move(appHistory, '/personal-details');
    tab.move(appHistory, '/contact-details');
    tab.move(appHistory, '/accepted');
    tab.go(-1);
    tab.move(appHistory, '/accepted', true);
    expect(appHistory.depthOf(tab.state)).toBe(2);
    appHistory.leaveEarlierEntries(tab);
    expect(tab.go).toHaveBeenLastCalledWith(-2);
  });

  test.each(['reload', 'back_forward'])(
    'after a %s, an earlier entry of the document before is still one',
    async (type) => {
      const tab = new TabHistory([]);
      tab.open('/loan-information');
      for (const path of ['/personal-details', '/contact-details', '/accepted']) {
        tab.move(appHistory, path);
      }
      // The new document's module loads on the entry it opened on.
      vi.resetModules();
      vi.stubGlobal('window', {
        history: tab,
        performance: { getEntriesByType: () => [{ type }] },
      });
      appHistory = await import('./app-history');
      vi.unstubAllGlobals();
      if (type === 'back_forward') tab.go(-1);
      else {
        expect(tab.go).not.toHaveBeenCalled();
        tab.go(-1);
      }
      appHistory.leaveEarlierEntries(tab);
      expect(tab.path).toBe('/loan-information');
    },
  );

  test('history state the application did not write counts as its first entry', () => {
    expect(appHistory.depthOf(null)).toBe(0);
    expect(appHistory.depthOf({ appDepth: 'deep' })).toBe(0);
    expect(appHistory.depthOf({ appDepth: 4 })).toBe(4);
  });
});
