import type { Theme } from './brand-config-schema';
import type { FontSubset } from './design-tokens-schema';
import { FontCatalogue, type FontName } from './font-catalogue';
import { FontSubsetRanges } from './font-subset-ranges';

/** Where the build serves a font's file of a subset (app/brand-font-files.ts). */
export type FontFileOf = (name: FontName, subset: FontSubset) => string;

/** One face of the brand's font: a subset's file, limited to its characters, never waited for. */
export interface BrandFontFace {
  family: string;
  url: string;
  weight: string;
  unicodeRange: string;
  display: 'optional';
}

/**
 * The faces of the brand's font, one per subset: the theme stylesheet writes them (the
 * prerender), and a page whose stylesheet did not bring them adds them through the Font Loading
 * API (app/add-font-faces.ts). A module of its own, so the first page, which needs neither,
 * does not carry it.
 */
export function brandFontFaces(
  theme: Pick<Theme, 'brandFont'>,
  fileOf: FontFileOf,
): BrandFontFace[] {
  if (!theme.brandFont) return [];
  const { name, subsets } = theme.brandFont;
  const { family, weight } = FontCatalogue[name];
  return subsets.map((subset) => ({
    family,
    url: fileOf(name, subset),
    weight,
    unicodeRange: FontSubsetRanges[subset],
    display: 'optional',
  }));
}
