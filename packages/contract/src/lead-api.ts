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

/** Header that makes a lead create safe to retry: the same key returns the first answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const ProductSchema = storableText(100).check(z.minLength(1));

/**
 * A create: the data points to store, the product, and on a request of the dynamic (v3) form
 * its marker `dynamicForm` (see dynamic-form.ts: the flow, its step order and, on the last page,
 * the data points submitted). `dynamicForm` is never stored in the lead's data.
 */
export const LeadCreateRequestSchema = z.extend(LeadDataPatchSchema, {
  product: ProductSchema,
  dynamicForm: z.optional(DynamicFormSchema),
});
export type LeadCreateRequest = z.infer<typeof LeadCreateRequestSchema>;

/** An update of the lead `id`: as a create, `dynamicForm` only on requests of the v3 form. */
export const LeadUpdateRequestSchema = z.extend(LeadDataPatchSchema, {
  product: ProductSchema,
  id: z.uuid(),
  dynamicForm: z.optional(DynamicFormSchema),
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
});
export type LeadAnswer = z.infer<typeof LeadAnswerSchema>;

export const LeadStatusAnswerSchema = LeadAnswerSchema;
export type LeadStatusAnswer = z.infer<typeof LeadStatusAnswerSchema>;
