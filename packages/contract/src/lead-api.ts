import * as z from 'zod/mini';
import { storableText } from './storable-text.js';
import { ApplicationStateSchema } from './application-state.js';
import { DynamicFormSchema } from './dynamic-form.js';
import { LeadDataPatchSchema } from './lead-data.js';

/** Paths of the lead API (spec section 7), relative to the configured base URL. */
export const LeadPaths = {
  lead: '/v3/lead',
  leadV2: '/v2/lead',
  leadStatus: (id: string) => `/lead/status/${encodeURIComponent(id)}`,
  affiliateEvent: '/affiliate/event',
} as const;

/**
 * Requests to the lead-create, lead and affiliate-event paths carry this product identifier
 * field (spec section 7 names the field's purpose, not its name: this is our choice). The front
 * end sends its brand's id (`credito-agil-co`), so the lead API knows the product and its amount
 * bounds; `PRODUCT_ID` is what a client that names no brand sends.
 */
export const PRODUCT_FIELD = 'product';
export const PRODUCT_ID = 'application-frontend';

/**
 * Header that makes a lead create safe to retry: the same key, the same answers and the same
 * proposed write secret return the first answer (without any secret); the same key with another
 * request, or another secret, is refused (422 `idempotency_key_reused`).
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * Header carrying a lead's write secret. The browser makes the secret before its create and
 * proposes it there (ProposedWriteSecretSchema); every update and after-offer call of that lead
 * sends it back. A header, never a path or a query, so it stays out of addresses, referrers and
 * access logs. The lead API keeps only its hash and never answers it back (decision 0033).
 */
export const WRITE_SECRET_HEADER = 'lead-write-secret';

/** A write secret as a client holds one: opaque text (the sandbox's are 43 base64url chars). */
export const WriteSecretSchema = z.string().check(z.minLength(16), z.maxLength(200));

/**
 * A write secret a browser proposes for the lead it creates, in WRITE_SECRET_HEADER of the create:
 * 256 random bits (`crypto.getRandomValues`) in base64url without padding, 43 characters.
 * Anything else is refused (400 `invalid_body`, field WRITE_SECRET_HEADER), nothing made.
 */
export const PROPOSED_WRITE_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const ProposedWriteSecretSchema = z.string().check(z.regex(PROPOSED_WRITE_SECRET_PATTERN));

/** The lead's version: every write makes it one higher; an update may name the one it read. */
export const RevisionSchema = z.int().check(z.positive());

export const ProductSchema = storableText(100).check(z.minLength(1));

/**
 * A create: the data points to store, the product, and on a request of the dynamic (v3) form
 * its marker `dynamicForm` (see dynamic-form.ts: the flow, its step order and, on the last page,
 * the data points submitted). `dynamicForm` is never stored in the lead's data.
 */
export const LeadCreateRequestSchema = z.lazy(() =>
  z.extend(LeadDataPatchSchema, {
    product: ProductSchema,
    dynamicForm: z.optional(DynamicFormSchema),
  }),
);
export type LeadCreateRequest = z.infer<typeof LeadCreateRequestSchema>;

/**
 * An update of the lead `id`: as a create, `dynamicForm` only on requests of the v3 form. A lead
 * waiting at MOBILE_VERIFICATION for its code refuses it (409 `mobile_verification_required`).
 */
export const LeadUpdateRequestSchema = z.extend(LeadDataPatchSchema, {
  product: ProductSchema,
  id: z.uuid(),
  dynamicForm: z.optional(DynamicFormSchema),
  /**
   * The revision the sender last read: when the lead has moved past it (another tab, a late
   * retry), the update is refused with 409 `stale_revision` and nothing is written. Left out, the
   * update applies to whatever revision the lead is at.
   */
  revision: z.optional(RevisionSchema),
});
export type LeadUpdateRequest = z.infer<typeof LeadUpdateRequestSchema>;

/** How the applicant is handed over to a partner after a REDIRECTED answer. */
export const RedirectMethodSchema = z.enum(['GET', 'POST']);
export type RedirectMethod = z.infer<typeof RedirectMethodSchema>;

/** Every answer about a lead: its id and the application state the front end routes to. */
export const LeadAnswerSchema = z.object({
  id: z.uuid(),
  applicationState: ApplicationStateSchema,
  leadStatus: z.int(),
  expiresAt: z.string(),
  /** The partner's address; only with applicationState REDIRECTED. */
  redirectUrl: z.optional(z.httpUrl()),
  /** How to go to `redirectUrl`: a link (GET) or a form post (POST). Only with REDIRECTED. */
  redirectMethod: z.optional(RedirectMethodSchema),
  /** The lead's revision after this answer (see LeadUpdateRequestSchema). */
  revision: z.optional(RevisionSchema),
  /**
   * Only in the answer of a create that proposed no secret (a client from before proposals), and
   * only in the first one: the secret every later write of this lead must send in
   * WRITE_SECRET_HEADER. A replay of that create under its idempotency key answers without it
   * (the lead API never stores it), so such a client that lost the first answer cannot write the
   * lead. A create that proposed one is never answered a secret.
   */
  writeSecret: z.optional(WriteSecretSchema),
});
export type LeadAnswer = z.infer<typeof LeadAnswerSchema>;

export const LeadStatusAnswerSchema = LeadAnswerSchema;
export type LeadStatusAnswer = z.infer<typeof LeadStatusAnswerSchema>;
