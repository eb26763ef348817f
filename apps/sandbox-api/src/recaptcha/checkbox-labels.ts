/** The checkbox's text in one language, and the language tag it is written in. */
export interface CheckboxLabel {
  readonly lang: string;
  readonly text: string;
}

const english: CheckboxLabel = { lang: 'en', text: "I'm not a robot" };
const spanish: CheckboxLabel = { lang: 'es', text: 'No soy un robot' };
const vietnamese: CheckboxLabel = { lang: 'vi', text: 'Tôi không phải là người máy' };
const filipino: CheckboxLabel = { lang: 'fil', text: 'Hindi ako robot' };

/**
 * "I'm not a robot" by the stand-in's `hl`: Google's language codes (`vi`, `fil`) and the front
 * end's locales (spec section 1: en, es, mx, co, pl, ro, vn, de, ph) both work; the front end's
 * `ph` is Philippine English (en-PH), not Filipino. The script looks a code up whole, then by its
 * language (`es-419` → `es`), then falls back to English.
 */
export const CHECKBOX_LABELS: Readonly<Record<string, CheckboxLabel>> = {
  en: english,
  es: spanish,
  mx: spanish,
  co: spanish,
  de: { lang: 'de', text: 'Ich bin kein Roboter' },
  pl: { lang: 'pl', text: 'Nie jestem robotem' },
  ro: { lang: 'ro', text: 'Nu sunt robot' },
  vi: vietnamese,
  vn: vietnamese,
  fil: filipino,
  tl: filipino,
  ph: { lang: 'en-PH', text: english.text },
};

export const DEFAULT_CHECKBOX_LANGUAGE = 'en';
