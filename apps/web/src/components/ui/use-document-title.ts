import { useEffect } from 'react';

/** Sets the page title as "<page> – <site>", prefixed with "Error: " while the page has errors. */
export function useDocumentTitle(page: string, site: string, errorPrefix?: string) {
  useEffect(() => {
    document.title = `${errorPrefix ? `${errorPrefix} ` : ''}${page} – ${site}`;
  }, [page, site, errorPrefix]);
}
