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
