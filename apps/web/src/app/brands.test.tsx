import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import en from '../../public/locales/en/translation.json';
import { FontSubsetsByLocale } from '../config/design-tokens-schema';
import { themeProperties, themeTextPairs } from '../config/theme-properties';
import type { ApiClient } from '../lib/api-client';
import { flatTexts, placeholdersOf } from '../test/locale-texts';
import { renderApp } from '../test/render-app';
import { applyBrandToDocument } from './apply-brand-to-document';
import { Brands, Countries, resolveBrand } from './brand-registry';
import { loadApplicationPage } from './load-application-page';

const noApi = (async () => {
  throw new Error('The first page makes no API call');
}) as unknown as ApiClient;

const pairs = Brands.flatMap((brand) =>
  brand.countries.map((country) => [brand.id, country] as const),
);

describe('every brand', () => {
  test('there is a brand for each of the eight countries, and one country has two', () => {
    const served = Brands.flatMap((brand) => brand.countries);
    expect(new Set(served)).toEqual(new Set(Object.keys(Countries)));
    expect(served.length).toBeGreaterThan(new Set(served).size);
  });

  test.each(pairs)('%s in %s: the configuration parses', (id, country) => {
    const config = resolveBrand(id, country);
    expect(config.country).toBe(country);
    expect(config.locales).toContain(config.defaultLocale);
  });

  test.each(Brands.map((brand) => brand.id))(
    '%s: its logo width is the SVG’s at 40 px high, so the header keeps its place',
    (id) => {
      const svg = readFileSync(path.join(import.meta.dirname, `../brands/${id}/logo.svg`), 'utf8');
      const [, width = '0', height = '1'] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg) ?? [];
      expect(resolveBrand(id).logoWidth).toBe(Math.round((40 * Number(width)) / Number(height)));
    },
  );

  test.each(Brands.map((brand) => brand.id))(
    '%s: its wordmark is fitted inside the logo, whatever font the phone has',
    (id) => {
      const svg = readFileSync(path.join(import.meta.dirname, `../brands/${id}/logo.svg`), 'utf8');
      const [, width = '0'] = /viewBox="0 0 ([\d.]+) /.exec(svg) ?? [];
      const words = [...svg.matchAll(/<text x="([\d.]+)"[^>]*textLength="([\d.]+)"/g)];
      // Without textLength, a phone's wider fallback font ran the name past the edge (PesoLend).
      expect(words).toHaveLength(1);
      const [, x = '0', length = '0'] = words[0] ?? [];
      expect(Number(x) + Number(length)).toBeLessThanOrEqual(Number(width));
    },
  );

  test.each(pairs)('%s in %s: every text colour reaches 4.5:1 on its background', (id, country) => {
    const low = themeTextPairs(resolveBrand(id, country).theme).filter((pair) => pair.ratio < 4.5);
    expect(low).toEqual([]);
  });

  test.each(pairs)(
    '%s in %s: its design tokens resolve and reach the page as --lf-* properties',
    (id, country) => {
      const config = resolveBrand(id, country);
      applyBrandToDocument(config);
      const style = document.documentElement.style;
      for (const [property, value] of Object.entries(themeProperties(config.theme))) {
        expect(style.getPropertyValue(property), property).toBe(value);
      }
      expect(style.getPropertyValue('--lf-radius-card')).toBe(config.theme.radius.card);
      expect(style.getPropertyValue('--lf-text-m')).toMatch(/^1(?:\.\d+)?rem$/);
    },
  );

  test.each(pairs)(
    '%s in %s: its font has the scripts of every language it speaks',
    (id, country) => {
      const { theme, locales } = resolveBrand(id, country);
      const needed = new Set<string>(
        locales.flatMap((locale): readonly string[] => FontSubsetsByLocale[locale] ?? ['latin']),
      );
      expect(theme.brandFont?.subsets ?? [...needed]).toEqual(expect.arrayContaining([...needed]));
    },
  );

  test('no two brands share one look: each has its own radius, spacing, type or font', () => {
    const looks = Brands.map(({ id }) => {
      const { radius, space, typeScale, elevation, brandFont } = resolveBrand(id).theme;
      return JSON.stringify({ radius, space, typeScale, elevation, brandFont });
    });
    expect(new Set(looks).size).toBe(Brands.length);
  });

  test('a few brands have their own font; the others keep the system stack', () => {
    const withFont = Brands.filter(({ id }) => resolveBrand(id).theme.brandFont);
    expect(withFont.length).toBeGreaterThan(0);
    expect(withFont.length).toBeLessThanOrEqual(3);
  });

  test.each(pairs)('%s in %s: has an application page and product styles', async (id, country) => {
    await expect(loadApplicationPage(resolveBrand(id, country))).resolves.toHaveProperty('default');
  });

  test.each(pairs)(
    '%s in %s: the first page renders with its logo, title and favicon',
    async (id, country) => {
      const config = resolveBrand(id, country);
      applyBrandToDocument(config);
      await renderApp({ api: noApi, brandId: id });
      expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
      expect(screen.getAllByRole('img', { name: config.displayName })).toHaveLength(2);
      await waitFor(() =>
        expect(document.title).toContain(config.pageData.title ?? config.displayName),
      );
      expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toMatch(
        new RegExp(`/${id}/favicon\\.svg$`),
      );
    },
  );
});

