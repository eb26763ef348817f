import { describe, expect, test, vi } from 'vitest';
import { openOtherSite, otherSiteTarget } from './leave-frame';

/** A window as the browser gives it to a page, framed or not. */
function windowOf({ framed }: { framed: boolean }) {
  const own = { href: 'https://apply.lender.example/application-frontend/', assign: vi.fn() };
  const top = { href: 'https://partner.example/loans' };
  const win = { location: own } as unknown as Window & typeof globalThis;
  Object.assign(win, { self: win, top: framed ? top : win });
  if (framed) Object.assign(top, { location: top });
  return { win, own, top };
}

describe('leaving the form for another site', () => {
  test('outside a frame, the page of the other site opens in this window', () => {
    const { win, own } = windowOf({ framed: false });
    expect(otherSiteTarget(win)).toBeUndefined();
    openOtherSite('https://partner.example/apply?ref=1', win);
    expect(own.assign).toHaveBeenCalledWith('https://partner.example/apply?ref=1');
  });

  test('inside a partner’s frame, it opens in the whole tab, never inside the frame', () => {
    const { win, own, top } = windowOf({ framed: true });
    expect(otherSiteTarget(win)).toBe('_top');
    openOtherSite('https://bank.example/login', win);
    expect(top.href).toBe('https://bank.example/login');
    expect(own.assign).not.toHaveBeenCalled();
  });
});
