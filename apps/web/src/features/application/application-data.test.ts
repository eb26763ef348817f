import { describe, expect, test } from 'vitest';
import {
  defaultApplicationData,
  mergeApplicationData,
  mergeTags,
  UI_TAG,
  withLoanDefaults,
} from './application-data';

const loan = {
  amount: { min: 100, max: 1000, step: 100, default: 1000 },
  period: { min: 61, max: 90, step: 1, default: 73 },
};

describe('application data', () => {
  test('starts with the brand amount, the configured default period and the UI tag', () => {
    expect(defaultApplicationData(loan)).toEqual({ amount: 1000, period: 73, tags: [UI_TAG] });
  });

  test('clamps a default period that lies below the minimum (spec: 31 with minimum 61)', () => {
    expect(
      defaultApplicationData({ ...loan, period: { ...loan.period, default: 31 } }).period,
    ).toBe(61);
  });

  test('fills a missing amount or period from the defaults and clamps stored ones', () => {
    expect(withLoanDefaults({}, loan)).toMatchObject({ amount: 1000, period: 73 });
    expect(withLoanDefaults({ amount: 5000, period: 70 }, loan)).toMatchObject({
      amount: 1000,
      period: 70,
    });
  });

  test('tags start with the UI marker and merge without duplicates', () => {
    expect(mergeTags()).toEqual(['UI']);
    expect(mergeTags(['b', 'UI', 'a'], ['a', 'c'])).toEqual(['UI', 'b', 'a', 'c']);
    expect(withLoanDefaults({ tags: ['partner', 'partner'] }, loan).tags).toEqual([
      'UI',
      'partner',
    ]);
  });

  test('keeps at most the 50 tags the lead contract takes', () => {
    const many = Array.from({ length: 80 }, (_, index) => `t${index}`);
    expect(mergeTags(many)).toHaveLength(50);
  });

  test('merges groups field by field, tags without duplicates, and replaces other values', () => {
    const current = {
      amount: 500,
      period: 61,
      tags: ['UI', 'a'],
      personalDetails: { firstName: 'Ana', lastName: 'García' },
    };
    expect(
      mergeApplicationData(current, {
        amount: 700,
        tags: ['a', 'b'],
        personalDetails: { lastName: 'López' },
      }),
    ).toEqual({
      amount: 700,
      period: 61,
      tags: ['UI', 'a', 'b'],
      personalDetails: { firstName: 'Ana', lastName: 'López' },
    });
    expect(current.personalDetails.lastName).toBe('García');
  });
});

describe('removing an answer', () => {
  test('a null answer is removed from the data kept, never stored', () => {
    const kept = mergeApplicationData(
      { amount: 500, period: 61, contactDetails: { flatNumber: '3B', city: 'Madrid' } },
      { contactDetails: { flatNumber: null, street: 'Mayor' } },
    );
    expect(kept.contactDetails).toEqual({ city: 'Madrid', street: 'Mayor' });
  });
});
