import { describe, expect, test, vi } from 'vitest';
import { heldUnsubscribeAddress, holdUnsubscribeAddress } from './unsubscribe-address';

function fakeWindow(href: string) {
  const replaceState = vi.fn();
  const pushState = vi.fn();
  const win = {
    location: { href },
    history: { state: { idx: 3 }, replaceState, pushState },
  } as unknown as Window;
  return { win, replaceState, pushState };
}

describe('unsubscribe address', () => {
  test('leaves the address bar at once, replacing the history entry, and is held for the page', () => {
    const { win, replaceState, pushState } = fakeWindow(
      'https://x.example/application-frontend/unsubscribe?brand=default-es&email=ana%2Bnews%40example.com#top',
    );
    holdUnsubscribeAddress(win);
    expect(replaceState).toHaveBeenCalledWith(
      { idx: 3 },
      '',
      '/application-frontend/unsubscribe?brand=default-es#top',
    );
    expect(pushState).not.toHaveBeenCalled();
    expect(heldUnsubscribeAddress()).toBe('ana+news@example.com');
  });

  test('an e-mail on any other page is a prefill, left to the url intake', () => {
    const { win, replaceState } = fakeWindow('https://x.example/a/contact-details?email=a%40b.co');
    holdUnsubscribeAddress(win);
    expect(replaceState).not.toHaveBeenCalled();
  });

  test('an unsubscribe link without an address changes nothing', () => {
    const { win, replaceState } = fakeWindow('https://x.example/a/unsubscribe/');
    holdUnsubscribeAddress(win);
    expect(replaceState).not.toHaveBeenCalled();
  });
});
