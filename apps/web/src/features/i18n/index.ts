export { initI18n } from './init-i18n';
export { useLocale } from './use-locale';
