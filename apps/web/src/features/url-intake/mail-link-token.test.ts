import { afterEach, describe, expect, test, vi } from 'vitest';
import { heldMailLinkToken, holdMailLinkToken, replaceHeldMailLinkToken } from './mail-link-token';

const TOKEN = 'Q2hvb3NlIHlvdXIgY29uc2VudHMgb25jZSBwbGVhc2U';
const ID = '0b6f4f52-1d2e-4c3b-9a8f-7e6d5c4b3a21';

function fakeWindow(href: string) {
  const replaceState = vi.fn();
  const win = {
    location: { href },
    history: { state: { idx: 2 }, replaceState },
  } as unknown as Window;
  return { win, replaceState };
}

afterEach(() => replaceHeldMailLinkToken(null));

describe('mail link token', () => {
  test("a consents link's token leaves the address bar at once and is held for the page", () => {
    const { win, replaceState } = fakeWindow(
      `https://x.example/application-frontend/${ID}/consents?token=${TOKEN}&utm_source=mail#top`,
    );
    holdMailLinkToken(win);
    expect(replaceState).toHaveBeenCalledWith(
      { idx: 2 },
      '',
      `/application-frontend/${ID}/consents?utm_source=mail#top`,
    );
    expect(heldMailLinkToken()).toBe(TOKEN);
  });

  test("an unsubscribe link's token too, the address left for holdUnsubscribeAddress", () => {
    const { win, replaceState } = fakeWindow(
      `https://x.example/application-frontend/unsubscribe?email=a%40b.co&token=${TOKEN}`,
    );
    holdMailLinkToken(win);
    expect(replaceState).toHaveBeenCalledWith(
      { idx: 2 },
      '',
      '/application-frontend/unsubscribe?email=a%40b.co',
    );
    expect(heldMailLinkToken()).toBe(TOKEN);
  });

  test('a malformed token leaves the address bar too, and none is held', () => {
    const { win, replaceState } = fakeWindow(`https://x.example/unsubscribe?token=%3Cscript%3E`);
    holdMailLinkToken(win);
    expect(replaceState).toHaveBeenCalledWith({ idx: 2 }, '', '/unsubscribe');
    expect(heldMailLinkToken()).toBeNull();
  });

  test("a token on any other page is not a mail link's: left alone", () => {
    for (const href of [
      `https://x.example/application-frontend/consents?token=${TOKEN}`,
      `https://x.example/application-frontend/personal-details?token=${TOKEN}`,
    ]) {
      const { win, replaceState } = fakeWindow(href);
      holdMailLinkToken(win);
      expect(replaceState).not.toHaveBeenCalled();
    }
    expect(heldMailLinkToken()).toBeNull();
  });

  test("a change's fresh token replaces the held one", () => {
    replaceHeldMailLinkToken(TOKEN);
    replaceHeldMailLinkToken('bmV4dCB0b2tlbiBmb3IgdGhlIG5leHQgY2hhbmdl');
    expect(heldMailLinkToken()).toBe('bmV4dCB0b2tlbiBmb3IgdGhlIG5leHQgY2hhbmdl');
  });
});
