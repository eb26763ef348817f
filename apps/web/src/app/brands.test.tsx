import { AssetByteLimits } from '../../scripts/brand-check/asset-check';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { LeadDataPatchSchema } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import en from '../../public/locales/en/translation.json';
import type { FontSubset } from '../config/design-tokens-schema';
import { themeProperties, themeTextPairs } from '../config/theme-properties';
import { languageCode } from '../features/i18n';
import { flatTexts, placeholdersOf } from '../test/locale-texts';
import { noApiCalls, renderApp } from '../test/render-app';
import { readSvg, SvgShapes } from '../test/svg-geometry';
import { applyBrandToDocument } from './apply-brand-to-document';
import { Brands, Countries, resolveBrand } from './brand-registry';
import { loadApplicationPage } from './load-application-page';

const brandFile = (id: string, file: string) =>
  path.join(import.meta.dirname, `../brands/${id}/${file}`);

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

  // That each brand names itself (its site, support address and title) is brand:check's
  // (scripts/brand-check/name-check.ts), which brand-check.test.ts holds every brand to.

  test.each(Brands.map((brand) => brand.id))(
    '%s: its logo width is the SVG’s at 40 px high, so the header keeps its place',
    (id) => {
      const { width, height } = readSvg(readFileSync(brandFile(id, 'logo.svg'), 'utf8'));
      expect(resolveBrand(id).logoWidth).toBe(Math.round((40 * width) / height));
    },
  );

  test.each(Brands.map((brand) => brand.id))(
    '%s: its logo and favicon are drawn in outlines within their viewBox, whatever fonts the phone has',
    (id) => {
      // A name set in <text> took the phone's fallback font and once ran past the edge (PesoLend).
      for (const file of ['logo.svg', 'favicon.svg']) {
        const text = readFileSync(brandFile(id, file), 'utf8');
        const svg = readSvg(text);
        // Paths (what `npm run wordmarks` draws) and basic shapes (a logo drawn by hand); never
        // <text>: outline the name, or give the folder a wordmark.json and run the tool. A
        // <style> draws nothing: the logo's fill in a dark contrast theme (decision 0051).
        const drawn: readonly string[] = ['svg', 'title', 'style', 'g', 'path', ...SvgShapes];
        expect(
          svg.elements.filter((name) => !drawn.includes(name)),
          `${id}/${file}: elements other than paths and shapes`,
        ).toEqual([]);
        expect(text).not.toMatch(/transform|font|<text|href=/);
        expect(svg.viewBox).toEqual({ x: 0, y: 0, width: svg.width, height: svg.height });
        const outside = svg.points.filter(
          ([x, y]) => x < 0 || y < 0 || x > svg.width || y > svg.height,
        );
        expect(svg.points.length).toBeGreaterThan(0);
        expect(outside).toEqual([]);
      }
      expect(readFileSync(brandFile(id, 'logo.svg'), 'utf8')).toContain(
        `<title>${resolveBrand(id).displayName}</title>`,
      );
    },
  );

  test.each(Brands.map((brand) => brand.id))(
    '%s: its favicon is square and its logo small enough for the first page',
    (id) => {
      const favicon = readSvg(readFileSync(brandFile(id, 'favicon.svg'), 'utf8'));
      expect(favicon.viewBox.width).toBe(favicon.viewBox.height);
      expect(statSync(brandFile(id, 'logo.svg')).size).toBeLessThan(AssetByteLimits.logo);
      expect(statSync(brandFile(id, 'favicon.svg')).size).toBeLessThan(AssetByteLimits.favicon);
    },
  );

  test.each(Brands.map((brand) => brand.id))(
    '%s: at 320 px its logo, 32 px high, fits on the header’s one row beside the language',
    (id) => {
      const brand = resolveBrand(id);
      const { width, height } = readSvg(readFileSync(brandFile(id, 'logo.svg'), 'utf8'));
      const css = readFileSync(path.join(import.meta.dirname, '../styles/global.css'), 'utf8');
      const phone = css.slice(css.indexOf('@media (max-width: 40rem)'));
      const found = (pattern: RegExp, text: string) => {
        const [, value] = pattern.exec(text) ?? [];
        if (value === undefined) throw new Error(`global.css no longer has ${pattern.source}`);
        return value;
      };
      const rem = (pattern: RegExp, text = css) => Number(found(pattern, text)) * 16;
      // A spacing token (decision 0021), as this brand sets it, in pixels.
      const tokens = themeProperties(brand.theme);
      const space = (pattern: RegExp) => {
        const value = tokens[`--lf-space-${found(pattern, css)}`] ?? '';
        const [, number = 'NaN', unit] = /^([\d.]+)(px|rem)$/.exec(value) ?? [];
        return Number(number) * (unit === 'rem' ? 16 : 1);
      };
      // The header's rules (decision 0016): padding either side, a gap, the select by its code.
      const padding = space(
        /\.lf-header \{[^}]*padding: var\(--lf-space-\w+\) var\(--lf-space-(\w+)\);/,
      );
      const gap = space(/\.lf-header \{[^}]*gap: var\(--lf-space-(\w+)\);/);
      expect(padding).toBeGreaterThan(0);
      expect(gap).toBeGreaterThan(0);
      const region = brand.locales.some((locale) => languageCode(locale, brand.locales).length > 2);
      const select = region
        ? rem(/\.lf-language--region \.lf-language__select \{\s*width: ([\d.]+)rem;/, phone)
        : rem(/\.lf-language__select \{\s*width: ([\d.]+)rem;/, phone);
      const [, logoHeight = '0'] = /\.lf-brand img \{\s*height: (\d+)px;/.exec(phone) ?? [];
      expect(Number(logoHeight)).toBe(32);
      const room = 320 - 2 * padding - (brand.locales.length > 1 ? gap + select : 0);
      expect((32 * width) / height).toBeLessThanOrEqual(room);
    },
  );

  test.each(pairs)('%s in %s: every text colour reaches 4.5:1 on its background', (id, country) => {
    const low = themeTextPairs(resolveBrand(id, country).theme).filter((pair) => pair.ratio < 4.5);
    expect(low).toEqual([]);
  });

  test.each(pairs)(
    '%s in %s: its design tokens resolve and reach the page as --lf-* properties',
    async (id, country) => {
      const config = resolveBrand(id, country);
      // The test's page holds no theme stylesheet: the tokens are set on it.
      await applyBrandToDocument(config);
      const style = document.documentElement.style;
      for (const [property, value] of Object.entries(themeProperties(config.theme))) {
        expect(style.getPropertyValue(property), property).toBe(value);
      }
      expect(style.getPropertyValue('--lf-radius-card')).toBe(config.theme.radius.card);
      expect(style.getPropertyValue('--lf-text-m')).toMatch(/^1(?:\.\d+)?rem$/);
    },
  );

  /** The font subsets a language's text needs (every page has Latin text). */
  const subsetsOf: Partial<Record<string, readonly FontSubset[]>> = {
    pl: ['latin', 'latin-ext'],
    ro: ['latin', 'latin-ext'],
    de: ['latin', 'latin-ext'],
    vn: ['latin', 'vietnamese'],
  };

  test.each(pairs)(
    '%s in %s: its font has the scripts of every language it speaks',
    (id, country) => {
      const { theme, locales } = resolveBrand(id, country);
      const needed = new Set<string>(
        locales.flatMap((locale): readonly string[] => subsetsOf[locale] ?? ['latin']),
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
      await applyBrandToDocument(config);
      await renderApp({ api: noApiCalls, brandId: id });
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

  test('every brand gives its pricing: the cost of credit before applying, in the amount dialog and on the accepted page (issue 37)', () => {
    const unpriced = Brands.map((brand) => brand.id).filter(
      (id) => (resolveBrand(id) as { pricing?: unknown }).pricing === undefined,
    );
    expect(unpriced).toEqual([]);
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

describe('what each country finds plausible (issue 37)', () => {
  test.each(Object.entries(Countries))(
    '%s: a highest monthly income and expense of its own, within what the lead API takes',
    (_code, country) => {
      const limits = country.settings.monthlyAmountLimits;
      expect(limits).toEqual({ income: expect.any(Number), expenses: expect.any(Number) });
      for (const max of [limits?.income ?? 0, limits?.expenses ?? 0]) {
        expect(max).toBeGreaterThan(0);
        // The lead API may take more, never less: the bound itself is a valid answer there.
        const patch = { incomeDetails: { monthlyIncome: max }, expenses: { monthlyExpenses: max } };
        expect(LeadDataPatchSchema.safeParse(patch).success).toBe(true);
      }
    },
  );

  test.each(pairs)('%s in %s: the bounds reach the brand', (id, country) => {
    expect(resolveBrand(id, country).monthlyAmountLimits).toEqual(
      Countries[country].settings.monthlyAmountLimits,
    );
  });
});
