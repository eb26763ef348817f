import type { Theme } from './brand-config-schema';
import { contrastRatio } from './colour-contrast';
import { brandFontFaces, type FontFileOf } from './brand-font-faces';
import { FontCatalogue } from './font-catalogue';

/** A rem size rounded to what a stylesheet needs (0.833rem, not 0.8333333333rem). */
const rem = (value: number) => `${Math.round(value * 1000) / 1000}rem`;

/**
 * The type scale's steps: `m` is body text; each step up multiplies by the ratio, each step down
 * divides by it. The page title is `xl`, section titles `l`, hints and the footer `s`.
 */
export function typeSteps(theme: Pick<Theme, 'typeScale'>): Record<'s' | 'm' | 'l' | 'xl', string> {
  const base = parseFloat(theme.typeScale.base);
  const { ratio } = theme.typeScale;
  return { s: rem(base / ratio), m: rem(base), l: rem(base * ratio), xl: rem(base * ratio ** 2) };
}

/** The font-family the page uses: the brand's font first when it has one, then the system stack. */
export function fontStack(theme: Pick<Theme, 'font' | 'brandFont'>): string {
  return theme.brandFont
    ? `'${FontCatalogue[theme.brandFont.name].family}', ${theme.font}`
    : theme.font;
}

/** The brand's tokens as the --lf-* custom properties that components use. */
export function themeProperties(theme: Theme): Record<string, string> {
  const steps = typeSteps(theme);
  return {
    '--lf-primary': theme.primary,
    '--lf-on-primary': theme.onPrimary,
    '--lf-danger': theme.danger,
    '--lf-surface': theme.surface,
    '--lf-on-surface': theme.onSurface,
    '--lf-muted': theme.muted,
    '--lf-background': theme.background,
    '--lf-radius-control': theme.radius.control,
    '--lf-radius-card': theme.radius.card,
    '--lf-shadow-card': theme.elevation.card,
    '--lf-shadow-raised': theme.elevation.raised,
    '--lf-shadow-overlay': theme.elevation.overlay,
    ...Object.fromEntries(
      Object.entries(theme.space).map(([step, value]) => [`--lf-space-${step}`, value]),
    ),
    ...Object.fromEntries(
      Object.entries(steps).map(([step, value]) => [`--lf-text-${step}`, value]),
    ),
    '--lf-line-height': String(theme.typeScale.lineHeight),
    '--lf-heading-weight': String(theme.typeScale.headingWeight),
    '--lf-font': fontStack(theme),
  };
}

/** The @font-face rules of the brand's font. */
export function fontFaceRules(theme: Pick<Theme, 'brandFont'>, fileOf: FontFileOf): string[] {
  return brandFontFaces(theme, fileOf).map(
    (face) =>
      // No `font-style` (normal is a face's default) and no `format()` (each face has one file):
      // bytes of the first page's stylesheet.
      `@font-face{font-family:'${face.family}';font-weight:${face.weight};` +
      `font-display:${face.display};src:url(${face.url});` +
      `unicode-range:${face.unicodeRange}}`,
  );
}

/**
 * The font file the first page preloads: the brand font's Latin one (every page has Latin text).
 * Chromium holds the first paint for a preloaded `optional` font (up to about 100 ms), so it is
 * drawn in it or in the fallback from the start; an optional font that is not preloaded and
 * arrives within that time moves the text already laid out (a layout shift, seen in e2e).
 */
export function preloadedFontFiles(theme: Pick<Theme, 'brandFont'>, fileOf: FontFileOf): string[] {
  return theme.brandFont?.subsets.includes('latin') ? [fileOf(theme.brandFont.name, 'latin')] : [];
}

/**
 * A value as a minifier writes it, meaning the same: no space around a comma ("rgba(0,0,0,.2)",
 * a font stack), no zero before a decimal point (".25rem"). The brand files keep them for reading.
 */
function compactValue(value: string): string {
  return value.replace(/\s*,\s*/g, ',').replace(/(^|[\s(,])0\.(?=\d)/g, '$1.');
}

/**
 * The brand's theme as a stylesheet: its font's faces and its custom properties on :root. The
 * build writes it per brand (scripts/prerender.ts); the server inlines it on the start route.
 */
export function themeStylesheet(theme: Theme, fileOf: FontFileOf): string {
  const properties = Object.entries(themeProperties(theme))
    .map(([name, value]) => `${name}:${compactValue(value)}`)
    .join(';');
  return `${[...fontFaceRules(theme, fileOf), `:root{${properties}}`].join('\n')}\n`;
}

export type ThemeColour =
  'primary' | 'onPrimary' | 'danger' | 'surface' | 'onSurface' | 'muted' | 'background';

/** A text colour the UI draws on a background colour, by their theme tokens. */
export interface ThemeTextPair {
  name: string;
  foreground: ThemeColour;
  background: ThemeColour;
}

/** Text/background pairs the UI draws; each must reach 4.5:1 (WCAG 2.2, 1.4.3). */
export const ThemeTextPairs: readonly ThemeTextPair[] = [
  { name: 'text on surface', foreground: 'onSurface', background: 'surface' },
  { name: 'text on background', foreground: 'onSurface', background: 'background' },
  { name: 'muted text on surface', foreground: 'muted', background: 'surface' },
  { name: 'muted text on background', foreground: 'muted', background: 'background' },
  { name: 'button text on primary', foreground: 'onPrimary', background: 'primary' },
  { name: 'links on surface', foreground: 'primary', background: 'surface' },
  { name: 'links on background', foreground: 'primary', background: 'background' },
  { name: 'errors on surface', foreground: 'danger', background: 'surface' },
];

/** Each pair's contrast ratio in the theme. */
export function themeTextPairs(theme: Theme): (ThemeTextPair & { ratio: number })[] {
  return ThemeTextPairs.map((pair) => ({
    ...pair,
    ratio: contrastRatio(theme[pair.foreground], theme[pair.background]),
  }));
}
