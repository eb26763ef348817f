import { useEffect } from 'react';
import { useBrand } from '../../config/brand-context';

/**
 * Sets the page title as "<page> – <site>", the site being the brand's page title or its name,
 * prefixed with "Error: " while the page has errors.
 */
export function useDocumentTitle(page: string, errorPrefix?: string) {
  const brand = useBrand();
  const site = brand.pageData.title ?? brand.displayName;
  useEffect(() => {
    document.title = `${errorPrefix ? `${errorPrefix} ` : ''}${page} – ${site}`;
  }, [page, site, errorPrefix]);
}
