/**
 * Consents (spec sections 2 and 7): the after-offer consent pages of each policy scope, a
 * returning customer's marketing consents and unsubscribe from a mail link. Loaded lazily by the
 * state pages' registry and by the pages outside the state table.
 */
export { CustomerConsentsPage } from './customer-consents-page';
export { MailLinkPage } from './mail-link-page';
export { ConsentPages, PolicyConsentsPage, StateOfScope } from './policy-consents-page';
export { UnsubscribePage } from './unsubscribe-page';
