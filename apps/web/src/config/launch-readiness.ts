import type { BrandConfig } from './brand-config-schema';

/**
 * Whether a brand's pricing states no cost: neither a rate nor a fee, which the representative
 * example shows as a loan at 0 % (walker w14: a brand made by `brand:new` went through the build
 * and the server so). A loan that is free says so, with a rate of 0. `brand:check` says it before
 * launch; a production server refuses to start with such a brand.
 */
export const statesNoCost = ({ pricing }: Pick<BrandConfig, 'pricing'>): boolean =>
  pricing.nominalAnnualRatePercent === undefined && pricing.originationFee === undefined;

/** What such a brand's pricing must be given. */
export const COST_TO_STATE =
  'nominalAnnualRatePercent (0 for a loan without interest) and any originationFee';
