import type { BrandFont } from '../config/design-tokens-schema';
import { FontCatalogue } from '../config/font-catalogue';
import { FontSubsetRanges } from '../config/font-subset-ranges';
import { brandFontFile } from './brand-font-files';

/**
 * A brand font's faces through the Font Loading API (which the CSP allows), with the theme
 * stylesheet's own settings: font-display optional, one subset a file, fetched when text needs it.
 */
export function addFontFaces(font: BrandFont): void {
  const { family, weight } = FontCatalogue[font.name];
  for (const subset of font.subsets) {
    document.fonts.add(
      new FontFace(family, `url(${brandFontFile(font.name, subset)}) format('woff2')`, {
        weight,
        display: 'optional',
        unicodeRange: FontSubsetRanges[subset],
      }),
    );
  }
}
