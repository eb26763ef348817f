/** The pages a mail links to: `/unsubscribe` and a customer's `/{id}/consents`. */
const MAIL_LINK_PAGE =
  /\/(unsubscribe|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/consents)\/?$/i;

/** Whether `pathname` is a page a mail links to, whose link may carry an address and a token. */
export function isMailLinkPage(pathname: string): boolean {
  return MAIL_LINK_PAGE.test(pathname);
}
