/**
 * The "no application here" notice, for pages loaded after the first (results, offers, mobile
 * verification, partners' stages, consents): kept out of the first page's code.
 */
export { NoApplication, type NoApplicationTexts } from './no-application';
