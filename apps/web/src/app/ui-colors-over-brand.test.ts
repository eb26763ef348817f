import { afterEach, describe, expect, test } from 'vitest';
import { contrastRatio } from '../config/colour-contrast';
import { ThemeTextPairs } from '../config/theme-properties';
import { setLogSinks, type LogEntry } from '../lib/logger';
import { Brands, resolveBrand } from './brand-registry';
import { applyUiColors, MIN_TEXT_CONTRAST, uiColorsOverBrand } from './ui-colors-over-brand';

const theme = resolveBrand('default-es').theme;

afterEach(() => {
  setLogSinks([]);
  document.documentElement.removeAttribute('style');
});

describe('UI colours over the brand’s', () => {
  test('a colour token of the map replaces the brand’s, the others stay the brand’s', () => {
    const { properties, refused } = uiColorsOverBrand(theme, {
      primary: '#004d40',
      'on-primary': '#fff',
    });
    expect(refused).toEqual([]);
    expect(properties).toMatchObject({
      '--lf-primary': '#004d40',
      '--lf-on-primary': '#ffffff',
      '--lf-surface': theme.surface,
      '--lf-danger': theme.danger,
    });
  });

  test('a pair below 4.5:1 keeps the brand’s colours for it, and says which were refused', () => {
    const { properties, refused } = uiColorsOverBrand(theme, {
      primary: '#ffeb3b',
      danger: '#b00020',
    });
    expect(refused).toEqual(['primary']);
    expect(properties['--lf-primary']).toBe(theme.primary);
    expect(properties['--lf-danger']).toBe('#b00020');
  });

  test('names that are no colour token and colours with transparency are refused', () => {
    expect(uiColorsOverBrand(theme, { headerStripe: '#000000', muted: '#0008' }).refused).toEqual([
      'headerStripe',
      'muted',
    ]);
  });

  test('whatever the map, every brand’s text pairs keep at least 4.5:1', () => {
    const maps: Record<string, string>[] = [
      { primary: '#ffffff' },
      { surface: '#000000' },
      { onSurface: '#777777', background: '#888888' },
      { primary: '#123456', onPrimary: '#123457', surface: '#fefefe', muted: '#eeeeee' },
    ];
    for (const { id } of Brands) {
      const brandTheme = resolveBrand(id).theme;
      for (const colors of maps) {
        const { properties } = uiColorsOverBrand(brandTheme, colors);
        const value = (token: string) =>
          properties[`--lf-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] ?? '';
        for (const pair of ThemeTextPairs) {
          const ratio = contrastRatio(value(pair.foreground), value(pair.background));
          expect(ratio, `${id} ${pair.name}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        }
      }
    }
  });

  test('applies the colours as custom properties on the page and logs what it refused', () => {
    const logs: LogEntry[] = [];
    setLogSinks([(entry) => logs.push(entry)]);
    applyUiColors(theme, { primary: '#004d40', surface: '#111111' });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--lf-primary')).toBe('#004d40');
    expect(style.getPropertyValue('--lf-surface')).toBe(theme.surface);
    expect(logs).toEqual([
      {
        level: 'warn',
        message: 'UI colours refused: the brand’s colours are kept for them',
        detail: JSON.stringify({ refused: ['surface'] }),
      },
    ]);
  });
});
