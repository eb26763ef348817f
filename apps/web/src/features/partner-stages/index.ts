/**
 * The partners' pages (Instantor and Tink bank links, Paylands' card check), the identity
 * document upload and the page of an application waiting for its applicant (spec sections 2 and
 * 7). Loaded lazily by the state pages' registry; never from a first-page module.
 */
export { ContinueStatePage } from './continue-state-page';
export { IdUploadPage } from './id-upload-page';
export { InstantorPage, MoneymanPaylandsPage, WenanceTinkPage } from './partner-pages';
