import i18next from 'i18next';
import { describe, expect, test } from 'vitest';
import co from '../../../public/locales/co/translation.json';
import de from '../../../public/locales/de/translation.json';
import en from '../../../public/locales/en/translation.json';
import es from '../../../public/locales/es/translation.json';
import mx from '../../../public/locales/mx/translation.json';
import ph from '../../../public/locales/ph/translation.json';
import pl from '../../../public/locales/pl/translation.json';
import ro from '../../../public/locales/ro/translation.json';
import vn from '../../../public/locales/vn/translation.json';
import type { Locale } from '../../config/brand-config-schema';
import { i18nLogger } from './i18n-logger';
import { i18nOptions } from './i18n-options';
import { localePlurals } from './locale-plurals';

type AgeMessageKey = 'tooYoung' | 'tooOld' | 'ageAtLeast' | 'ageAtMost';

const files = { en, es, mx, co, pl, ro, vn, de, ph };

/** i18next as the app starts it, with every locale's file in memory. */
async function translatorFor(lng: Locale) {
  const instance = i18next.createInstance();
  const options = i18nOptions({
    lng,
    supportedLngs: [lng],
  });
  await instance
    .use(i18nLogger)
    .use(localePlurals)
    .init({
      ...options,
      resources: Object.fromEntries(
        Object.entries(files).map(([code, translation]) => [code, { translation }]),
      ),
    });
  const days = (count: number) => instance.t('loanInformation>periodValue', { count });
  return Object.assign(days, {
    range: (min: number, count: number) => instance.t('loanInformation>periodHint', { min, count }),
    /** An age bound's message, with the values the contract's age check gives it. */
    age: (key: AgeMessageKey, count: number) =>
      instance.t(`validation>${key}`, { count, label: 'Data nașterii' }),
    /** A text's length limit, with the values the field rules give it. */
    tooLong: (count: number) => instance.t('validation>textTooLong', { count, label: 'E-mail' }),
  });
}

describe('plurals by the locale’s BCP 47 tag', () => {
  test.each(['es', 'mx', 'co'] as const)(
    '%s: "1 día", "2 días", "1000000 de días"',
    async (lng) => {
      const days = await translatorFor(lng);
      expect(days(1)).toBe('1 día');
      expect(days(2)).toBe('2 días');
      expect(days(1_000_000)).toBe('1000000 de días');
    },
  );

  test('ro: "1 zi", "2 zile", "20 de zile"', async () => {
    const days = await translatorFor('ro');
    expect([days(1), days(2), days(19), days(20), days(101), days(120)]).toEqual([
      '1 zi',
      '2 zile',
      '19 zile',
      '20 de zile',
      '101 zile',
      '120 de zile',
    ]);
  });

  test('pl: "1 dzień", "2 dni", "5 dni", "22 dni"', async () => {
    const days = await translatorFor('pl');
    expect([days(1), days(2), days(5), days(22)]).toEqual(['1 dzień', '2 dni', '5 dni', '22 dni']);
  });

  test('vn: one form for every number, in Vietnamese', async () => {
    const days = await translatorFor('vn');
    expect([days(1), days(61)]).toEqual(['1 ngày', '61 ngày']);
  });

  test('de: "1 Tag", "90 Tage"', async () => {
    const days = await translatorFor('de');
    expect([days(1), days(90)]).toEqual(['1 Tag', '90 Tage']);
  });

  test('ph: English plurals ("1 day", "61 days")', async () => {
    const days = await translatorFor('ph');
    expect([days(1), days(61)]).toEqual(['1 day', '61 days']);
  });
});

describe('the period range names its unit once, in the case the maximum needs', () => {
  test.each([
    ['de', 'Von 61 bis 90 Tagen'],
    ['pl', 'Od 61 do 90 dni'],
    ['ro', 'Între 61 și 90 de zile'],
    ['es', 'Desde 61 hasta 90 días'],
    ['vn', 'Từ 61 đến 90 ngày'],
    ['en', 'From 61 to 90 days'],
  ] as const)('%s: "%s"', async (lng, text) => {
    expect((await translatorFor(lng)).range(61, 90)).toBe(text);
  });
});

