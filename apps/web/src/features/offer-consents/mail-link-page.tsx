import { CustomerConsentsPage } from './customer-consents-page';
import { UnsubscribePage } from './unsubscribe-page';

/** The id of a `/{id}/consents` path, as the link carries it. */
export function customerIdOf(path: string): string {
  const [, id = ''] = /^\/([^/]+)\/consents\/?$/.exec(path) ?? [];
  try {
    return decodeURIComponent(id);
  } catch {
    // A malformed escape: not an id, and the page says the link is not valid.
    return id;
  }
}

/**
 * The pages outside the state table that a mail links to (spec section 2): a returning
 * customer's consents, `/{id}/consents`, and `/unsubscribe`. They need no session: the link is
 * all they read. One entry keeps the first page's share of them to a single lazy import.
 */
export function MailLinkPage({ path }: { path: string }) {
  return /^\/unsubscribe\/?$/.test(path) ? (
    <UnsubscribePage />
  ) : (
    <CustomerConsentsPage customerId={customerIdOf(path)} />
  );
}
