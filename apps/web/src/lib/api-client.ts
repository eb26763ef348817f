import {
  ApiErrorBodySchema,
  type ApiErrorCode,
  type FieldError,
  PRODUCT_FIELD,
  PRODUCT_ID,
} from '@lf/contract';

/** The smallest schema shape we need: zod and zod/mini schemas both fit. */
export interface ParsingSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface ApiError {
  code: ApiErrorCode;
  message: string;
  field?: string;
  fieldErrors?: FieldError[];
  /** A 429's or a 503's `Retry-After`, in milliseconds: how long the server asks the client to wait. */
  retryAfterMs?: number;
}

/** The answers whose `Retry-After` says how long to wait: a rate limit, a server down for a while. */
const ASKS_TO_WAIT: ReadonlySet<number> = new Set([429, 503]);

/** `Retry-After` in seconds (the API never sends a date); absent or unreadable: undefined. */
function retryAfterMsOf(response: Response): { retryAfterMs?: number } {
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? { retryAfterMs: seconds * 1000 } : {};
}

export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number | null; error: ApiError };

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Cancels the request (a newer one replaces it): the result is the error `aborted`. */
  signal?: AbortSignal;
}

/** Paths whose request bodies get the product identifier (spec section 7). */
const PRODUCT_PATHS = ['/v2/lead', '/v3/lead', '/affiliate/event'];

export interface ApiClientOptions {
  baseUrl: string;
  /**
   * The product identifier added to lead bodies: the brand's id, so the lead API knows which
   * product (and which amount bounds) a lead is for. `application-frontend` when not given.
   */
  product?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export type ApiClient = <T>(schema: ParsingSchema<T>, request: ApiRequest) => Promise<ApiResult<T>>;

function statusCode(status: number): ApiErrorCode {
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'internal_error';
  return 'invalid_body';
}

/**
 * Calls the lead API and returns a result, never throws. Network failures, time-outs and
 * answers that do not match the schema become error results; the UI decides what to show.
 */
export function createApiClient({
  baseUrl,
  product = PRODUCT_ID,
  timeoutMs = 15_000,
  fetchImpl = (...args) => fetch(...args),
}: ApiClientOptions): ApiClient {
  const root = baseUrl.replace(/\/+$/, '');
  return async <T>(schema: ParsingSchema<T>, request: ApiRequest): Promise<ApiResult<T>> => {
    const body =
      request.body && PRODUCT_PATHS.includes(request.path)
        ? { ...request.body, [PRODUCT_FIELD]: product }
        : request.body;
    let response: Response;
    try {
      response = await fetchImpl(`${root}${request.path}`, {
        method: request.method,
        headers: {
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...request.headers,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: request.signal
          ? AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)])
          : AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (request.signal?.aborted) {
        return {
          ok: false,
          status: null,
          error: { code: 'aborted', message: 'The request was cancelled' },
        };
      }
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return {
        ok: false,
        status: null,
        error: timedOut
          ? { code: 'timeout', message: 'The request timed out' }
          : { code: 'network_error', message: 'The network request failed' },
      };
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const parsed = ApiErrorBodySchema.safeParse(payload);
      const error: ApiError = parsed.success
        ? parsed.data.error
        : { code: statusCode(response.status), message: `HTTP ${response.status}` };
      return {
        ok: false,
        status: response.status,
        error: ASKS_TO_WAIT.has(response.status)
          ? { ...error, ...retryAfterMsOf(response) }
          : error,
      };
    }
    const parsed = schema.safeParse(payload);
    return parsed.success
      ? { ok: true, status: response.status, data: parsed.data }
      : {
          ok: false,
          status: response.status,
          error: { code: 'invalid_response', message: 'The answer did not match the contract' },
        };
  };
}

/** Whether trying the same request again may succeed. */
export function isRetryable(error: ApiError): boolean {
  return ['network_error', 'timeout', 'internal_error', 'rate_limited'].includes(error.code);
}
