// The plain values only: a schema here would bring the contract's schemas to the first page.
import { MAIL_LINK_TOKEN_PARAM, MAIL_LINK_TOKEN_SHAPE } from '@lf/contract';
import { isMailLinkPage } from './mail-link-page';

let held: string | null = null;

/**
 * A mail link's token (`?token=` on `/unsubscribe` and `/{id}/consents`, issue 36) is a
 * credential: it leaves the address bar before anything else runs (no request carries it as a
 * referrer, no history entry, no tracker's page address keeps it, the application never stores
 * it) and is held in memory for the page, which sends it in a header. A malformed one leaves too,
 * and none is held.
 */
export function holdMailLinkToken(win: Window = window): void {
  const url = new URL(win.location.href);
  if (!isMailLinkPage(url.pathname) || !url.searchParams.has(MAIL_LINK_TOKEN_PARAM)) return;
  const token = url.searchParams.get(MAIL_LINK_TOKEN_PARAM) ?? '';
  held = MAIL_LINK_TOKEN_SHAPE.test(token) ? token : null;
  url.searchParams.delete(MAIL_LINK_TOKEN_PARAM);
  win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
}

/** The token `holdMailLinkToken` took from the link (or a change gave since); null for none. */
export function heldMailLinkToken(): string | null {
  return held;
}

/** A change of the consents used the token up; its answer's fresh one is the next change's. */
export function replaceHeldMailLinkToken(token: string | null): void {
  held = token;
}
