import type { LeadData } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { defaultRules } from './test-rules';
import { applyUrlIntake, readUrlIntake } from './url-intake';

const read = (search: string) => readUrlIntake(search, defaultRules);
const HOSTILE = [
  '<script>window.__pwned=1</script>',
  '"><img src=x onerror="window.__pwned=1">',
  "'; alert(1); '",
  'x'.repeat(5000),
  'javascript:alert(1)',
];

describe('url intake', () => {
  test('reads nothing from an address without parameters', () => {
    expect(read('')).toEqual({ prefilledFields: [] });
  });

  test('clamps amount and period to the brand bounds and step', () => {
    expect(read('?amount=450&period=75')).toMatchObject({ amount: 500, period: 75 });
    expect(read('?amount=50000&period=10')).toMatchObject({ amount: 1000, period: 61 });
    expect(read('?amount=-5&period=75.4')).toMatchObject({ amount: 100, period: 75 });
  });

  test('caps an amount of ten digits or more as it caps a smaller one above the bound', () => {
    // Walker w5: 999999999 was capped, 9999999999 gave the default (a dong amount has ten digits).
    expect(read('?amount=9999999999&period=1000000000')).toMatchObject({
      amount: 1000,
      period: 90,
    });
    expect(read(`?amount=${'9'.repeat(15)}`).amount).toBe(1000);
    // Past what a number holds exactly (16 digits), it is not read.
    expect(read(`?amount=${'9'.repeat(16)}`).amount).toBeUndefined();
  });

  test('reads 1,000 and 1.000 as neither 1 nor 1000 but ignores them, so the default applies', () => {
    for (const value of [
      '1.000',
      '1,000',
      '2.500',
      '1.000.000',
      '1,000.50',
      '1.000,50',
      '1.0000',
    ]) {
      expect(read(`?amount=${encodeURIComponent(value)}`).amount, value).toBeUndefined();
    }
  });

  test('reads one or two decimals after a dot or a comma', () => {
    expect(read('?amount=450.5&period=75,4')).toMatchObject({ amount: 500, period: 75 });
    expect(read('?amount=300,00').amount).toBe(300);
  });

  test('ignores an amount or period that is not a plain number', () => {
    for (const value of [
      'abc',
      '1e1',
      '1e3',
      '1E2',
      '0x10',
      'Infinity',
      'NaN',
      '',
      '12abc',
      '9'.repeat(400),
    ]) {
      const intake = read(`?amount=${encodeURIComponent(value)}&period=${value}`);
      expect(intake.amount, value).toBeUndefined();
      expect(intake.period, value).toBeUndefined();
    }
  });

  test('prefills names, e-mail and phone and says which fields were prefilled', () => {
    const intake = read(
      '?firstName=Ana&lastName=Garc%C3%ADa&email=ana%40example.com&phoneNumber=612%20345%20678',
    );
    expect(intake.personalDetails).toEqual({ firstName: 'Ana', lastName: 'García' });
    expect(intake.contactDetails).toEqual({ email: 'ana@example.com', phoneNumber: '612345678' });
    expect(intake.prefilledFields).toEqual(['firstName', 'lastName', 'email', 'phoneNumber']);
  });

  test('drops an invalid prefill value and keeps the valid ones', () => {
    const intake = read('?firstName=Ana&lastName=%3Cb%3EX%3C%2Fb%3E&email=nope');
    expect(intake.personalDetails).toEqual({ firstName: 'Ana' });
    expect(intake.contactDetails).toBeUndefined();
    expect(intake.prefilledFields).toEqual(['firstName']);
  });

  test('keeps the selling tier id and passes on the sessionId for the session to judge', () => {
    expect(read('?sellingTierGlobalId=tier-7&sessionId=abc')).toMatchObject({
      sellingTierGlobalId: 'tier-7',
      sessionId: 'abc',
    });
    expect(read(`?sessionId=${'a'.repeat(5000)}`).sessionId).toHaveLength(37);
  });

  test('drops hostile values in every parameter', () => {
    for (const value of HOSTILE) {
      const encoded = encodeURIComponent(value);
      const names = [
        'refName',
        'refSubId',
        'refTransactionId',
        's_id',
        'amount',
        'period',
        'firstName',
        'lastName',
        'email',
        'phoneNumber',
        'sellingTierGlobalId',
      ];
      const intake = read(`?${names.map((name) => `${name}=${encoded}`).join('&')}`);
      expect(intake, value).toEqual({ prefilledFields: [] });
    }
  });

  test('uses the first value of a repeated parameter', () => {
    expect(read('?amount=300&amount=900').amount).toBe(300);
  });
});

describe('applying the url intake', () => {
  const base: LeadData & { amount: number; period: number } = {
    amount: 1000,
    period: 61,
    contactDetails: { postalCode: '28001' },
  };

  test('lets address values win over stored ones and marks the lead as prefilled', () => {
    const next = applyUrlIntake(base, read('?amount=300&email=ana%40example.com&refName=partner'));
    expect(next).toEqual({
      amount: 300,
      period: 61,
      contactDetails: { postalCode: '28001', email: 'ana@example.com' },
      posthogParameters: { isLeadPrefilled: true, leadPrefilledFields: ['email'] },
    });
  });

  test('leaves the stored affiliate reference and its time alone: the attribution rules decide', () => {
    const stored = {
      ...base,
      affiliateReferenceParams: { attribute: 'partner', setAt: 'EARLIER' },
    };
    expect(applyUrlIntake(stored, read('?refName=partner')).affiliateReferenceParams).toEqual({
      attribute: 'partner',
      setAt: 'EARLIER',
    });
  });

  test('changes nothing when the address gave nothing', () => {
    expect(applyUrlIntake(base, read('?amount=abc&firstName=1'))).toEqual(base);
  });

  test('keeps the selling tier id in the application data', () => {
    expect(applyUrlIntake(base, read('?sellingTierGlobalId=T1')).sellingTierGlobalId).toBe('T1');
  });
});
