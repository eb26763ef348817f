import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ThemeSchema, type Theme } from './brand-config-schema';
import type { BrandDefinition, CountryDefinition } from './config-layers';
import { ConfigError } from './config-error';
import { DefaultSettings } from './default-settings';
import { resolveBrandConfig } from './resolve-brand-config';
import {
  fontStack,
  preloadedFontFiles,
  themeProperties,
  themeStylesheet,
  typeSteps,
} from './theme-properties';

const defaults = ThemeSchema.parse(DefaultSettings.theme);
const spain: CountryDefinition = {
  code: 'ES',
  settings: {
    locales: ['es'],
    defaultLocale: 'es',
    monthlyAmountLimits: { income: 50_000, expenses: 50_000 },
    debtAmountLimits: { overdueDebtAmount: 1000, totalDebtAmount: 500_000 },
  },
};
const brandWith = (theme: Record<string, unknown>): BrandDefinition => ({
  id: 'token-brand',
  countries: ['ES'],
  settings: {
    displayName: 'Tokens',
    homeUrl: 'https://tokens.example/',
    termsUrl: 'https://tokens.example/terms',
    dataProcessingPolicyUrl: 'https://tokens.example/privacy',
    logo: '/logo.svg',
    logoWidth: 120,
    favicon: '/favicon.svg',
    pricing: { nominalAnnualRatePercent: 19.9 },
    theme: theme as BrandDefinition['settings']['theme'],
  },
});
/** The message a brand with this theme is refused with. */
function refusal(theme: Record<string, unknown>): string {
  try {
    resolveBrandConfig(brandWith(theme), spain);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return String(error);
  }
  throw new Error('The theme was accepted');
}
const fileOf = (name: string, subset: string) => `/assets/${name}-${subset}.woff2`;

