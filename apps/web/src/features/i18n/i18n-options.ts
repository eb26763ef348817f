import type { InitOptions } from 'i18next';
import type { Locale } from '../../config/brand-config-schema';

export interface I18nSettings {
  lng: Locale;
  supportedLngs: readonly Locale[];
}

/** Translation settings of spec section 9. */
export function i18nOptions({ lng, supportedLngs }: I18nSettings): InitOptions {
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
    // Each file's read (translation-backend.ts): a 5xx or no answer is retried, a 4xx not.
    maxRetries: 5,
    retryTimeout: 350,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: false,
    // i18next passes warnings (a failed load) to its logger only in debug mode; i18n-logger.ts
    // routes them to our logger and drops the debug chatter.
    debug: true,
    react: { useSuspense: true },
  };
}
