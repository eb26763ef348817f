import type {
  ApiClient,
  ApiClientOptions,
  ApiRequest,
  ApiResult,
  ParsingSchema,
} from './api-client';
import { retryingImport } from './retrying-import';
import { sharedLoad } from './shared-load';

/**
 * The lead API client, downloaded with the first call instead of with the first page, which
 * makes none. Like the client, it never throws: a download that fails even after its retries is
 * a failed call (`network_error`, which may be tried again), and the next call downloads again.
 */
export function lazyApiClient(options: ApiClientOptions): ApiClient {
  const client = sharedLoad(() =>
    retryingImport(() => import('./api-client')).then((module) => module.createApiClient(options)),
  );
  return async <T>(schema: ParsingSchema<T>, request: ApiRequest): Promise<ApiResult<T>> => {
    // Once loaded, a call goes out in the task that makes it: awaiting even a settled load would
    // let the page be drawn again before the request starts.
    const ready = client.loaded();
    if (ready) return ready(schema, request);
    try {
      return await (
        await client()
      )(schema, request);
    } catch {
      return {
        ok: false,
        status: null,
        error: { code: 'network_error', message: 'The lead API client could not be loaded' },
      };
    }
  };
}
