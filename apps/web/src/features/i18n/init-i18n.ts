import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { logger } from '../../lib/logger';
import { i18nOptions } from './i18n-options';

export async function initI18n(basePath: string, lng: string): Promise<typeof i18next> {
  try {
    await i18next.use(HttpBackend).use(initReactI18next).init(i18nOptions(basePath, lng));
  } catch (error) {
    logger.error('i18next initialisation failed', error);
  }
  return i18next;
}
