import * as z from 'zod/mini';

/** Error codes the sandbox (and the real lead API, as far as we model it) answers with. */
export const ServerErrorCodes = [
  'invalid_json',
  'invalid_body',
  'unsupported_media_type',
  'payload_too_large',
  'missing_product',
  'lead_not_found',
  'not_found',
  'rate_limited',
  'internal_error',
] as const;

/** Codes only the client produces, when no usable answer came back. */
export const ClientErrorCodes = ['network_error', 'timeout', 'invalid_response'] as const;

export const ApiErrorCodeSchema = z.enum([...ServerErrorCodes, ...ClientErrorCodes]);
export type ApiErrorCode = z.infer<typeof ApiErrorCodeSchema>;

export const FieldErrorSchema = z.object({
  fieldName: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ServerErrorCodes),
    message: z.string(),
    /** Dotted path of the first field at fault, when one is. */
    field: z.optional(z.string()),
    fieldErrors: z.optional(z.array(FieldErrorSchema)),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
