import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseStoredValue, storage } from './storage';

/** Dates as the ISO text storage wrote them as (storage revives them on reading). */
function datesToIsoText(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(datesToIsoText);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, datesToIsoText(v)]));
  }
  return value;
}

/** A string that storage reads back as itself: not JSON text, not an ISO time with ms. */
const plainText = fc.string().filter((text) => {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
});
const storable = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    plainText,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
    fc.boolean(),
    fc.constant(null),
    fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4102444800000) }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('storage, for any value', () => {
  test('reads back what was written (a Date as the time it was)', () => {
    fc.assert(
      fc.property(storable, (value) => {
        expect(storage.set('session', 'state', value)).toBe(true);
        expect(datesToIsoText(storage.get('session', 'state'))).toEqual(datesToIsoText(value));
      }),
    );
  });

  test('unwrapping anything stored under its key never throws, however it was written', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.integer({ min: 0, max: 12 }), (raw, depth) => {
        let text = raw;
        for (let level = 0; level < depth; level += 1) text = JSON.stringify(text);
        expect(() => parseStoredValue(text)).not.toThrow();
        window.sessionStorage.setItem('state', text);
        expect(() => storage.get('session', 'state')).not.toThrow();
      }),
    );
  });

  test('JSON text wrapped in JSON up to ten times reads back as the value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 1, max: 9 }), (value, depth) => {
        let text = JSON.stringify(value);
        for (let level = 1; level < depth; level += 1) text = JSON.stringify(text);
        const read = datesToIsoText(parseStoredValue(text));
        // A string that is itself JSON text unwraps further (documented on storage.set).
        if (typeof value !== 'string') expect(read).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
