import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { BrandConfig } from '../../config/brand-config-schema';
import { firstPageTexts } from '../../config/first-page-texts';
import { logger } from '../../lib/logger';
import { setDocumentLanguage } from './document-language';
import { i18nLogger } from './i18n-logger';
import { i18nOptions } from './i18n-options';
import { chosenLanguage } from './language-choice';
import { localePlurals } from './locale-plurals';
import { translationBackend } from './translation-backend';

/** The brand's own wording wins over the shared files, also after a language loads later. */
function applyTextOverrides(brand: BrandConfig) {
  for (const [lng, texts] of Object.entries(brand.textOverrides)) {
    if (texts) i18next.addResources(lng, 'translation', texts);
  }
}

export async function initI18n(basePath: string, brand: BrandConfig): Promise<typeof i18next> {
  i18next.on('loaded', () => applyTextOverrides(brand));
  try {
    await i18next
      .use(i18nLogger)
      .use(localePlurals)
      .use(translationBackend(`${basePath}${brand.translationPath}`))
      .use(initReactI18next)
      .init({
        ...i18nOptions({
          lng: chosenLanguage(brand),
          supportedLngs: brand.locales,
        }),
        // All the first page reads, so the page the server sent hydrates without waiting.
        ns: firstPageTexts(brand),
      });
  } catch (error) {
    logger.error('i18next initialisation failed', error);
  }
  applyTextOverrides(brand);
  setDocumentLanguage(chosenLanguage(brand));
  return i18next;
}
