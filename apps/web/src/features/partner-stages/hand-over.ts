/**
 * Leaves the app for the partner's page: a full-page navigation (the partner's page is never
 * framed). The CSP has no navigation directive, so any address the lead API answers may be opened;
 * the contract only lets http(s) addresses through.
 */
export function handOverTo(url: string): void {
  window.location.assign(url);
}
