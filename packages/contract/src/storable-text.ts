import * as z from 'zod/mini';

/**
 * A NUL character (which PostgreSQL's text and jsonb cannot hold) or a lone UTF-16 surrogate
 * (not Unicode, so it has no UTF-8 form to store). A pair of surrogates (an emoji) is fine.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` can be stored and sent back as it is. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * Text from a request, at most `max` UTF-16 units long and storable (no NUL, no lone surrogate):
 * anything else is a field error, never a database failure.
 */
export function storableText(max: number) {
  return z
    .string()
    .check(
      z.maxLength(max),
      z.refine(isStorableText, { error: 'Must not hold a NUL character or a lone surrogate' }),
    );
}

/**
 * A key the contract lets a client choose (a policy's id, a consent channel): a short
 * identifier, never free text, so no key can carry data or grow a record.
 */
export const IdentifierKeySchema = z.string().check(z.regex(/^[a-z][A-Za-z0-9]{0,49}$/));

/** The most keys a record of consents may hold: far more than any brand's policies or channels. */
export const MAX_CONSENT_KEYS = 50;

/**
 * A JSON object's own `__proto__` key (JSON.parse makes one): zod's record drops it without a word,
 * so it is refused before, or the record would pass holding less than was sent.
 */
const hasProtoKey = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, '__proto__');

/** A set of yes/no answers by identifier, at most `MAX_CONSENT_KEYS` of them. */
export function consentRecord() {
  return z.pipe(
    z.custom<unknown>((value) => !hasProtoKey(value), { error: 'Not an identifier: __proto__' }),
    z.record(IdentifierKeySchema, z.boolean()).check(
      z.refine((record) => Object.keys(record).length <= MAX_CONSENT_KEYS, {
        error: `At most ${MAX_CONSENT_KEYS} keys`,
      }),
    ),
  );
}
