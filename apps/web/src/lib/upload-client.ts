import { ApiErrorBodySchema, type ApiErrorCode } from '@lf/contract';
import type { ApiResult, ParsingSchema } from './api-client';

/** A file sent as the request's body, as it is (the lead API client sends JSON only). */
export interface UploadRequest {
  /** The whole address, the API's base URL included. */
  url: string;
  file: Blob;
  /** The body's content type (the file's own, checked before sending). */
  contentType: string;
  /** Called as the body goes out: the share sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
  /** Cancels the upload: the result is the error `aborted`. */
  signal?: AbortSignal;
  /** An upload of several MB on a slow line takes a while: two minutes by default. */
  timeoutMs?: number;
  /** More request headers (the lead's write secret). */
  headers?: Record<string, string>;
}

/** The XMLHttpRequest members an upload uses; tests hand in a fake. */
export type UploadTransport = Pick<
  XMLHttpRequest,
  | 'open'
  | 'send'
  | 'abort'
  | 'setRequestHeader'
  | 'status'
  | 'responseText'
  | 'timeout'
  | 'onload'
  | 'onerror'
  | 'ontimeout'
  | 'onabort'
> & { readonly upload: Pick<XMLHttpRequestUpload, 'onprogress'> };

export const UPLOAD_TIMEOUT_MS = 120_000;

function codeOfStatus(status: number): ApiErrorCode {
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'internal_error';
  return 'invalid_body';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends a file with XMLHttpRequest, which reports upload progress (fetch does not), and returns
 * a result like the API client's: never throws; network failures, time-outs, cancels and answers
 * off the schema become error results.
 */
export function uploadFile<T>(
  schema: ParsingSchema<T>,
  request: UploadRequest,
  transport: () => UploadTransport = () => new XMLHttpRequest(),
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = transport();
    const fail = (code: ApiErrorCode, message: string) =>
      resolve({ ok: false, status: null, error: { code, message } });
    if (request.signal?.aborted) {
      fail('aborted', 'The upload was cancelled');
      return;
    }
    const cancel = () => xhr.abort();
    request.signal?.addEventListener('abort', cancel, { once: true });
    const done = () => request.signal?.removeEventListener('abort', cancel);

    xhr.open('POST', request.url);
    xhr.setRequestHeader('content-type', request.contentType);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(request.headers ?? {})) {
      xhr.setRequestHeader(name, value);
    }
    xhr.timeout = request.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        request.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => {
      done();
      fail('network_error', 'The upload failed');
    };
    xhr.ontimeout = () => {
      done();
      fail('timeout', 'The upload timed out');
    };
    xhr.onabort = () => {
      done();
      fail('aborted', 'The upload was cancelled');
    };
    xhr.onload = () => {
      done();
      const { status } = xhr;
      const payload = parseJson(xhr.responseText);
      if (status < 200 || status >= 300) {
        const parsed = ApiErrorBodySchema.safeParse(payload);
        resolve({
          ok: false,
          status,
          error: parsed.success
            ? parsed.data.error
            : { code: codeOfStatus(status), message: `HTTP ${status}` },
        });
        return;
      }
      request.onProgress?.(1);
      const parsed = schema.safeParse(payload);
      resolve(
        parsed.success
          ? { ok: true, status, data: parsed.data }
          : {
              ok: false,
              status,
              error: { code: 'invalid_response', message: 'The answer did not match the contract' },
            },
      );
    };
    xhr.send(request.file);
  });
}
