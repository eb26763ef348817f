import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { deepMerge, type JsonObject } from './deep-merge.js';

/** Stored data: JSON objects without null (the store never keeps one). */
const key = fc.constantFrom('a', 'b', 'c', 'personalDetails', 'policies', 'x1');
const stored: fc.Arbitrary<JsonObject> = fc.letrec<{ object: JsonObject; value: unknown }>(
  (tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.array(fc.string(), { maxLength: 3 }),
      tie('object'),
    ),
    object: fc.dictionary(key, tie('value'), { maxKeys: 4 }) as fc.Arbitrary<JsonObject>,
  }),
).object;
/** A patch: stored data where any value may also be null ("remove this answer"). */
const patch: fc.Arbitrary<JsonObject> = fc.letrec<{ object: JsonObject; value: unknown }>(
  (tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.constant(null),
      fc.string(),
      fc.integer(),
      fc.array(fc.integer(), { maxLength: 3 }),
      tie('object'),
    ),
    object: fc.dictionary(key, tie('value'), { maxKeys: 4 }) as fc.Arbitrary<JsonObject>,
  }),
).object;

function holdsNull(value: unknown): boolean {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  return Object.values(value).some(holdsNull);
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

describe('deepMerge, for any stored data and patch', () => {
  test('an empty patch changes nothing, and no null is ever stored', () => {
    fc.assert(
      fc.property(stored, patch, (base, change) => {
        expect(deepMerge(base, {})).toEqual(base);
        expect(holdsNull(deepMerge(base, change))).toBe(false);
      }),
    );
  });

  test('applying the same patch twice is applying it once', () => {
    fc.assert(
      fc.property(stored, patch, (base, change) => {
        const once = deepMerge(base, change);
        expect(deepMerge(once, change)).toEqual(once);
      }),
    );
  });

  test('every value the patch gives is stored, every null removes its key, the rest is kept', () => {
    fc.assert(
      fc.property(stored, patch, (base, change) => {
        const merged = deepMerge(base, change);
        for (const [name, value] of Object.entries(change)) {
          if (value === null) expect(merged).not.toHaveProperty(name);
          else if (!isObject(value)) expect(merged[name]).toEqual(value);
          else expect(isObject(merged[name])).toBe(true);
        }
        for (const [name, value] of Object.entries(base)) {
          if (!(name in change)) expect(merged[name]).toEqual(value);
        }
      }),
    );
  });

  test('neither input is changed', () => {
    fc.assert(
      fc.property(stored, patch, (base, change) => {
        const [baseBefore, changeBefore] = [structuredClone(base), structuredClone(change)];
        deepMerge(base, change);
        expect(base).toEqual(baseBefore);
        expect(change).toEqual(changeBefore);
      }),
    );
  });
});
