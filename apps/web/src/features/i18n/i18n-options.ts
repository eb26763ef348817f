import type { InitOptions } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';
import type { Locale } from '../../config/brand-config-schema';

export interface I18nSettings {
  basePath: string;
  lng: Locale;
  supportedLngs: readonly Locale[];
  /** Relative to the base path, with {{lng}} and {{ns}}. */
  translationPath: string;
}

/** Translation settings of spec section 9. */
export function i18nOptions({
  basePath,
  lng,
  supportedLngs,
  translationPath,
}: I18nSettings): InitOptions<HttpBackendOptions> {
  return {
    lng,
    fallbackLng: 'en',
    supportedLngs: [...new Set([...supportedLngs, 'en'])],
    ns: ['translation'],
    defaultNS: 'translation',
    // The v3 pages' texts: loaded by the dynamic application page only, read through the default
    // namespace's keys once loaded.
    fallbackNS: 'dynamic',
    keySeparator: '>',
    nsSeparator: 'ˆ',
    maxParallelReads: 10,
    maxRetries: 5,
    retryTimeout: 350,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: false,
    // i18next passes warnings (a failed load) to its logger only in debug mode; i18n-logger.ts
    // routes them to our logger and drops the debug chatter.
    debug: true,
    // i18next-http-backend reads each file over fetch: a 5xx or no answer is retried, a 4xx not.
    backend: { loadPath: `${basePath}${translationPath}` },
    react: { useSuspense: true },
  };
}