describe('an age bound is counted as the language counts years', () => {
  test('ro: "18 ani", "20 de ani", "75 de ani", "1 an"', async () => {
    const t = await translatorFor('ro');
    expect(t.age('tooYoung', 18)).toContain('cel puțin 18 ani');
    expect(t.age('tooYoung', 21)).toContain('cel puțin 21 de ani');
    expect(t.age('ageAtLeast', 18)).toContain('cel puțin 18 ani');
    expect(t.age('ageAtLeast', 1)).toContain('cel puțin 1 an');
    expect(t.age('ageAtMost', 75)).toContain('cel mult 75 de ani');
    expect(t.age('ageAtMost', 19)).toContain('cel mult 19 ani');
    expect(t.age('tooOld', 75)).toContain('vârsta de 75 de ani');
    expect(t.age('tooOld', 19)).toContain('vârsta de 19 ani');
  });

  test('pl: "18 lat", "22 lata", "1 rok"', async () => {
    const t = await translatorFor('pl');
    expect(t.age('tooYoung', 18)).toContain('ukończone 18 lat');
    expect(t.age('tooYoung', 22)).toContain('ukończone 22 lata');
    expect(t.age('ageAtLeast', 18)).toContain('co najmniej 18 lat');
    expect(t.age('ageAtLeast', 1)).toContain('co najmniej 1 rok');
    expect(t.age('ageAtMost', 75)).toContain('najwyżej 75 lat');
    expect(t.age('ageAtMost', 24)).toContain('najwyżej 24 lata');
  });

  test.each([
    ['es', 'tooYoung', 'al menos 18 años'],
    ['de', 'ageAtMost', 'höchstens 75 Jahre'],
    ['en', 'ageAtLeast', 'aged 18 or over'],
    ['vn', 'tooYoung', 'đủ 18 tuổi'],
  ] as const)('%s %s: "%s"', async (lng, key, text) => {
    const t = await translatorFor(lng);
    expect(t.age(key, key === 'ageAtMost' ? 75 : 18)).toContain(text);
  });
});

// Walked on pozyczka-plus-pl: an e-mail of 500 letters was told "maksymalnie 254 znaków", where
// Polish says "254 znaki" (2-4, but not 12-14); Romanian says "19 caractere" and "20 de caractere".
describe('a text’s length limit is counted as the language counts characters', () => {
  test('pl: "254 znaki", "100 znaków", "22 znaki", "12 znaków", "1 znak"', async () => {
    const t = await translatorFor('pl');
    expect([t.tooLong(254), t.tooLong(100), t.tooLong(22), t.tooLong(12), t.tooLong(1)]).toEqual([
      'E-mail: maksymalnie 254 znaki.',
      'E-mail: maksymalnie 100 znaków.',
      'E-mail: maksymalnie 22 znaki.',
      'E-mail: maksymalnie 12 znaków.',
      'E-mail: maksymalnie 1 znak.',
    ]);
  });

  test('ro: "254 de caractere", "19 caractere", "1 caracter"', async () => {
    const t = await translatorFor('ro');
    expect([t.tooLong(254), t.tooLong(19), t.tooLong(1)]).toEqual([
      'E-mail: folosiți cel mult 254 de caractere.',
      'E-mail: folosiți cel mult 19 caractere.',
      'E-mail: folosiți cel mult 1 caracter.',
    ]);
  });

  test.each([
    ['en', 254, 'E-mail must be 254 characters or fewer.'],
    ['en', 1, 'E-mail must be 1 character or fewer.'],
    ['es', 100, 'E-mail: usa 100 caracteres como máximo.'],
    ['es', 1, 'E-mail: usa 1 carácter como máximo.'],
    ['de', 1, 'E-mail: Bitte verwenden Sie höchstens 1 Zeichen.'],
    ['vn', 254, 'E-mail: nhập tối đa 254 ký tự.'],
  ] as const)('%s, %i: "%s"', async (lng, count, text) => {
    expect((await translatorFor(lng)).tooLong(count)).toBe(text);
  });
});
