import { describe, expect, test, vi } from 'vitest';
import { currencyDigits, formatMoney, formatMoneyDue, formatPercent } from './format-money';
import { adoptNumberPatterns, numberFormat } from './number-format';
import { numberPatternOf } from './number-pattern';

describe('numberFormat', () => {
  test('makes one formatter per language and options, and formats as Intl does', () => {
    const Real = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      return new Real(...args);
    });
    const first = numberFormat('es-ES', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('es-ES', { style: 'currency', currency: 'EUR' })).toBe(first);
    expect(numberFormat('ro-RO', { style: 'currency', currency: 'EUR' })).not.toBe(first);
    expect(numberFormat('es-ES', { style: 'percent' })).not.toBe(first);
    expect(made).toHaveBeenCalledTimes(3);
    made.mockRestore();
  });

  test('with the build’s pattern, writes as Intl would without making one, until a number it cannot hold', () => {
    const options = { style: 'currency', currency: 'RON', maximumFractionDigits: 0 } as const;
    const pattern = numberPatternOf(new Intl.NumberFormat('ro-RO', options));
    expect(pattern).toBeDefined();
    if (!pattern) return;
    adoptNumberPatterns({ [`ro-RO ${JSON.stringify(options)}`]: pattern });
    const Real = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      return new Real(...args);
    });
    const formatter = numberFormat('ro-RO', options);
    expect([formatter.format(2000), formatter.format(15000)]).toEqual([
      new Real('ro-RO', options).format(2000),
      new Real('ro-RO', options).format(15000),
    ]);
    expect(made).not.toHaveBeenCalled();
    expect(formatter.format(-5)).toBe(new Real('ro-RO', options).format(-5));
    expect(made).toHaveBeenCalledTimes(1);
    made.mockRestore();
  });

  test('money keeps its format in every language', () => {
    expect(formatMoney(1500, 'es', 'EUR')).toBe(
      new Intl.NumberFormat('es-ES', {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
      }).format(1500),
    );
    expect(formatMoney(2000, 'ro', 'RON')).toContain('2.000');
  });

  test('Romanian money is written in lei, as spec section 9 says, not RON (issue 38)', () => {
    const space = '[\\s\u00a0\u202f]';
    expect(formatMoney(1000, 'ro', 'RON')).toMatch(new RegExp(`^1\\.000${space}lei$`));
    expect(formatMoneyDue(1048.26, 'ro', 'RON')).toMatch(new RegExp(`^1\\.048,26${space}lei$`));
    expect(formatMoney(10000, 'en', 'RON')).toMatch(new RegExp(`^lei${space}?10,000$`));
    expect(formatMoney(1000, 'ro', 'RON')).not.toContain('RON');
  });

  test('a sum due keeps the currency’s minor unit, and a rate its decimals', () => {
    // (Not es-ES euros: the spy of the first test made that formatter.)
    expect(formatMoneyDue(1048.26, 'pl', 'PLN')).toBe(
      new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(1048.26),
    );
    expect(formatMoneyDue(1048.5, 'de', 'EUR')).toContain('1.048,50');
    expect(formatMoneyDue(5350685, 'vn', 'VND')).not.toMatch(/,\d\d\D*$/);
    expect([currencyDigits('EUR'), currencyDigits('PLN'), currencyDigits('VND')]).toEqual([
      2, 2, 0,
    ]);
    expect(formatPercent(32.6, 'es', { min: 1, max: 1 })).toMatch(/^32,6\s%$/);
    expect(formatPercent(7, 'en', { min: 1, max: 2 })).toBe('7.0%');
    expect(formatPercent(19.95, 'pl', { min: 1, max: 2 })).toBe('19,95%');
  });
});
