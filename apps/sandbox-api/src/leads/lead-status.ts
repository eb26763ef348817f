/**
 * The lead status numbers the sandbox answers with. The front end treats a missing or non-positive
 * status as a stale lead (spec section 4).
 */
export const LeadStatus = {
  ACTIVE: 1,
} as const;
