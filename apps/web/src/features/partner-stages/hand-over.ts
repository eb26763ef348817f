import { openOtherSite } from '../../lib/leave-frame';

/**
 * Leaves the app for the partner's page: a full-page navigation, the whole tab even when the form
 * is framed (the partner's page is never framed). The CSP has no navigation directive, so any
 * address the lead API answers may be opened; the contract only lets http(s) addresses through.
 */
export function handOverTo(url: string): void {
  openOtherSite(url);
}
