import { describe, expect, test, vi } from 'vitest';
import { formatMoney } from './format-money';
import { numberFormat } from './number-format';

describe('numberFormat', () => {
  test('makes one formatter per language and options, and formats as Intl does', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    const first = numberFormat('es-ES', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('es-ES', { style: 'currency', currency: 'EUR' })).toBe(first);
    expect(numberFormat('ro-RO', { style: 'currency', currency: 'EUR' })).not.toBe(first);
    expect(numberFormat('es-ES', { style: 'percent' })).not.toBe(first);
    expect(made).toHaveBeenCalledTimes(3);
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
});
