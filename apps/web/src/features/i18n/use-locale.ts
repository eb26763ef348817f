import { useTranslation } from 'react-i18next';
import { LocaleSchema, type Locale } from '../../config/locale-schema';
import { useBrand } from '../../config/brand-context';

/** The active locale, or the brand's default while i18next reports something else. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const brand = useBrand();
  const parsed = LocaleSchema.safeParse(i18n.resolvedLanguage ?? i18n.language);
  return parsed.success ? parsed.data : brand.defaultLocale;
}