describe('design tokens', () => {
  test('the defaults parse, so a brand need only name what it changes', () => {
    const config = resolveBrandConfig(brandWith({ radius: { card: '20px' } }), spain);
    expect(config.theme.radius).toEqual({ control: '8px', card: '20px' });
    expect(config.theme.space).toEqual(defaults.space);
    expect(config.theme.brandFont).toBeUndefined();
  });

  test.each([
    [{ radius: { control: '8' } }, 'theme.radius.control', /length such as 8px/],
    [{ space: { m: '1em' } }, 'theme.space.m', /length such as/],
    [{ space: { l: '1rem; color: red' } }, 'theme.space.l', /length such as/],
    [{ elevation: { card: '0 1px red' } }, 'theme.elevation.card', /box-shadow/],
    [{ elevation: { card: '0 1px 2px #000000}body{x' } }, 'theme.elevation.card', /box-shadow/],
    [{ typeScale: { base: '0.875rem' } }, 'theme.typeScale.base', /1rem to 1\.25rem/],
    [{ typeScale: { base: '16px' } }, 'theme.typeScale.base', /1rem to 1\.25rem/],
    [{ typeScale: { ratio: 1.618 } }, 'theme.typeScale.ratio', /1\.333/],
    [
      { typeScale: { headingWeight: 650 } },
      'theme.typeScale.headingWeight',
      /500, 600, 700 or 800/,
    ],
    [{ font: "Arial'; x: y" }, 'theme.font', /family names/],
    [{ brandFont: { name: 'comic-sans', subsets: ['latin'] } }, 'theme.brandFont.name', /./],
    [
      { brandFont: { name: 'source-sans-3', subsets: ['cyrillic'] } },
      'theme.brandFont.subsets.0',
      /latin, latin-ext, vietnamese/,
    ],
    [
      { brandFont: { name: 'source-sans-3', subsets: ['vietnamese'] } },
      'theme.brandFont.subsets',
      /latin/,
    ],
    [{ radius: { control: '8px', pill: '99px' } }, 'theme.radius', /Unknown token pill/],
    [
      { brandFont: { name: 'source-sans-3', subsets: ['latin'], url: 'x' } },
      'theme.brandFont',
      /url/,
    ],
  ])('refuses %j with a message naming %s', (theme, field, message) => {
    const text = refusal(theme);
    expect(text).toContain(`${field}:`);
    expect(text).toMatch(message);
  });

  test('lists every bad token at once', () => {
    const text = refusal({ radius: { card: 'big' }, typeScale: { ratio: 3 } });
    expect(text).toContain('theme.radius.card');
    expect(text).toContain('theme.typeScale.ratio');
  });

  test('steps the type scale from its base by its ratio, in rem', () => {
    const theme: Pick<Theme, 'typeScale'> = {
      typeScale: { base: '1rem', ratio: 1.25, lineHeight: 1.5, headingWeight: 700 },
    };
    expect(typeSteps(theme)).toEqual({ s: '0.8rem', m: '1rem', l: '1.25rem', xl: '1.563rem' });
  });

  test('the smallest step of any scale the schema allows is at least 0.75rem', () => {
    const smallest = typeSteps({ typeScale: { ...defaults.typeScale, ratio: 1.333 } }).s;
    expect(parseFloat(smallest)).toBeGreaterThanOrEqual(0.75);
  });

  test('every token becomes a --lf-* custom property', () => {
    const properties = themeProperties({
      ...defaults,
      radius: { control: '2px', card: '4px' },
      elevation: { ...defaults.elevation, card: 'none' },
      space: { ...defaults.space, l: '1.5rem' },
      typeScale: { base: '1.0625rem', ratio: 1.25, lineHeight: 1.6, headingWeight: 800 },
    });
    expect(properties).toMatchObject({
      '--lf-radius-control': '2px',
      '--lf-radius-card': '4px',
      '--lf-shadow-card': 'none',
      '--lf-shadow-overlay': defaults.elevation.overlay,
      '--lf-space-2xs': '0.25rem',
      '--lf-space-l': '1.5rem',
      '--lf-text-m': '1.063rem',
      '--lf-text-xl': '1.66rem',
      '--lf-line-height': '1.6',
      '--lf-heading-weight': '800',
      '--lf-font': defaults.font,
    });
  });

  test('a brand font goes first in the stack, the system fonts after it', () => {
    const theme = {
      ...defaults,
      brandFont: { name: 'source-sans-3' as const, subsets: ['latin' as const] },
    };
    expect(fontStack(theme)).toBe(`'Source Sans 3', ${defaults.font}`);
    expect(themeProperties(theme)['--lf-font']).toBe(`'Source Sans 3', ${defaults.font}`);
  });

  test('the stylesheet has one optional face per subset, from the app’s own files', () => {
    const css = themeStylesheet(
      { ...defaults, brandFont: { name: 'source-sans-3', subsets: ['latin', 'vietnamese'] } },
      fileOf,
    );
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(2);
    for (const face of faces) {
      expect(face).toContain("font-family:'Source Sans 3'");
      expect(face).toContain('font-display:optional');
      expect(face).toContain('font-weight:200 900');
    }
    expect(faces[0]).toContain('src:url(/assets/source-sans-3-latin.woff2)');
    expect(faces[1]).toContain('unicode-range:U+0102-0103');
    expect(css).toMatch(/:root\{--lf-primary:#0b5cad;.*--lf-text-m:1rem;/);
  });

  // The stylesheet is part of every first page (issue 34): its values are written without the
  // spaces and leading zeros the brand files keep for reading, as a minifier writes them.
  test('the stylesheet writes its values compactly, meaning the same', () => {
    const css = themeStylesheet(
      {
        ...defaults,
        space: { ...defaults.space, '2xs': '0.25rem' },
        elevation: { ...defaults.elevation, raised: '0 1px 2px rgba(0, 0, 0, 0.2)' },
      },
      fileOf,
    );
    expect(css).toContain('--lf-space-2xs:.25rem;');
    expect(css).toContain('--lf-shadow-raised:0 1px 2px rgba(0,0,0,.2);');
    expect(css).toContain('--lf-font:system-ui,');
    expect(css).toContain(`--lf-line-height:${defaults.typeScale.lineHeight}`);
    expect(css).not.toMatch(/, |[:( ,]0\.\d/);
  });

  test('a brand without a font has no face in its stylesheet, and preloads none', () => {
    expect(themeStylesheet(defaults, fileOf)).not.toContain('@font-face');
    expect(preloadedFontFiles(defaults, fileOf)).toEqual([]);
  });

  test('the first page preloads the font’s Latin file only', () => {
    const theme = {
      ...defaults,
      brandFont: {
        name: 'source-sans-3' as const,
        subsets: ['latin' as const, 'latin-ext' as const],
      },
    };
    expect(preloadedFontFiles(theme, fileOf)).toEqual(['/assets/source-sans-3-latin.woff2']);
  });
});

describe('the invariants no token may break (decision 0016)', () => {
  const css = readFileSync(path.join(import.meta.dirname, '../styles/global.css'), 'utf8');
  const rule = (selector: string) =>
    new RegExp(`(?:^|\\n)${selector.replace(/[.[\]]/g, '\\$&')} \\{([^}]*)\\}`).exec(css)?.[1] ??
    '';

  test.each(['.lf-input', '.lf-language__select'])(
    '%s: typed text is 16 px or more whatever the scale',
    (selector) => {
      expect(rule(selector)).toContain('font-size: max(16px, var(--lf-text-m));');
    },
  );

  test.each([
    ['.lf-input', 48],
    ['.lf-button', 48],
    ['.lf-language__select', 44],
    ['.lf-link-button', 44],
    ['.lf-radios__item', 44],
    ['.lf-checkbox label', 44],
  ])('%s: a target of %i px whatever the spacing', (selector, height) => {
    expect(rule(selector)).toContain(`min-height: ${height}px;`);
  });
});
