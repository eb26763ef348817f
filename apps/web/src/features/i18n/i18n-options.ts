import type { InitOptions } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';

/** Translation settings of spec section 9. */
export function i18nOptions(basePath: string, lng: string): InitOptions<HttpBackendOptions> {
  return {
    lng,
    fallbackLng: 'en',
    ns: ['translation'],
    defaultNS: 'translation',
    keySeparator: '>',
    nsSeparator: 'ˆ',
    maxParallelReads: 10,
    maxRetries: 5,
    retryTimeout: 350,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: false,
    backend: { loadPath: `${basePath}/locales/{{lng}}/{{ns}}.json` },
    react: { useSuspense: true },
  };
}
