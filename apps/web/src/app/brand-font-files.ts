import type { FontSubset } from '../config/design-tokens-schema';
import type { FontName } from '../config/font-catalogue';
import sourceSansLatin from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url';
import sourceSansLatinExt from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-ext-wght-normal.woff2?url';
import sourceSansVietnamese from '@fontsource-variable/source-sans-3/files/source-sans-3-vietnamese-wght-normal.woff2?url';

/**
 * The woff2 file of each font of the catalogue and subset, by the address the build gives it
 * (`?url`: both builds, the browser's and the prerender's, give the same hashed file). Only the
 * subsets a page's text uses are fetched (unicode-range).
 */
const files: Record<FontName, Record<FontSubset, string>> = {
  'source-sans-3': {
    latin: sourceSansLatin,
    'latin-ext': sourceSansLatinExt,
    vietnamese: sourceSansVietnamese,
  },
};

export function brandFontFile(name: FontName, subset: FontSubset): string {
  return files[name][subset];
}
