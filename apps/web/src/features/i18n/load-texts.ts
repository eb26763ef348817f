import { getI18n } from 'react-i18next';

/** The translation files a page may read beyond the app's own (public/locales/<lng>/<ns>.json). */
export type TextNamespace =
  'mobile' | 'offers' | 'offer-forms' | 'partners' | 'consents' | 'dynamic';

/**
 * Loads a page's namespaces in the language and its fallback, before the page renders: a page
 * whose texts arrive later suspends after it mounted. Never rejects: i18next retries a file, and
 * a page without its texts shows their keys rather than no page.
 */
export function loadTexts(namespaces: readonly TextNamespace[]): Promise<void> {
  const i18n = getI18n() as ReturnType<typeof getI18n> | undefined;
  if (!i18n || namespaces.length === 0) return Promise.resolve();
  return i18n.loadNamespaces([...namespaces]).catch(() => undefined);
}
