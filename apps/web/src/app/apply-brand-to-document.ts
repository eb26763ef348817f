import type { BrandConfig } from '../config/brand-config-schema';
import { setDocumentLanguage } from '../features/i18n';

function setMeta(name: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/** Title, description and keywords from the brand's page data, else its display name. */
export function applyPageData(brand: BrandConfig): void {
  const { title, description, keywords } = brand.pageData;
  document.title = title ?? brand.displayName;
  setMeta('description', description ?? brand.displayName);
  setMeta('keywords', keywords ?? brand.displayName);
}

/** Whether the page's own theme stylesheet (the prerendered page's) is this brand's. */
function pageHoldsTheme(brand: BrandConfig): boolean {
  return document.querySelector(`link[rel="stylesheet"][href*="/theme-${brand.id}-"]`) !== null;
}

/**
 * The brand's theme: the prerendered page's stylesheet holds its tokens and font faces already.
 * Where the page is another brand's (a brand switched with ?brand=, the dev server), its tokens
 * are set as custom properties (through the CSSOM, which the CSP allows) and its font faces
 * added: that code loads only then, never on a served brand's first page.
 */
export function applyTheme(brand: BrandConfig): Promise<void> {
  setMeta('theme-color', brand.theme.primary);
  if (pageHoldsTheme(brand)) return Promise.resolve();
  return import('./apply-theme-tokens').then(
    ({ applyThemeTokens }) => applyThemeTokens(brand),
    () => undefined,
  );
}

export function applyFavicon(brand: BrandConfig): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.type = 'image/svg+xml';
  link.href = brand.favicon;
}

/** Settled once the brand's theme is on the page (at once where the page's stylesheet holds it). */
export function applyBrandToDocument(brand: BrandConfig): Promise<void> {
  applyPageData(brand);
  applyFavicon(brand);
  setDocumentLanguage(brand.defaultLocale);
  return applyTheme(brand);
}
