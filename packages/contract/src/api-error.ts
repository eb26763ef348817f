import * as z from 'zod/mini';

/** Error codes the sandbox (and the real lead API, as far as we model it) answers with. */
export const ServerErrorCodes = [
  'invalid_json',
  'invalid_body',
  'unsupported_media_type',
  /** A body over its call's limit (413), an upload's declared length included, before it is read. */
  'payload_too_large',
  'missing_product',
  'lead_not_found',
  /**
   * A lead past its `expiresAt` (410): no call writes it, nor reads it through its continue link.
   * Also every call about a lead whose personal data was deleted past the sandbox's retention
   * (LEAD_RETENTION_DAYS after its expiry): only a tombstone of it is left. The application is
   * over either way; a new one starts a new lead.
   */
  'lead_expired',
  'not_found',
  /**
   * Too many requests (429, with `Retry-After` in seconds): from one address, about one lead, or
   * presenting one credential, from any address (the sandbox's limits: its README).
   */
  'rate_limited',
  'internal_error',
  /** Mobile verification: the code is not the one sent (422). */
  'code_wrong',
  /** Mobile verification: the code was right but is too old; a new one must be sent (410). */
  'code_expired',
  /** Mobile verification: too many wrong codes or new codes; locked for a while (429). */
  'too_many_attempts',
  /** A call for a stage the lead is not at (an offer page opened twice, in two tabs) (409). */
  'wrong_state',
  /** A create's idempotency key was used earlier with another request (422): send a new key. */
  'idempotency_key_reused',
  /** A write of a lead that has a write secret, without it or with another one (403). */
  'write_secret_refused',
  /** An update naming a revision the lead has moved past (409): read the lead, then write again. */
  'stale_revision',
  /**
   * An update of a lead that waits at MOBILE_VERIFICATION for its code (409): nothing is written;
   * verify the number (`POST /v2/customer/mobile/verify`), then write again.
   */
  'mobile_verification_required',
  /**
   * A skip of a consents page (POLICY_CONSENTS, DYNAMIC_CONSENTS, ADVANZIA_CONSENTS,
   * TFBANK_CONSENTS) (409): nothing is written; the applicant answers the consents instead.
   */
  'consents_required',
  /**
   * A write of a lead whose application was decided (ACCEPTED, REJECTED, THANK_YOU, REDIRECTED)
   * (409): nothing is written; a new application starts a new lead.
   */
  'lead_decided',
  /**
   * A returning link's read without a credential (401): neither a write secret of the lead nor a
   * valid token. Nothing of the lead is answered; a fresh link can be sent (lead-url.ts).
   */
  'credential_required',
  /**
   * A partner's page whose Approve or Cancel was pressed already (409): the link ended then, and
   * nothing moves again; the applicant goes on from the front end.
   */
  'partner_link_ended',
  /** A partner's page past PARTNER_LINK_LIFETIME_MS (410): the front end opens a new one. */
  'partner_link_expired',
] as const;

/**
 * Codes only the client produces, when no usable answer came back: `aborted` when the caller
 * cancelled the request (a newer search replaced it), `not_sent` when the input was not worth
 * asking about (a look-up of blank, emoji-only or overlong text; a configured flow's lead without
 * its terms accepted).
 */
export const ClientErrorCodes = [
  'network_error',
  'timeout',
  'invalid_response',
  'aborted',
  'not_sent',
] as const;

export const ApiErrorCodeSchema = z.lazy(() => z.enum([...ServerErrorCodes, ...ClientErrorCodes]));
export type ApiErrorCode = z.infer<typeof ApiErrorCodeSchema>;

/**
 * Why a field was refused, as a stable code the front end translates (`message` is English for
 * operators and logs, never shown to applicants). `required`: no value; `invalid_type`: a value
 * of the wrong kind (text for a number); `invalid_format`: text not in the expected shape;
 * `invalid_choice`: not one of the allowed values; `too_short` / `too_long`: text length, and
 * `too_small` / `too_large`: a number, out of `limit` (given when the bound is inclusive);
 * `unknown_field`: a key the contract does not have; `not_accepted`: well-formed, but refused.
 */
export const FieldErrorCodes = [
  'required',
  'invalid_type',
  'invalid_format',
  'invalid_choice',
  'too_short',
  'too_long',
  'too_small',
  'too_large',
  'unknown_field',
  'not_accepted',
] as const;
export const FieldErrorCodeSchema = z.lazy(() => z.enum(FieldErrorCodes));
export type FieldErrorCode = z.infer<typeof FieldErrorCodeSchema>;

export const FieldErrorSchema = z.lazy(() =>
  z.object({
    fieldName: z.string(),
    message: z.string(),
    /**
     * Always sent by the sandbox. Optional so an answer from an older server still parses; a code
     * this client does not know reads as absent rather than failing the whole answer.
     */
    code: z.catch(z.optional(FieldErrorCodeSchema), undefined),
    /** The bound a `too_short`, `too_long`, `too_small` or `too_large` value missed. */
    limit: z.optional(z.number()),
  }),
);
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ApiErrorBodySchema = z.lazy(() =>
  z.object({
    error: z.object({
      code: z.enum(ServerErrorCodes),
      message: z.string(),
      /** Dotted path of the first field at fault, when one is. */
      field: z.optional(z.string()),
      fieldErrors: z.optional(z.array(FieldErrorSchema)),
    }),
  }),
);
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
