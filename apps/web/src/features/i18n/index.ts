export { initI18n } from './init-i18n';
export { setDocumentLanguage } from './document-language';
export { chosenLanguage } from './language-choice';
export { languageCode, LanguageNames, LanguageSelect } from './language-select';
export { useLocale } from './use-locale';
