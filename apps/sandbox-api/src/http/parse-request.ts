import type { FieldError } from '@lf/contract';
import type * as z from 'zod/mini';
import { englishMessages, toFieldErrors } from '../validation/field-errors.js';
import { ApiError } from './api-error.js';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON object body, or `invalid_body` before any schema reads it. */
export function requireObjectBody(body: unknown): Record<string, unknown> {
  if (!isPlainObject(body)) {
    throw new ApiError(400, 'invalid_body', 'The body must be a JSON object.');
  }
  return body;
}

/** `invalid_body` naming the first field at fault and listing every one. */
export function fieldErrorsError(
  statusCode: number,
  fieldErrors: readonly FieldError[],
  otherwise: string,
): ApiError {
  const first = fieldErrors[0];
  return new ApiError(
    statusCode,
    'invalid_body',
    first ? `${first.fieldName}: ${first.message}` : otherwise,
    first?.fieldName,
    fieldErrors,
  );
}

/**
 * Parses a lead request body with its contract schema.
 * A missing or empty `product` is `missing_product`; any other fault is `invalid_body` naming the
 * first field at fault and listing every one.
 */
export function parseLeadBody<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const body = requireObjectBody(value);
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
  throw fieldErrorsError(400, fieldErrors, 'The body does not match the contract.');
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
  throw fieldErrorsError(
    400,
    toFieldErrors(result.error.issues),
    'The request parameters are not valid.',
  );
}
