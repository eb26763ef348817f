import type {
  ApiClient,
  ApiClientOptions,
  ApiRequest,
  ApiResult,
  ParsingSchema,
} from './api-client';
import { sharedImport } from './retrying-import';

/**
 * The client's chunk: one load shared by every client and by the idle-time prefetch, so that the
 * first call, once it is loaded, goes out in the task that makes it.
 */
export const apiClientChunk = sharedImport(() => import('./api-client'));

/**
 * The lead API client, downloaded with the first call instead of with the first page, which
 * makes none. Like the client, it never throws: a download that fails even after its retries is
 * a failed call (`network_error`, which may be tried again), and the next call downloads again.
 */
export function lazyApiClient(options: ApiClientOptions): ApiClient {
  let client: ApiClient | undefined;
  const clientOf = (module: { createApiClient: (options: ApiClientOptions) => ApiClient }) =>
    (client ??= module.createApiClient(options));
  return async <T>(schema: ParsingSchema<T>, request: ApiRequest): Promise<ApiResult<T>> => {
    // Once loaded, a call goes out in the task that makes it: awaiting even a settled load would
    // let the page be drawn again before the request starts.
    const loaded = apiClientChunk.loaded();
    if (loaded) return clientOf(loaded)(schema, request);
    try {
      return await clientOf(await apiClientChunk())(schema, request);
    } catch {
      return {
        ok: false,
        status: null,
        error: { code: 'network_error', message: 'The lead API client could not be loaded' },
      };
    }
  };
}
