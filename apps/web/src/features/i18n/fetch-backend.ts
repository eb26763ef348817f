import type { BackendModule, ReadCallback } from 'i18next';

export interface FetchBackendOptions {
  /** With {{lng}} and {{ns}}: `/application-frontend/locales/{{lng}}/{{ns}}.json`. */
  loadPath: string;
  /** Tests answer for the network. */
  fetch?: typeof fetch;
}

/**
 * Reads a translation file over fetch (spec section 8): a 5xx or no answer at all is worth trying
 * again (i18next retries it: up to 5 times, 350 ms doubling), a 4xx is not and is reported as
 * "failed loading", a file that is not JSON as "failed parsing to json". It replaces
 * i18next-http-backend, whose XMLHttpRequest fallback and options we never used and which cost
 * the first page 2.9 KB gzip; the request is the one the HTML preloads, so it is not made twice.
 */
export class FetchBackend implements BackendModule<FetchBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  readonly callbackApi = true;
  private options: FetchBackendOptions = { loadPath: '/locales/{{lng}}/{{ns}}.json' };

  init(_services: unknown, options: FetchBackendOptions): void {
    this.options = { ...this.options, ...options };
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const url = this.options.loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
    const load = this.options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
    load(url, { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) {
          const retry = response.status >= 500 || response.status === 0;
          callback(`failed loading ${url}; status code: ${response.status}`, retry);
          return;
        }
        const text = await response.text();
        let data: unknown;
        try {
          data = JSON.parse(text);
        } catch {
          callback(`failed parsing ${url} to json`, false);
          return;
        }
        callback(null, data as Parameters<ReadCallback>[1]);
      })
      .catch((error: unknown) => {
        callback(
          `failed loading ${url}: ${error instanceof Error ? error.message : 'no answer'}`,
          true,
        );
      });
  }
}
