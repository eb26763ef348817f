import type { ApplicationState } from '@lf/contract';
import { PartnerTermsByState, isOfferState } from '../offers/partner-offers.js';
import { sandboxProduct } from '../products/sandbox-products.js';
import { findPartner, type Partner } from './partner-catalogue.js';

/**
 * The partners who may contact the applicant of a lead (README, "Partner logos"): those its
 * brand passes applications to, all of the brand's country, less any whose offer the applicant
 * declined (issue 37: Cofidis was named as a lender who may call right after its offer was
 * turned down). A product the sandbox does not know has no known country: no partner.
 */
export function partnersWhoMayCall({
  product,
  declined,
}: {
  product: string;
  /** The offer states whose offers the lead declined. */
  declined: readonly ApplicationState[];
}): Partner[] {
  const declinedPartners = new Set(
    declined.filter(isOfferState).map((state) => PartnerTermsByState[state].partnerSlug),
  );
  return (sandboxProduct(product)?.partners ?? [])
    .filter((slug) => !declinedPartners.has(slug))
    .flatMap((slug) => findPartner(slug) ?? []);
}
