import type { BackendModule, ReadCallback } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';

/**
 * Reads each translation file over fetch, for i18next (spec section 9). A 5xx or no answer at
 * all is worth another try, which i18next makes (`maxRetries`, `retryTimeout` in i18n-options.ts)
 * when the read answers an error with `true`; a 4xx or a file that is not JSON is not. The
 * messages are the ones i18n-logger.ts passes on: "failed loading <url>", "failed parsing <url>
 * to json". `loadPath` holds `{{lng}}` and `{{ns}}`; i18next-resources-to-backend refuses a
 * language or namespace that could leave that path.
 */
export function translationBackend(loadPath: string, read: typeof fetch = fetch): BackendModule {
  return resourcesToBackend((lng: string, ns: string, done: ReadCallback) => {
    const url = loadPath.replace('{{lng}}', lng).replace('{{ns}}', ns);
    read(url).then(
      async (response) => {
        if (!response.ok) return done(`failed loading ${url}`, response.status >= 500);
        const text = await response.text().catch(() => null);
        if (text === null) return done(`failed loading ${url}`, true);
        let texts: unknown = null;
        try {
          texts = JSON.parse(text);
        } catch {
          // Left null: refused below.
        }
        // A file of texts is an object of keys; i18next reads each key where it is used.
        if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) {
          return done(`failed parsing ${url} to json`, false);
        }
        done(null, texts as Record<string, unknown>);
      },
      () => done(`failed loading ${url}`, true),
    );
  });
}
