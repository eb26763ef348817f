import { afterEach, describe, expect, test } from 'vitest';
import { notePagesShown, takePagesShown } from './pages-shown';

afterEach(() => {
  takePagesShown();
  window.history.replaceState(null, '', '/');
});

/** A move as wouter makes it: the history call, then its own event. */
function move(path: string) {
  window.history.pushState(null, '', `/application-frontend${path}`);
  window.dispatchEvent(new Event('pushState'));
}

describe('the pages shown before tracking starts', () => {
  test('are noted from start-up, each once in a row, and no longer once taken', () => {
    window.history.replaceState(null, '', '/application-frontend/');
    notePagesShown();
    move('/personal-details');
    window.dispatchEvent(new Event('replaceState'));
    move('/contact-details');
    expect(takePagesShown()).toEqual(['/', '/personal-details', '/contact-details']);
    move('/income-details');
    expect(takePagesShown()).toEqual([]);
  });
});
