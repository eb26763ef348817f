/**
 * The forms the server can send an applicant to (spec section 2's state-driven routes):
 * employment details before the offer, each partner's questions after it. Loaded lazily by the
 * state pages' registry; the step form renders them.
 */
export { OfferFormPages } from './offer-form-pages';
