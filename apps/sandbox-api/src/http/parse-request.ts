import type * as z from 'zod/mini';
import { englishMessages, toFieldErrors } from '../validation/field-errors.js';
import { ApiError } from './api-error.js';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses a lead request body with its contract schema.
 * A missing or empty `product` is `missing_product`; any other fault is `invalid_body` naming the
 * first field at fault and listing every one.
 */
export function parseLeadBody<S extends z.ZodMiniType>(schema: S, body: unknown): z.infer<S> {
  if (!isPlainObject(body)) {
    throw new ApiError(400, 'invalid_body', 'The body must be a JSON object.');
  }
  const result = schema.safeParse(body, { error: englishMessages });
  if (result.success) return result.data;

  const fieldErrors = toFieldErrors(result.error.issues);
  const product = body.product;
  if (product === undefined || product === '') {
    throw new ApiError(
      400,
      'missing_product',
      'The product identifier is required.',
      'product',
      fieldErrors,
    );
  }
  const first = fieldErrors[0];
  throw new ApiError(
    400,
    'invalid_body',
    first ? `${first.fieldName}: ${first.message}` : 'The body does not match the contract.',
    first?.fieldName,
    fieldErrors,
  );
}

/** Parses a path parameter; a bad value is `invalid_body` naming the parameter. */
export function parseParam<S extends z.ZodMiniType>(
  schema: S,
  name: string,
  value: unknown,
): z.infer<S> {
  const result = schema.safeParse(value, { error: englishMessages });
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? 'Invalid value';
  throw new ApiError(400, 'invalid_body', `${name}: ${message}`, name, [
    { fieldName: name, message },
  ]);
}

/**
 * Parses path parameters or a query string as an object; a fault is `invalid_body` naming the
 * first parameter at fault and listing every one. Messages never quote the value sent.
 */
export function parseParams<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value, { error: englishMessages });
  if (result.success) return result.data;
  const fieldErrors = toFieldErrors(result.error.issues);
  const first = fieldErrors[0];
  throw new ApiError(
    400,
    'invalid_body',
    first ? `${first.fieldName}: ${first.message}` : 'The request parameters are not valid.',
    first?.fieldName,
    fieldErrors,
  );
}
