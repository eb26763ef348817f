import { describe, expect, test } from 'vitest';
import { checkVietnameseCccd, VietnamProvinceCodes } from './vietnam-cccd.js';

describe('Vietnamese citizen identity card (CCCD)', () => {
  test('knows the 63 province codes', () => {
    expect(VietnamProvinceCodes.size).toBe(63);
    for (const code of ['001', '031', '048', '079', '092', '096']) {
      expect(VietnamProvinceCodes.has(code)).toBe(true);
    }
  });

  test.each([
    ['001099012345', 'Hà Nội, a man born 1999'],
    ['079303004567', 'Hồ Chí Minh City, a woman born 2003'],
    ['096185123456', 'Cà Mau, a woman born 1985'],
    ['048200000001', 'Đà Nẵng, a man born 2000'],
  ])('accepts %s (%s)', (value) => {
    expect(checkVietnameseCccd(value)).toEqual({ ok: true, value });
  });

  test.each(['000099012345', '003099012345', '097099012345', '100099012345'])(
    'refuses %s: not a province code',
    (value) => {
      expect(checkVietnameseCccd(value)).toEqual({ ok: false, reason: 'region' });
    },
  );

  test.each([
    ['11 digits', '00109901234'],
    ['13 digits', '0010990123456'],
    ['the 9-digit old identity card (CMND)', '123456789'],
    ['a letter', '00109901234A'],
  ])('refuses %s', (_, value) => {
    expect(checkVietnameseCccd(value)).toEqual({ ok: false, reason: 'format' });
  });

  test('accepts spaces between groups', () => {
    expect(checkVietnameseCccd('001 099 012 345')).toEqual({ ok: true, value: '001099012345' });
  });
});
