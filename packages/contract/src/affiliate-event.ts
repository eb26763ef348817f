import * as z from 'zod/mini';
import { ProductSchema } from './lead-api.js';
import { AffiliateReferenceSchema, SessionIdSchema } from './lead-data.js';

/**
 * POST /affiliate/event (spec section 7; the body is our design, decision record 0013): sent once
 * when a page load brings a new or changed affiliate reference, so the lead API can count the
 * partner's click even if no lead follows. Nothing personal: the session and the reference.
 */
export const AffiliateEventSchema = z.strictObject({
  event: z.enum(['reference_changed']),
  sessionId: SessionIdSchema,
  affiliateReference: AffiliateReferenceSchema,
  product: ProductSchema,
});
export type AffiliateEvent = z.infer<typeof AffiliateEventSchema>;