describe('brand pricing and wording', () => {
  const texts = flatTexts(en);

  test.each(Brands.map((brand) => brand.id))(
    '%s: every text it words its own way is one the app has, with the same placeholders',
    (id) => {
      const problems = Object.entries(resolveBrand(id).textOverrides).flatMap(([lng, own]) =>
        Object.entries(own ?? {}).flatMap(([key, text]) =>
          !texts.has(key)
            ? [`${lng}: "${key}" is no text of the app`]
            : placeholdersOf(text).join() !== placeholdersOf(texts.get(key)).join()
              ? [`${lng}: "${key}" has other placeholders than en`]
              : [],
        ),
      );
      expect(problems).toEqual([]);
    },
  );

  test('the classic brands give their pricing but one, so a brand without pricing is tried too; the v3 brands, whose first page has no loan controls, give none', () => {
    const priced = (id: string) => resolveBrand(id).pricing !== undefined;
    const ids = Brands.map((brand) => brand.id);
    expect(ids.filter((id) => !priced(id))).toEqual(['credisol-es', 'lei-rapid-ro', 'pesolend-ph']);
  });
});

describe('the brands the spec names', () => {
  test('the Spanish default brand: euro, +34, amount 100 to 1000 by 100, period default 31 in 61..90', () => {
    const config = resolveBrand('default-es');
    expect(config.currency).toEqual({ code: 'EUR', symbol: '€' });
    expect(config.phonePrefix).toBe('+34');
    expect(config.loan.amount).toEqual({ min: 100, max: 1000, step: 100, default: 1000 });
    expect(config.loan.period).toEqual({ min: 61, max: 90, step: 1, default: 31 });
    expect(config.affiliateReferenceExpiryHours).toBe(480);
    expect(new RegExp(config.validationFormats.postalCode, 'u').test('28013')).toBe(true);
  });

  test('the Romanian brand: lei, +40, amount up to 10000, period default 73', () => {
    const config = resolveBrand('lei-rapid-ro');
    expect(config.currency.symbol).toBe('lei');
    expect(config.phonePrefix).toBe('+40');
    expect(config.loan.amount.max).toBe(10000);
    expect(config.loan.period.default).toBe(73);
    expect(new RegExp(config.validationFormats.flatNumber, 'u').test('12B')).toBe(true);
    expect(new RegExp(config.validationFormats.flatNumber, 'u').test('B12')).toBe(false);
  });
});
