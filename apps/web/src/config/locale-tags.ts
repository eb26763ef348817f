import type { Locale } from './brand-config-schema';

/** The product's locale codes are not all BCP 47 tags ("mx", "vn"): Intl gets these instead. */
export const LocaleTags: Record<Locale, string> = {
  en: 'en-GB',
  es: 'es-ES',
  mx: 'es-MX',
  co: 'es-CO',
  pl: 'pl-PL',
  ro: 'ro-RO',
  vn: 'vi-VN',
  de: 'de-DE',
  ph: 'en-PH',
};
