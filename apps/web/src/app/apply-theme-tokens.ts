import type { BrandConfig } from '../config/brand-config-schema';
import { FontCatalogue } from '../config/font-catalogue';
import { themeProperties } from '../config/theme-properties';

/**
 * The brand's font faces, where the page's theme stylesheet did not bring them (the dev server,
 * a brand other than the one the page was built for): loaded apart, as the first page has them.
 */
function addBrandFont(brand: BrandConfig): void {
  const font = brand.theme.brandFont;
  if (!font || typeof FontFace === 'undefined' || !('fonts' in document)) return;
  const { family } = FontCatalogue[font.name];
  const familyOf = (face: FontFace) => face.family.replace(/^["']|["']$/g, '');
  if ([...document.fonts].some((face) => familyOf(face) === family)) return;
  // The font is optional: without it, the system stack (nothing to report).
  import('./add-font-faces').then(
    ({ addFontFaces }) => addFontFaces(font),
    () => undefined,
  );
}

/** A brand's tokens as custom properties on the page, and its font faces. */
export function applyThemeTokens(brand: BrandConfig): void {
  for (const [property, value] of Object.entries(themeProperties(brand.theme))) {
    document.documentElement.style.setProperty(property, value);
  }
  addBrandFont(brand);
}
