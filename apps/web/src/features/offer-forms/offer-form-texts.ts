/**
 * The namespaces the after-offer forms read: their own texts, and the fields' texts, which the
 * dynamic form's pages share. Small and apart: the state pages' table loads them with the page.
 */
export const OfferFormNamespaces = ['offer-forms', 'dynamic'] as const;
