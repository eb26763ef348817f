import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LeadDataPatchSchema } from './lead-data.js';
import { consentRecord, isStorableText, MAX_CONSENT_KEYS, storableText } from './storable-text.js';

/** Any UTF-16 text, lone surrogates and NUL included. */
const anyText = fc.string({ unit: 'binary', maxLength: 40 });
/** Well-formed Unicode without NUL: what a keyboard or a paste can give. */
const wellFormed = fc
  .string({ unit: 'grapheme', maxLength: 40 })
  .filter((value) => !value.includes('\u0000'));

/** An oracle independent of the regular expression: UTF-8 percent-encoding throws on a lone surrogate. */
function isWellFormed(value: string): boolean {
  try {
    encodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}

describe('storable text', () => {
  test('is exactly well-formed Unicode without NUL', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        expect(isStorableText(value)).toBe(isWellFormed(value) && !value.includes('\u0000'));
      }),
    );
  });

  test('survives a trip through UTF-8 unchanged, as the database stores it', () => {
    fc.assert(
      fc.property(wellFormed, (value) => {
        expect(decodeURIComponent(encodeURIComponent(value))).toBe(value);
        expect(storableText(200).safeParse(value).success).toBe(true);
      }),
    );
  });

  test('anything with a NUL or a lone surrogate is refused, wherever it stands', () => {
    const bad = fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF');
    fc.assert(
      fc.property(wellFormed, bad, wellFormed, (before, char, after) => {
        // `before` and `after` are well-formed, so the unit in between pairs with neither.
        expect(storableText(200).safeParse(`${before}${char}${after}`).success).toBe(false);
      }),
    );
  });

  test('is refused past its length', () => {
    expect(storableText(3).safeParse('abcd').success).toBe(false);
    expect(storableText(3).safeParse('abc').success).toBe(true);
  });
});

describe('a record of consents', () => {
  const identifier = fc.stringMatching(/^[a-z][A-Za-z0-9]{0,49}$/);

  test(`takes up to ${MAX_CONSENT_KEYS} identifier keys`, () => {
    fc.assert(
      fc.property(
        fc.dictionary(identifier, fc.boolean(), { maxKeys: MAX_CONSENT_KEYS }),
        (record) => {
          expect(consentRecord().safeParse(record).success).toBe(true);
        },
      ),
    );
  });

  test('refuses more keys, or a key that is not an identifier', () => {
    fc.assert(
      fc.property(
        fc.dictionary(identifier, fc.boolean(), { minKeys: MAX_CONSENT_KEYS + 1, maxKeys: 80 }),
        (record) => {
          expect(consentRecord().safeParse(record).success).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(
        anyText.filter((key) => !/^[a-z][A-Za-z0-9]{0,49}$/.test(key)),
        (key) => {
          expect(consentRecord().safeParse({ [key]: true }).success).toBe(false);
        },
      ),
    );
  });

  // fast-check's counterexample on CI: zod's record drops a `__proto__` key (so nothing is
  // polluted) and the record passed, holding less than was sent; it must be refused instead.
  test('refuses a __proto__ key, however it was sent', () => {
    for (const record of [{ ['__proto__']: true }, JSON.parse('{"ok": true, "__proto__": true}')]) {
      expect(consentRecord().safeParse(record).success).toBe(false);
    }
    expect(
      LeadDataPatchSchema.safeParse(JSON.parse('{"policies": {"__proto__": true}}')).success,
    ).toBe(false);
  });

  test('bounds both of the lead’s records', () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_CONSENT_KEYS + 1 }, (_, i) => [`k${i}`, true]),
    );
    expect(LeadDataPatchSchema.safeParse({ policies: many }).success).toBe(false);
    expect(
      LeadDataPatchSchema.safeParse({ contactDetails: { marketingConsents: many } }).success,
    ).toBe(false);
  });
});
