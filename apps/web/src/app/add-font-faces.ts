import type { BrandFont } from '../config/design-tokens-schema';
import { brandFontFaces } from '../config/brand-font-faces';
import { brandFontFile } from './brand-font-files';

/**
 * A brand font's faces through the Font Loading API (which the CSP allows), as the theme
 * stylesheet has them: font-display optional, one subset a file, fetched when text needs it.
 */
export function addFontFaces(font: BrandFont): void {
  for (const { family, url, ...descriptors } of brandFontFaces(
    { brandFont: font },
    brandFontFile,
  )) {
    document.fonts.add(new FontFace(family, `url(${url}) format('woff2')`, descriptors));
  }
}
