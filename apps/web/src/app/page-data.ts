import type { BrandConfig } from '../config/brand-config-schema';

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
