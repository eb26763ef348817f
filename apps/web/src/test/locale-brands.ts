import type { Locale } from '../config/brand-config-schema';

/** A brand of the country where each locale is read, for tests that walk every locale. */
export const BrandOfLocale: Readonly<Record<Locale, string>> = {
  en: 'default-es',
  es: 'default-es',
  co: 'credito-agil-co',
  mx: 'presta-ya-mx',
  de: 'kredit-klar-de',
  pl: 'pozyczka-plus-pl',
  ro: 'lei-rapid-ro',
  vn: 'vay-nhanh-vn',
  ph: 'pesolend-ph',
};
