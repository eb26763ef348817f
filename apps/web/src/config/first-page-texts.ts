import type { BrandConfig } from './brand-config-schema';

/**
 * The translation namespaces a brand's first page reads: the app's texts, and for a dynamic (v3)
 * brand the v3 pages' texts. The server preloads them with the HTML and i18next loads them
 * before the page hydrates, in the language and its fallback.
 */
export function firstPageTexts(brand: Pick<BrandConfig, 'applicationPage'>): string[] {
  return brand.applicationPage === 'dynamic' ? ['translation', 'dynamic'] : ['translation'];
}
