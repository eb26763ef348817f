import { describe, expect, test } from 'vitest';
import { normalizeDigits } from './normalize-digits';

describe('digits as people type them', () => {
  test.each([
    ['Arabic-Indic', '\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669', '0123456789'],
    [
      'Eastern Arabic-Indic',
      '\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9',
      '0123456789',
    ],
    ['full-width', '０１２３４５６７８９', '0123456789'],
    ['Devanagari', '\u0966\u0967\u0968\u0969', '0123'],
    ['Bengali', '\u09e6\u09ef', '09'],
    ['Thai', '\u0e51\u0e52', '12'],
    ['mathematical bold', '\u{1d7ce}\u{1d7cf}\u{1d7d8}\u{1d7d9}', '0101'],
  ])('reads %s digits as ASCII digits', (_, typed, read) => {
    expect(normalizeDigits(typed)).toBe(read);
  });

  test('reads full-width Latin letters as ASCII letters, and keeps everything else', () => {
    expect(normalizeDigits('１２３４５６７８Ｚ')).toBe('12345678Z');
    expect(normalizeDigits('ａｂｃＸＹＺ')).toBe('abcXYZ');
    expect(normalizeDigits('Łukasz Nguyễn 12 ½ ²')).toBe('Łukasz Nguyễn 12 ½ ²');
  });
});
