/**
 * The partners' offers (spec section 2): IPF's plans to choose from, and the Cofidis, Provident,
 * Instabank and Proficredit offers to accept or decline; and an offer's figures, which the result
 * page shows of the offer taken. Loaded lazily by the state pages' registry; never from a
 * first-page module.
 */
export { IpfOfferChoicePage } from './ipf-offer-choice-page';
export { OfferTaken } from './offer-details';
export { ProvidentOfferPage } from './provident-offer-page';
export { CofidisOfferPage, InstabankOfferPage, ProficreditOfferPage } from './single-offer-page';
