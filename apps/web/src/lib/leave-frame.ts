import { isEmbedded } from './frame';

/**
 * Where a page of another site opens (a partner's offer, a bank's login, the brand's home): the
 * whole tab when the form runs inside a partner's frame, so that site is never drawn inside the
 * partner's page (a lender's or a bank's refuses to be, and a login inside another site's page is
 * what a phishing page looks like); outside a frame, this window, as any link.
 */
export function otherSiteTarget(win: Window | undefined = globalThis.window): '_top' | undefined {
  return isEmbedded(win) ? '_top' : undefined;
}

/**
 * Goes to a page of another site where `otherSiteTarget` says. A framed page may set the tab's
 * address (not call its `assign`, which another origin's window does not expose) once the
 * applicant has pressed something in it, as a hand-over always follows a press.
 */
export function openOtherSite(url: string, win: Window = window): void {
  if (otherSiteTarget(win) === '_top' && win.top) win.top.location.href = url;
  else win.location.assign(url);
}
