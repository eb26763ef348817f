/**
 * The partners' offers (spec section 2): IPF's plans to choose from, and the Cofidis, Provident,
 * Instabank and Proficredit offers to accept or decline. Loaded lazily by the state pages'
 * registry; never from a first-page module.
 */
export { IpfOfferChoicePage } from './ipf-offer-choice-page';
export { ProvidentOfferPage } from './provident-offer-page';
export { CofidisOfferPage, InstabankOfferPage, ProficreditOfferPage } from './single-offer-page';
