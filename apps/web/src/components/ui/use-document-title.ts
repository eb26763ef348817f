import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../config/brand-context';

/**
 * Sets the page title as "<page> – <site>", prefixed with "Error: " while the page has errors.
 * The site is the brand's page title, which is written in the brand's default language; in any
 * other language the brand's name stands in, so the whole title follows a language switch.
 */
export function useDocumentTitle(page: string, errorPrefix?: string) {
  const brand = useBrand();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const site =
    language === brand.defaultLocale
      ? (brand.pageData.title ?? brand.displayName)
      : brand.displayName;
  useEffect(() => {
    document.title = `${errorPrefix ? `${errorPrefix} ` : ''}${page} – ${site}`;
  }, [page, site, errorPrefix]);
}
