import { describe, expect, test } from 'vitest';
import { deepMerge } from './deep-merge';

describe('deep merge', () => {
  test('merges objects key by key at any depth', () => {
    const base = { personalDetails: { firstName: 'Ana' }, contactDetails: { city: 'Madrid' } };
    const patch = { personalDetails: { lastName: 'Ruiz' }, contactDetails: { city: 'Sevilla' } };
    expect(deepMerge(base, patch)).toEqual({
      personalDetails: { firstName: 'Ana', lastName: 'Ruiz' },
      contactDetails: { city: 'Sevilla' },
    });
  });

  test('replaces arrays and scalars instead of merging them', () => {
    expect(deepMerge({ tags: ['a', 'b'], amount: 500 }, { tags: ['c'], amount: 700 })).toEqual({
      tags: ['c'],
      amount: 700,
    });
  });

  test('keeps stored keys the patch leaves out or sets to undefined', () => {
    expect(deepMerge({ amount: 500, period: 61 }, { amount: undefined })).toEqual({
      amount: 500,
      period: 61,
    });
  });

  test('null removes the stored key, at any depth, and leaves its siblings', () => {
    const base = { tags: ['a'], personalDetails: { firstName: 'Ana', middleName: 'Luisa' } };
    expect(deepMerge(base, { tags: null, personalDetails: { middleName: null } })).toEqual({
      personalDetails: { firstName: 'Ana' },
    });
  });

  test('null for a key that is not stored adds nothing', () => {
    expect(deepMerge({ amount: 500 }, { period: null })).toEqual({ amount: 500 });
  });

  test('an object replaces a scalar and a scalar replaces an object', () => {
    expect(deepMerge({ a: 1, b: { c: 1 } }, { a: { x: 1 }, b: 2 })).toEqual({ a: { x: 1 }, b: 2 });
  });

  test('changes neither input', () => {
    const base = { personalDetails: { firstName: 'Ana' } };
    const patch = { personalDetails: { lastName: 'Ruiz' } };
    deepMerge(base, patch);
    expect(base).toEqual({ personalDetails: { firstName: 'Ana' } });
    expect(patch).toEqual({ personalDetails: { lastName: 'Ruiz' } });
  });
});
