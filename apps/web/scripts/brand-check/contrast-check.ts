import { contrastRatio } from '../../src/config/colour-contrast';
import { themeTextPairs } from '../../src/config/theme-properties';
import type { BrandInCountry } from './brand-layers';
import type { Problem } from './problem';

/** WCAG 2.2 AA (1.4.3) for body text. */
export const MIN_TEXT_CONTRAST = 4.5;

const hex = (channels: readonly number[]) =>
  `#${channels.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
const channelsOf = (colour: string) =>
  [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16));

/**
 * The colour nearest to `foreground` that reaches the ratio on `background`: the first step
 * of mixing it towards black, or towards white, that passes, whichever moves it less.
 */
export function nearestPassingColour(
  foreground: string,
  background: string,
  ratio = MIN_TEXT_CONTRAST,
): string | undefined {
  const from = channelsOf(foreground);
  const candidates = [0, 255].flatMap((target) => {
    for (let step = 1; step <= 100; step += 1) {
      const mixed = hex(from.map((value) => value + ((target - value) * step) / 100));
      if (contrastRatio(mixed, background) >= ratio) return [{ colour: mixed, step }];
    }
    return [];
  });
  return candidates.sort((a, b) => a.step - b.step)[0]?.colour;
}

/** Every text/background pair of each theme below 4.5:1, with the colour that would pass. */
export function checkContrast(brands: readonly BrandInCountry[]): Problem[] {
  return brands.flatMap(({ config, fileOf }) => {
    if (!config) return [];
    const { theme } = config;
    return themeTextPairs(theme)
      .filter((pair) => pair.ratio < MIN_TEXT_CONTRAST)
      .map((pair) => {
        const fix = nearestPassingColour(theme[pair.foreground], theme[pair.background]);
        return {
          file: fileOf(['theme', pair.foreground]),
          path: `theme.${pair.foreground}`,
          message: `${pair.name}: ${theme[pair.foreground]} on ${pair.background} ${theme[pair.background]} has a contrast of ${pair.ratio.toFixed(2)}:1`,
          expected: `at least ${MIN_TEXT_CONTRAST}:1 (WCAG 2.2 AA)`,
          fix: fix
            ? `theme.${pair.foreground} ${fix}, the nearest colour that reaches ${MIN_TEXT_CONTRAST}:1`
            : `another theme.${pair.background}`,
        };
      });
  });
}
