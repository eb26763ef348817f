import type { Locale } from '../../config/brand-config-schema';

/**
 * The reCAPTCHA widget's language (`hl`) for each locale: Google's codes, not ours ("vn" is
 * `vi`; Latin American Spanish is `es-419`). The Philippine pages are in English.
 */
export const RecaptchaLanguages: Readonly<Record<Locale, string>> = {
  en: 'en-GB',
  es: 'es',
  mx: 'es-419',
  co: 'es-419',
  pl: 'pl',
  ro: 'ro',
  vn: 'vi',
  de: 'de',
  ph: 'en',
};
