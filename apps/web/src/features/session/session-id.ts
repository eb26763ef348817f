/**
 * A session id is a UUID: 8-4-4-4-12 hex digits (spec section 5). Only RFC 9562 UUIDs are taken,
 * the same ones the lead contract accepts, so an id we keep can always be sent with a lead.
 */
const UUID_PATTERN =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|f{8}-f{4}-f{4}-f{4}-f{12})$/i;

export function isValidSessionId(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
