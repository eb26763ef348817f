import type { PolicyLocale } from './policies.js';

/** The product's locale codes are not all BCP 47 tags ("mx", "vn"): Intl gets these instead. */
export const LocaleTags: Record<PolicyLocale, string> = {
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
