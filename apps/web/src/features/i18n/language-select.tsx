import { useId } from 'react';
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

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const locale = useLocale();
  const id = useId();
  if (brand.locales.length < 2) return null;
  return (
    <div className="lf-language">
      <label htmlFor={id} className="lf-language__label">
        {t('common>language')}
      </label>
      <select
        id={id}
        className="lf-language__select"
        value={locale}
        onChange={(event) => {
          const next = brand.locales.find((candidate) => candidate === event.target.value);
          if (!next) return;
          rememberLanguage(next);
          void i18n.changeLanguage(next).then(() => setDocumentLanguage(next));
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
