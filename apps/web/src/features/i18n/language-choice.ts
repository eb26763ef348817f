import type { BrandConfig } from '../../config/brand-config-schema';
import { LocaleSchema, type Locale } from '../../config/locale-schema';
import { storage } from '../../lib/storage';

/**
 * The language the applicant picked in the language select, kept for the session (in session
 * storage, as the answers are): a reload or a later step keeps it, and a shared computer forgets
 * it with the tab. A kept language the brand does not offer is ignored.
 */
export function chosenLanguage(brand: BrandConfig): Locale {
  const parsed = LocaleSchema.safeParse(storage.get('session', 'chosenLanguage'));
  return parsed.success && brand.locales.includes(parsed.data) ? parsed.data : brand.defaultLocale;
}

export function rememberLanguage(locale: Locale): void {
  storage.set('session', 'chosenLanguage', locale);
}
