import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../config/brand-config-schema';
import { useBrand } from '../../config/brand-context';
import { LocaleTags } from '../../config/locale-tags';
import { setDocumentLanguage } from './document-language';
import { rememberLanguage } from './language-choice';
import { useLocale } from './use-locale';

/** Each language named in itself, so a person finds their own whatever is showing. */
export const LanguageNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  mx: 'Español (México)',
  co: 'Español (Colombia)',
  pl: 'Polski',
  ro: 'Română',
  vn: 'Tiếng Việt',
  de: 'Deutsch',
  ph: 'English (Philippines)',
};

/**
 * The short form shown on a phone, where the header has one row: the language's code ("ES"), with
 * its country where two of the brand's languages share one ("EN-PH" beside "EN-GB").
 */
export function languageCode(locale: Locale, locales: readonly Locale[]): string {
  const language = (candidate: Locale) => LocaleTags[candidate].split('-')[0];
  const shared = locales.some((other) => other !== locale && language(other) === language(locale));
  return (shared ? LocaleTags[locale] : (language(locale) ?? locale)).toUpperCase();
}

/**
 * The keys with which a closed select changes its value at once (Chromium on Linux and Windows):
 * the arrows, Home, End, the page keys and a letter typed to jump to an option.
 */
const movesChoice = (event: KeyboardEvent) =>
  !event.altKey &&
  (/^(Arrow|Home$|End$|Page)/.test(event.key) || (event.key.length === 1 && event.key !== ' '));

/**
 * The brand's languages. A choice from the open list is taken at once; one reached with the keys
 * on the closed select is shown there and taken on Enter or on leaving it, not at each key, which
 * would redraw the page in every language passed (WCAG 3.2.2, on input).
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const locale = useLocale();
  const id = useId();
  // A choice of the keys not yet taken; one taken whose texts are still loading.
  const [keyed, setKeyed] = useState<Locale | null>(null);
  const [taking, setTaking] = useState<Locale | null>(null);
  const byKey = useRef(false);
  if (brand.locales.length < 2) return null;
  const code = languageCode(locale, brand.locales);
  const take = (next: Locale | null) => {
    byKey.current = false;
    setKeyed(null);
    if (!next || next === (taking ?? locale)) return;
    setTaking(next);
    rememberLanguage(next);
    void i18n.changeLanguage(next).then(() => {
      setDocumentLanguage(next);
      setTaking((current) => (current === next ? null : current));
    });
  };
  return (
    <div className={code.length > 2 ? 'lf-language lf-language--region' : 'lf-language'}>
      <label htmlFor={id} className="lf-visually-hidden">
        {t('common>language')}
      </label>
      {/* A phone shows the code over the select, whose own text is then transparent. */}
      <span className="lf-language__code" aria-hidden="true">
        {code}
      </span>
      <select
        id={id}
        className="lf-language__select"
        value={keyed ?? taking ?? locale}
        onKeyDown={(event) => {
          // Enter takes the choice, without opening the list as well.
          if (event.key === 'Enter' && keyed) {
            event.preventDefault();
            take(keyed);
          } else byKey.current = movesChoice(event);
        }}
        onMouseDown={() => (byKey.current = false)}
        onBlur={() => take(keyed)}
        onChange={(event) => {
          const next = brand.locales.find((candidate) => candidate === event.target.value);
          if (!next) return;
          if (byKey.current) setKeyed(next);
          else take(next);
        }}
      >
        {brand.locales.map((candidate) => (
          <option key={candidate} value={candidate} lang={LocaleTags[candidate]}>
            {LanguageNames[candidate]}
          </option>
        ))}
      </select>
    </div>
  );
}
