import type { Locale } from '../../config/brand-config-schema';
import { LocaleTags } from '../../config/locale-tags';

/** Keeps <html lang> right for screen readers and the browser's own translation offers. */
export function setDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = LocaleTags[locale];
}
