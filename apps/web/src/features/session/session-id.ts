import { SESSION_ID_PATTERN } from '@lf/contract';

/**
 * A session id is 8-4-4-4-12 hex digits, in either case, of any UUID version and variant
 * (spec section 5): the same pattern the lead contract accepts, so an id we keep can always be
 * sent with a lead.
 */
export function isValidSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value);
}
