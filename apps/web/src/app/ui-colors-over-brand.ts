import type { Theme } from '../config/brand-config-schema';
import { contrastRatio } from '../config/colour-contrast';
import { ThemeTextPairs, type ThemeColour } from '../config/theme-properties';
import type { UiColors } from '../features/application';
import { logger } from '../lib/logger';

/** Text contrast every pair of the page keeps, custom colours or not (WCAG 2.2, 1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

/** The colour tokens a UI colours map may set, by the names it may use for each. */
const TOKEN_NAMES: Readonly<Record<string, ThemeColour>> = {
  primary: 'primary',
  onPrimary: 'onPrimary',
  'on-primary': 'onPrimary',
  danger: 'danger',
  surface: 'surface',
  onSurface: 'onSurface',
  'on-surface': 'onSurface',
  muted: 'muted',
  background: 'background',
};

/** The CSS custom property each colour token is drawn with (config/theme-properties.ts). */
const PROPERTY: Readonly<Record<ThemeColour, string>> = {
  primary: '--lf-primary',
  onPrimary: '--lf-on-primary',
  danger: '--lf-danger',
  surface: '--lf-surface',
  onSurface: '--lf-on-surface',
  muted: '--lf-muted',
  background: '--lf-background',
};

/** `#abc` as `#aabbcc`; a colour with transparency has no contrast of its own: null. */
function opaqueHex(colour: string): string | null {
  const hex = colour.toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(hex)) return hex;
  if (/^#[0-9a-f]{3}$/.test(hex)) return `#${[...hex.slice(1)].map((c) => c + c).join('')}`;
  return null;
}

export interface UiColorsOverBrand {
  /** The custom properties to set: every colour token, the map's where kept, else the brand's. */
  properties: Record<string, string>;
  /** The map's entries left for the brand's colour, by name: not a token, not opaque, or too faint. */
  refused: string[];
}

/**
 * The UI colours map (spec section 3) over the brand's colours. An entry that is no colour token,
 * has transparency, or makes a text pair of the page fall below 4.5:1 is refused, and the brand's
 * colour stays for it (the brand's own pairs pass: brands.test checks them).
 */
export function uiColorsOverBrand(theme: Theme, colors: UiColors): UiColorsOverBrand {
  const refused: string[] = [];
  const custom = new Map<ThemeColour, { name: string; colour: string }>();
  for (const [name, value] of Object.entries(colors)) {
    const token = TOKEN_NAMES[name];
    const colour = opaqueHex(value);
    if (token && colour) custom.set(token, { name, colour });
    else refused.push(name);
  }
  const colourOf = (token: ThemeColour) => custom.get(token)?.colour ?? theme[token];
  // A failing pair gives back the brand's colour for its custom side(s), until every pair passes.
  for (let failing = true; failing;) {
    failing = false;
    for (const pair of ThemeTextPairs) {
      const ratio = contrastRatio(colourOf(pair.foreground), colourOf(pair.background));
      if (ratio >= MIN_TEXT_CONTRAST) continue;
      for (const token of [pair.foreground, pair.background]) {
        const entry = custom.get(token);
        if (!entry) continue;
        refused.push(entry.name);
        custom.delete(token);
        failing = true;
      }
    }
  }
  const properties = Object.fromEntries(
    (Object.keys(PROPERTY) as ThemeColour[]).map((token) => [PROPERTY[token], colourOf(token)]),
  );
  return { properties, refused };
}

/**
 * Sets the map's colours on the page over the brand's (its tokens as custom properties, through
 * the CSSOM, which the CSP allows); what is refused is logged by name, never applied.
 */
export function applyUiColors(theme: Theme, colors: UiColors): void {
  const { properties, refused } = uiColorsOverBrand(theme, colors);
  if (refused.length > 0) {
    logger.warn('UI colours refused: the brand’s colours are kept for them', { refused });
  }
  for (const [property, value] of Object.entries(properties)) {
    document.documentElement.style.setProperty(property, value);
  }
}
