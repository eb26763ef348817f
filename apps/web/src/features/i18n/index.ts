export { initI18n } from './init-i18n';
export { setDocumentLanguage } from './document-language';
export { LanguageNames, LanguageSelect } from './language-select';
export { useLocale } from './use-locale';
