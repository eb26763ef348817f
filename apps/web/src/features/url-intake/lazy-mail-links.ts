import { holdMailLinkToken } from './mail-link-token';
import { holdUnsubscribeAddress } from './unsubscribe-address';

/**
 * What a mail's links carry (an unsubscribe link's address, a mail link's token), loaded by
 * start-up only on the pages a mail links to (`isMailLinkPage`), and by those pages.
 */
export { heldMailLinkToken, holdMailLinkToken, replaceHeldMailLinkToken } from './mail-link-token';
export { heldUnsubscribeAddress, holdUnsubscribeAddress } from './unsubscribe-address';
export { pageLoadedAgain } from './page-loaded-again';

/** Takes the address and the token out of the address bar and holds them for the page. */
export function holdMailLinkParts(win: Window = window): void {
  holdUnsubscribeAddress(win);
  holdMailLinkToken(win);
}
