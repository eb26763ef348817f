import type { BrandConfig } from '../config/brand-config-schema';
import { FontCatalogue } from '../config/font-catalogue';
import { themeProperties } from '../config/theme-properties';
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

/** Theme tokens as custom properties (set through the CSSOM, which the CSP allows). */
export function applyTheme(brand: BrandConfig): void {
  for (const [property, value] of Object.entries(themeProperties(brand.theme))) {
    document.documentElement.style.setProperty(property, value);
  }
  addBrandFont(brand);
  setMeta('theme-color', brand.theme.primary);
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

export function applyBrandToDocument(brand: BrandConfig): void {
  applyPageData(brand);
  applyTheme(brand);
  applyFavicon(brand);
  setDocumentLanguage(brand.defaultLocale);
}
